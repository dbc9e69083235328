import type { Context } from "../trpc/context.ts";
import { procedureAt } from "./rest-input.ts";

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
