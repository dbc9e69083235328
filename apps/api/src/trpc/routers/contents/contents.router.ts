import { deleteContent, moveContents, sortContent, toggleContent } from "@portal/core/contents/content-actions";
import { contentByFriendlyName } from "@portal/core/contents/content-detail";
import { createExportToken } from "@portal/core/contents/content-exports";
import { contentActor } from "@portal/core/contents/content-viewer";
import { setContentFeatured } from "@portal/core/contents/featured";
import { galleryCategories, sectionGallery } from "@portal/core/contents/gallery";
import { readHangoutSnapshot } from "@portal/core/contents/hangout-refresh";
import { listContents, suggestContents } from "@portal/core/contents/list-contents";
import { fetchPagePreview } from "@portal/core/contents/page-preview";
import { answerPoll, likeContent, voteContent } from "@portal/core/contents/participation";
import { createContent, updateContent } from "@portal/core/contents/save-content";
import { searchPortal } from "@portal/core/search/search-portal";
import { ZDownloadToken } from "@portal/schemas/common/download-token";
import { ZDownloadTokenQuery } from "@portal/schemas/contents/content-export.schema";
import { ZContentFeatured } from "@portal/schemas/contents/content-featured.schema";
import type { TContentFormInput } from "@portal/schemas/contents/content-form.schema";
import {
  ZContentId,
  ZContentListQuery,
  ZContentMove,
  ZContentRef,
  ZContentSearch,
  ZContentSort,
  ZContentSuggest,
  ZContentToggle,
  ZContentUpdateRef,
} from "@portal/schemas/contents/content-queries.schema";
import {
  ZContentCardPage,
  ZContentDeleted,
  ZContentDetail,
  ZContentFeaturedSaved,
  ZContentLike,
  ZContentSearchAnswer,
  ZContentSorted,
  ZContentSuggestions,
  ZContentsMoved,
  ZContentToggled,
  ZGalleryCategories,
  ZGalleryPage,
  ZHangoutSnapshot,
  ZPollAnswered,
} from "@portal/schemas/contents/content-view.schema";
import { ZGalleryCategoriesQuery, ZGalleryQuery } from "@portal/schemas/contents/gallery.schema";
import { ZPagePreview, ZPagePreviewQuery } from "@portal/schemas/contents/page-preview.schema";
import { ZPollSubmit, ZVoteSubmit } from "@portal/schemas/contents/participation.schema";
import { z } from "zod";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";
import { contentsBulkRouter } from "./bulk.router.ts";
import { globalExclusionsRouter } from "./global-exclusions.router.ts";
import { labelsRouter } from "./labels.router.ts";
import { popupsRouter } from "./popups.router.ts";
import { sectionsRouter } from "./sections.router.ts";

const manage = () => staffProcedure("Contents");
const participate = () => authedProcedure.meta({ rateLimit: "participation" });
/**
 * The content form is parsed in core (an edit parses it knowing the content's id; a create drops a sent id first, and
 * the form's transforms, e.g. the closing date, are not meant to run twice), typed here for the client. The REST rows
 * document it (documentedInput).
 */
const zContentForm = z.custom<TContentFormInput>();
const ZParticipationRef = z.object({ friendlyName: ZContentRef.shape.friendlyName });

/**
 * Contents (spec 02 §7): visitors read what is published for them, logged users vote, answer polls and like,
 * content administrators (permission Contents) create, edit, toggle, move, order and delete.
 */
export const contentsRouter = router({
  /** GET contents */
  list: publicProcedure
    .input(ZContentListQuery.optional())
    .output(ZContentCardPage)
    .query(({ ctx, input }) => listContents(ctx.deps, input ?? {}, contentActor(ctx.user))),
  /** GET contents with the admin filters (published → inactive list): labels "Programado"/"Vencido" and each item's menu. */
  adminList: manage()
    .input(ZContentListQuery.optional())
    .output(ZContentCardPage)
    .query(({ ctx, input }) => listContents(ctx.deps, input ?? {}, contentActor(ctx.user))),
  /** GET contents/{friendlyName} */
  detail: publicProcedure
    .input(ZContentRef)
    .output(ZContentDetail)
    .query(({ ctx, input }) => contentByFriendlyName(ctx.deps, input, contentActor(ctx.user))),
  /** GET contents/search?q= (/buscar) */
  search: publicProcedure
    .meta({ rateLimit: "contentSearch" })
    .input(ZContentSearch)
    .output(ZContentSearchAnswer)
    .query(({ ctx, input }) => searchPortal(ctx.deps, input, contentActor(ctx.user))),
  /** GET contents/suggest?q=: the header box's autocomplete (10 names). */
  suggest: publicProcedure
    .meta({ rateLimit: "contentSearch" })
    .input(ZContentSuggest)
    .output(ZContentSuggestions)
    .query(({ ctx, input }) => suggestContents(ctx.deps, input, contentActor(ctx.user))),
  /** GET contents/gallery/{x}: the images of section {x}'s galleries (grid and popup). */
  gallery: publicProcedure
    .input(ZGalleryQuery)
    .output(ZGalleryPage)
    .query(({ ctx, input }) => sectionGallery(ctx.deps, input, contentActor(ctx.user))),
  /** GET gallery-category: the section's categories that hold gallery images, with their counts. */
  galleryCategories: publicProcedure
    .input(ZGalleryCategoriesQuery)
    .output(ZGalleryCategories)
    .query(({ ctx, input }) => galleryCategories(ctx.deps, input, contentActor(ctx.user))),
  /** GET pagepreviews?url */
  pagePreview: publicProcedure
    .meta({ rateLimit: "pagePreview" })
    .input(ZPagePreviewQuery)
    .output(ZPagePreview)
    .query(({ input }) => fetchPagePreview(input.url)),

  /** POST contents */
  create: manage()
    .input(zContentForm)
    .output(ZContentDetail)
    .mutation(({ ctx, input }) => createContent(ctx.deps, input, contentActor(ctx.user))),
  /** PUT contents/{friendlyName}: administrators, or the content's owner (checked in core). */
  update: authedProcedure
    .input(ZContentUpdateRef)
    .output(ZContentDetail)
    .mutation(({ ctx, input }) => {
      const { friendlyName, ...form } = input;
      return updateContent(ctx.deps, friendlyName, form, contentActor(ctx.user));
    }),
  /** POST contents/{name}/enable|disable|feature|unfeature|showonhome|unshowonhome */
  toggle: manage()
    .input(ZContentToggle)
    .output(ZContentToggled)
    .mutation(({ ctx, input }) => toggleContent(ctx.deps, input)),
  /** PUT content/{id}/featured/{a}/{b}: featured in its section (a) and on the home (b). */
  featured: manage()
    .input(ZContentFeatured)
    .output(ZContentFeaturedSaved)
    .mutation(({ ctx, input }) => setContentFeatured(ctx.deps, input)),
  /** DELETE contents/{id}: administrators, or the content's owner (checked in core). */
  remove: authedProcedure
    .input(ZContentId)
    .output(ZContentDeleted)
    .mutation(({ ctx, input }) => deleteContent(ctx.deps, input, contentActor(ctx.user))),
  /** POST contents/move */
  move: manage()
    .input(ZContentMove)
    .output(ZContentsMoved)
    .mutation(({ ctx, input }) => moveContents(ctx.deps, input)),
  /** POST contents/{id}/sort/{n} */
  sort: manage()
    .input(ZContentSort)
    .output(ZContentSorted)
    .mutation(({ ctx, input }) => sortContent(ctx.deps, input)),

  /** POST contents/{name}/vote */
  vote: participate()
    .input(ZParticipationRef.extend(ZVoteSubmit.shape))
    .output(ZContentDetail)
    .mutation(({ ctx, input }) => voteContent(ctx.deps, input.friendlyName, input, { ...contentActor(ctx.user), userId: ctx.user.id })),
  /** POST contents/{name}/votepoll */
  votePoll: participate()
    .input(ZParticipationRef.extend(ZPollSubmit.shape))
    .output(ZPollAnswered)
    .mutation(({ ctx, input }) => answerPoll(ctx.deps, input.friendlyName, input, { ...contentActor(ctx.user), userId: ctx.user.id })),
  /** A started hangout's newest comments, as the worker snapshots them each minute (one Redis read, no database). */
  hangoutComments: publicProcedure
    .input(ZContentId)
    .output(ZHangoutSnapshot)
    .query(({ ctx, input }) => readHangoutSnapshot(ctx.deps, input.id, contentActor(ctx.user))),
  /** POST contents/{name}/like */
  like: participate()
    .input(ZParticipationRef)
    .output(ZContentLike)
    .mutation(({ ctx, input }) => likeContent(ctx.deps, input.friendlyName, { ...contentActor(ctx.user), userId: ctx.user.id })),

  /** GET downloadtoken?kind&contentID: a 60-second single-use token for an export (permission checked per kind in core). */
  downloadToken: authedProcedure
    .input(ZDownloadTokenQuery)
    .output(ZDownloadToken)
    .query(({ ctx, input }) => createExportToken(ctx.deps, input, ctx.user)),

  sections: sectionsRouter,
  globalExclusions: globalExclusionsRouter,
  popups: popupsRouter,
  labels: labelsRouter,
  bulk: contentsBulkRouter,
});
