import type { appRouter } from "../trpc/app-router.ts";
import type { Context } from "../trpc/context.ts";
import type { createCallerFactory } from "../trpc/trpc.ts";
import { procedureAt } from "./rest-input.ts";

/** tRPC's server-side caller over the whole app router, as REST rows' accessors see it (`(t) => t.users.list`). */
export type RestCaller = ReturnType<ReturnType<typeof createCallerFactory<(typeof appRouter)["_def"]["record"]>>>;

/** A procedure as tRPC's caller invokes it (the options createCallerFactory passes, tRPC 11). */
type TCallableProcedure = ((opts: {
  path: string;
  ctx: Context;
  getRawInput: () => Promise<unknown>;
  type: string;
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>) & { _def: { type: string } };

/**
 * The procedure at `path`, found once, called as tRPC's caller calls it: the same middlewares, input and output
 * schemas and errors. A tRPC caller made for each request built a proxy for each step of the path and looked the
 * procedure up again, on every REST request.
 */
export function restProcedure(path: string): (ctx: Context, input: unknown) => Promise<unknown> {
  const procedure = procedureAt(path) as unknown as TCallableProcedure;
  const type = procedure._def.type;
  return (ctx, input) => procedure({ path, ctx, getRawInput: () => Promise.resolve(input), type, signal: undefined, batchIndex: 0 });
}
