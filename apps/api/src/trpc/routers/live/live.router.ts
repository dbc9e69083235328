import { issueLiveTicket } from "@portal/core/live/live-tickets";
import { authedProcedure, router } from "../../trpc.ts";

export const liveRouter = router({
  /** A single-use ticket for the live stream (GET {apiBasePath}/events?ticket=…), which EventSource opens without headers. */
  ticket: authedProcedure.mutation(({ ctx }) => issueLiveTicket(ctx.deps, { userId: ctx.user.id, sessionId: ctx.sessionId! })),
});
