import { contentActor } from "@portal/core/contents/content-viewer";
import { mostViewedSections, recordTrack } from "@portal/core/contents/tracks";
import { ZMostViewedSections, ZTrackCounted } from "@portal/schemas/contents/content-view.schema";
import { ZMostViewedQuery, ZTrack } from "@portal/schemas/contents/tracks.schema";
import { publicProcedure, router } from "../../trpc.ts";

/** Visits (spec 03 §7 "tracks: POST identifier, type") and what they rank: the most viewed sections (spec 02 §7). */
export const tracksRouter = router({
  /** POST tracks: one visit; a client counts once per element within the window (by account, else address). */
  add: publicProcedure
    .meta({ rateLimit: "participation" })
    .input(ZTrack)
    .output(ZTrackCounted)
    .mutation(({ ctx, input }) =>
      recordTrack(ctx.deps, input, contentActor(ctx.user), ctx.user ? `user:${ctx.user.id}` : `address:${ctx.ip ?? "desconocida"}`),
    ),
  /** GET tags/mostviewed */
  mostViewedSections: publicProcedure
    .input(ZMostViewedQuery.optional())
    .output(ZMostViewedSections)
    .query(({ ctx, input }) => mostViewedSections(ctx.deps, input ?? {}, contentActor(ctx.user))),
});
