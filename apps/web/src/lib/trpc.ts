import type { AppRouter } from "@portal/api/router";
import { TRPC_MAX_BATCH_SIZE } from "@portal/schemas/common/api-limits";
import { createTRPCReact, httpBatchLink } from "@trpc/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { authFetch } from "./auth-fetch";

// The session-aware fetch lives in ./auth-fetch (the first load uses it without the tRPC client); re-exported for callers.
export { applySessionHeaders, withAuthHeader } from "./auth-fetch";

export const trpc = createTRPCReact<AppRouter>();

/** What each procedure answers, for typing table rows: `RouterOutputs["documents"]["issued"]["items"][number]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    // maxItems matches the server's maxBatchSize: a longer batch is split rather than refused.
    links: [httpBatchLink({ url: "/trpc", fetch: authFetch, maxURLLength: 2000, maxItems: TRPC_MAX_BATCH_SIZE })],
  });
}
