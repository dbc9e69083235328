import { AppError } from "@portal/core/errors/app-error";
import { issueLiveTicket } from "@portal/core/live/live-tickets";
import { ZLiveTicket } from "@portal/schemas/live/live-events";
import { authedProcedure, router } from "../../trpc.ts";

export const liveRouter = router({
  /** A single-use ticket for the live stream (GET {apiBasePath}/events?ticket=…), which EventSource opens without headers. */
  ticket: authedProcedure.output(ZLiveTicket).mutation(({ ctx }) => {
    // A signed-in caller has its session (createContext sets both); without one there is nothing to tie the ticket to.
    if (!ctx.sessionId) throw new AppError("UNAUTHORIZED");
    return issueLiveTicket(ctx.deps, { userId: ctx.user.id, sessionId: ctx.sessionId });
  }),
});
