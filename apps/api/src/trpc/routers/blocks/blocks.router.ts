import {
  blockDetail,
  blockOfKind,
  calendarEvents,
  globalContents,
  homeData,
  launchpadShortcuts,
  pageBlocks,
  sectionsContents,
} from "@portal/core/blocks/home-data";
import { contentActor } from "@portal/core/contents/content-viewer";
import {
  ZBlockIdQuery,
  ZBlockKindQuery,
  ZBlockPageQuery,
  ZBlockSectionsQuery,
  ZCalendarEventsQuery,
  ZGlobalContentsQuery,
} from "@portal/schemas/blocks/block-queries.schema";
import {
  ZBlockContentCards,
  ZBlockSectionGroups,
  ZBlockShortcuts,
  ZBlockView,
  ZCalendarEvents,
  ZHomeData,
  ZPageBlocks,
} from "@portal/schemas/blocks/block-view.schema";
import { publicProcedure, router } from "../../trpc.ts";

/**
 * The public side of the home and section blocks (spec 02 §2): what visitors read. The staff editors (create, edit,
 * sort, banners) live beside it in their own router.
 */
export const blocksRouter = router({
  /** Everything the home shows in one cached call: blocks with their contents, slider variant, map tiles, popups, footer logos. */
  home: publicProcedure.output(ZHomeData).query(({ ctx }) => homeData(ctx.deps, contentActor(ctx.user))),
  /** GET blocks (?section=friendlyName): a page's blocks. */
  list: publicProcedure
    .input(ZBlockPageQuery)
    .output(ZPageBlocks)
    .query(({ ctx, input }) => pageBlocks(ctx.deps, input, contentActor(ctx.user))),
  /** GET blocks/{blockID}: one block with its persons, sections, shortcuts, galleries, map, logos, indicators. */
  detail: publicProcedure
    .input(ZBlockIdQuery)
    .output(ZBlockView)
    .query(({ ctx, input }) => blockDetail(ctx.deps, input, contentActor(ctx.user))),
  /** GET blocks/persons|shortcuts|galleries|map|logos|indicators ?blockID=: one block of that kind (else 404). */
  ofKind: publicProcedure
    .input(ZBlockKindQuery)
    .output(ZBlockView)
    .query(({ ctx, input }) => blockOfKind(ctx.deps, input, contentActor(ctx.user))),
  /** GET globalcontents (?pageSize, 6 by default): the home's contents (no global host serves this portal). */
  globalContents: publicProcedure
    .input(ZGlobalContentsQuery.optional())
    .output(ZBlockContentCards)
    .query(({ ctx, input }) => globalContents(ctx.deps, input ?? {}, contentActor(ctx.user))),
  /** GET launchpadshortcuts: the home's global shortcuts. */
  launchpadShortcuts: publicProcedure.output(ZBlockShortcuts).query(({ ctx }) => launchpadShortcuts(ctx.deps, contentActor(ctx.user))),
  /** GET blocks/sections?tagIdentifiers=1,2&contentOrder&pageSize: contents per section. */
  sections: publicProcedure
    .input(ZBlockSectionsQuery)
    .output(ZBlockSectionGroups)
    .query(({ ctx, input }) => sectionsContents(ctx.deps, input, contentActor(ctx.user))),
  /** GET blocks/{blockID}/events: the calendar's events of another week or month. */
  events: publicProcedure
    .input(ZCalendarEventsQuery)
    .output(ZCalendarEvents)
    .query(({ ctx, input }) => calendarEvents(ctx.deps, input, contentActor(ctx.user))),
});
