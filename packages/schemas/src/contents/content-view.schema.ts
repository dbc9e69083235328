import { z } from "zod";
import { ZSnapshotCommentView } from "../comments/comment-view.schema.ts";
import { ZPageOf } from "../common/pagination.ts";
import { CONTENT_ACTIONS, type TContentAction } from "./content-lifecycle.ts";
import { CONTENT_TYPE_IDS, PROCEDURE_COST_TYPE, PROCEDURE_TYPE, TAG_TEMPLATE_TYPES } from "./content-types.ts";
import { POPUP_MODES } from "./popup.schema.ts";

/**
 * What the content procedures answer (core/contents): cards, the detail page, sections, labels, popups, galleries and
 * the answers of the admin actions. The same fields the use cases return; a content names its author by public
 * profile fields only.
 */
const CONTENT_ACTION_KEYS = Object.keys(CONTENT_ACTIONS) as TContentAction[];

const ZSectionRef = z.object({ tagID: z.number(), name: z.string(), friendlyName: z.string() });

/** A content as the lists and the search show it (with the admin menu when the reader may act on it). */
const ZContentCard = z.object({
  tags: z.array(ZSectionRef),
  labels: z.array(z.object({ name: z.string(), labelID: z.number() })),
  subLabels: z.array(z.object({ name: z.string(), labelID: z.number(), subLabelID: z.number() })),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  document: z.object({ name: z.string(), filePath: z.string(), isFile: z.boolean() }).nullable(),
  admin: z.object({ label: z.string().nullable(), list: z.enum(["active", "inactive"]), actions: z.array(z.enum(CONTENT_ACTION_KEYS)) }).nullable(),
  daysToStart: z.number().nullable(),
  minutesToStart: z.number().nullable(),
  daysToComplete: z.number().nullable(),
  percentageDate: z.number().nullable(),
  contentID: z.number(),
  friendlyName: z.string(),
  friendlyUrl: z.string(),
  contentType: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  embedUrl: z.string().nullable(),
  embedImage: z.string().nullable(),
  externalLink: z.string().nullable(),
  targetSelf: z.boolean(),
  codeYouTube: z.string().nullable(),
  imagePrincipal: z.object({ fileID: z.string(), filePath: z.string() }).nullable(),
  imageDescription: z.string().nullable(),
  commentWallType: z.number(),
  isFeatured: z.boolean(),
  featured: z.boolean(),
  showOnHome: z.boolean(),
  isPrivate: z.boolean(),
  isRequired: z.boolean(),
  published: z.boolean(),
  withoutClosingDate: z.boolean(),
  closingDate: z.date().nullable(),
  startingDate: z.date().nullable(),
  startDate: z.date().nullable(),
  startHour: z.string().nullable(),
  endDate: z.date().nullable(),
  endHour: z.string().nullable(),
  publishedDateFrom: z.date().nullable(),
  publishedDateTo: z.date().nullable(),
  creationDate: z.date(),
  modifiedDate: z.date(),
  countComments: z.number(),
  countLikes: z.number(),
  sumVotes: z.number(),
  displayOrder: z.number(),
  percentage: z.number().nullable(),
});
export const ZContentCardPage = ZPageOf(ZContentCard);

/** GET contents/search: the page of contents, the services found, the suggestions and the main services. */
const ZServiceHit = z.object({ title: z.string(), description: z.string(), path: z.string() });
export const ZContentSearchAnswer = ZContentCardPage.extend({
  services: z.array(ZServiceHit),
  suggestions: z.array(z.string()),
  mainServices: z.array(ZServiceHit),
});

/** GET contents/{friendlyName}: the card plus the body, files, author, vote options, poll and what the reader may do. */
export const ZContentDetail = ZContentCard.extend({
  body: z.string().nullable(),
  bodyHtml: z.string().nullable(),
  metaDescription: z.string().nullable(),
  downloadFiles: z.boolean(),
  facebookPublish: z.boolean(),
  twitterPublish: z.boolean(),
  instagramPublish: z.boolean(),
  contentVoteType: z.string().nullable(),
  files: z.array(
    z.object({
      filePath: z.string(),
      name: z.string(),
      fileID: z.string(),
      description: z.string().nullable(),
      isImage: z.boolean(),
      thumbnail: z.string().nullable(),
    }),
  ),
  /**
   * The author, by id only (spec 02: user.userID): every reader gets the detail, and an author's name and profile
   * address are shown only where the author opted in (the community's public profile).
   */
  user: z.object({ userID: z.number() }).nullable(),
  answerOptions: z.array(z.object({ voteOptionID: z.number(), text: z.string(), displayOrder: z.number(), votes: z.number(), percentage: z.number() })),
  contentPoll: z.array(
    z.object({
      contentPollID: z.number(),
      text: z.string(),
      displayOrder: z.number(),
      typeQuestion: z.number(),
      votes: z.number(),
      contentAnswers: z.array(
        z.object({ contentAnswerID: z.number(), text: z.string(), displayOrder: z.number(), votes: z.number(), percentagesPoll: z.number() }),
      ),
    }),
  ),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  alreadyVoted: z.boolean(),
  alreadyLiked: z.boolean(),
});
/** PUT contents/{friendlyName}/poll: the notice and the content with its new totals. */
export const ZPollAnswered = z.object({ message: z.string(), content: ZContentDetail });

/** GET contents/suggest */
export const ZContentSuggestions = z.array(z.object({ friendlyName: z.string(), name: z.string(), contentType: z.number() }));
/** GET contents/gallery: a section's images, each with its content. */
export const ZGalleryPage = ZPageOf(
  z.object({
    fileID: z.string(),
    filePath: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    contentID: z.number(),
    friendlyName: z.string(),
    contentName: z.string(),
  }),
);
/** GET contents/gallery/categories */
export const ZGalleryCategories = z.array(z.object({ images: z.number(), name: z.string(), friendlyName: z.string(), labelID: z.number() }));

/** The answers of the admin actions (their Spanish notices). */
export const ZContentToggled = z.object({
  friendlyName: z.string(),
  published: z.boolean(),
  isFeatured: z.boolean(),
  showOnHome: z.boolean(),
  message: z.string(),
});
export const ZContentFeaturedSaved = z.object({ contentID: z.number(), isFeatured: z.boolean(), featured: z.boolean(), message: z.string() });
export const ZContentDeleted = z.object({ contentID: z.number(), message: z.string() });
export const ZContentsMoved = z.object({ moved: z.number(), message: z.string() });
export const ZContentSorted = z.object({ contentID: z.number(), tagID: z.number(), displayOrder: z.number(), message: z.string() });
export const ZContentLike = z.object({ alreadyLiked: z.boolean(), countLikes: z.number() });
/** POST contents/massive: the contents made. */
export const ZMassContentsCreated = z.object({ created: z.array(z.object({ contentID: z.number(), friendlyName: z.string() })) });

/** contents.hangoutComments: the minute snapshot of an open hangout's thread, or null. */
export const ZHangoutSnapshot = z
  .object({
    contentID: z.number(),
    refreshedAt: z.string(),
    run: z.number(),
    maxRuns: z.number(),
    finished: z.boolean(),
    isPrivate: z.boolean(),
    total: z.number(),
    comments: z.array(ZSnapshotCommentView),
  })
  .nullable();

/** Global contents this site hides, and what hiding or showing one again answers. */
export const ZGlobalExclusions = z.array(z.object({ contentID: z.number(), createdAt: z.date() }));
export const ZGlobalExclusionSaved = z.object({ contentID: z.number(), message: z.string() });

/** A label with its sub-labels (GET labels, PUT labels). */
const ZSubLabelView = z.object({
  name: z.string(),
  friendlyName: z.string(),
  labelID: z.number(),
  subLabelID: z.number(),
  description: z.string().nullable(),
  displayOrder: z.number(),
});
export const ZSubLabelViews = z.array(ZSubLabelView);
export const ZLabelView = z.object({
  name: z.string(),
  friendlyName: z.string(),
  labelID: z.number(),
  description: z.string().nullable(),
  displayOrder: z.number(),
  subLabels: z.array(ZSubLabelView),
  isRequired: z.boolean(),
  defaultTagID: z.number().nullable(),
});
export const ZLabelPage = ZPageOf(ZLabelView.extend({ total: z.number().nullable() }));
export const ZLabelDeleted = z.object({ labelID: z.number() });
export const ZSubLabelDeleted = z.object({ subLabelID: z.number() });

/** A popup as its editor and the home read it. */
const ZPopupView = z.object({
  codeYouTube: z.string().nullable(),
  embedUrl: z.string().nullable(),
  body: z.string().nullable(),
  published: z.boolean(),
  externalLink: z.string().nullable(),
  publishedDateFrom: z.date().nullable(),
  publishedDateTo: z.date().nullable(),
  alias: z.string().nullable(),
  popupID: z.number(),
  nombre: z.string(),
  nameButtonUrl: z.string().nullable(),
  showMode: z.number(),
});
export const ZPopupViews = z.array(ZPopupView);
/** GET contentPopupnews: the popup for this reader (and the mode it was chosen for), or null. */
export const ZCurrentPopup = ZPopupView.extend({ mode: z.literal(Object.values(POPUP_MODES)) }).nullable();
export const ZPopupSaved = z.object({ popup: ZPopupView, message: z.string() });
export const ZPopupDeleted = z.object({ popupID: z.number(), message: z.string() });

/** A content type a section accepts (the "Nuevo contenido" type picker). */
const ZValidContentType = z.object({ contentType: z.literal(CONTENT_TYPE_IDS), name: z.string() });
export const ZValidContentTypes = z.array(ZValidContentType);
/** A section with its labels, accepted types and default template. */
export const ZSectionView = z.object({
  defaultContentTemplate: z.object({ template: z.string().optional(), title: z.string().optional(), startDate: z.string().optional() }).nullable(),
  validContentTypes: ZValidContentTypes,
  name: z.string(),
  friendlyName: z.string(),
  labels: z.array(
    z.object({
      name: z.string(),
      friendlyName: z.string(),
      labelID: z.number(),
      description: z.string().nullable(),
      subLabels: z.array(z.object({ name: z.string(), subLabelID: z.number(), description: z.string().nullable() })),
      isRequired: z.boolean(),
      defaultTagID: z.number().nullable(),
    }),
  ),
  tagID: z.number(),
  description: z.string().nullable(),
  displayOrder: z.number(),
  isPrivate: z.boolean(),
  templateType: z.enum(TAG_TEMPLATE_TYPES),
  showContentsOnHome: z.boolean(),
  active: z.boolean(),
});
export const ZSectionViews = z.array(ZSectionView);
/** GET contents/proceduretypes: the procedure's type and cost-type choices. */
export const ZProcedureTypes = z.object({
  types: z.array(z.object({ id: z.literal(Object.values(PROCEDURE_TYPE)), name: z.string() })),
  costTypes: z.array(z.object({ id: z.literal(Object.values(PROCEDURE_COST_TYPE)), name: z.string() })),
});

/** POST tracks: whether the visit was counted; GET tracks/mostviewedsections. */
export const ZTrackCounted = z.object({ counted: z.boolean() });
export const ZMostViewedSections = z.array(z.object({ url: z.string(), name: z.string(), friendlyName: z.string(), tagID: z.number(), views: z.number() }));
