import type { appRouter } from "../trpc/app-router.ts";
import type { createCallerFactory } from "../trpc/trpc.ts";

/** tRPC's server-side caller over the whole app router, as REST rows' accessors see it (`(t) => t.users.list`). */
export type RestCaller = ReturnType<ReturnType<typeof createCallerFactory<(typeof appRouter)["_def"]["record"]>>>;
