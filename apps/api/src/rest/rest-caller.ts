import { appRouter } from "../trpc/app-router.ts";
import { createCallerFactory } from "../trpc/trpc.ts";

/** tRPC's server-side caller over the whole app router: what REST rows call (not tRPC's HTTP handler, STACK.md). */
export const createRestCaller = createCallerFactory(appRouter);
export type RestCaller = ReturnType<typeof createRestCaller>;
