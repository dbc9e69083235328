import { assertNoPendingUserMain } from "@portal/core/accounts/user-main";
import { holdsPermission, isStaff, type TPermission } from "@portal/schemas/accounts/permissions";
import type { TRateLimitClass } from "@portal/schemas/rate-limits/rate-limits";
import { initTRPC, TRPCError } from "@trpc/server";
import { toApiError } from "../http/api-error.ts";
import { assertWellFormedInput } from "../http/well-formed-input.ts";
import type { Context } from "./context.ts";

interface Meta {
  /** Staff procedures name the permission they need; a test walks the router and checks each one refuses others. */
  permission?: TPermission;
  /** Route classes (RATE_LIMITS) this procedure counts against, per client address, on every call. */
  rateLimit?: TRateLimitClass | TRateLimitClass[];
  /**
   * A query that answers an anonymous caller with someone's personal data (a mailed token's page, a tracking file):
   * its answer is marked `Cache-Control: no-store` like every mutation's and every logged-in caller's (noStore).
   */
  personalData?: true;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const api = toApiError(error);
      // The spec's client reads the first detail; the stack never leaves the server.
      // The code follows the status (an AppError's own code), not tRPC's wrapper of it (INTERNAL_SERVER_ERROR).
      const code = api.code as typeof shape.data.code;
      return { ...shape, message: api.message, data: { code, httpStatus: api.status, status: api.status, details: api.details } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every call counts (a batch of 50 logins is 50 logins): its route classes per client address, and a mutation by
 * anyone but staff against the `write` class. Staff work in bulk from the back office and are limited by permission.
 */
/**
 * No browser or proxy keeps an answer that may carry personal data (a shared computer's cache, a caching proxy):
 * every answer to a logged-in caller (profile, my requests, staff pages…), every mutation's (tracking, certificate and
 * document checks, logins) and every query marked `personalData` get `Cache-Control: no-store`, on tRPC and REST
 * alike (both build the context that sets it). Public reads keep their ETag.
 */
function markNoStore(ctx: Context, meta: Meta | undefined, type: string): void {
  if (ctx.user || type === "mutation" || meta?.personalData) ctx.setHeader("Cache-Control", "no-store");
}

/**
 * Every call counts (a batch of 50 logins is 50 logins): its route classes per client address, and a mutation by
 * anyone but staff against the `write` class. Staff work in bulk from the back office and are limited by permission.
 */
async function chargeRateLimits(ctx: Context, meta: Meta | undefined, type: string): Promise<void> {
  const key = ctx.ip ?? "desconocida";
  // A copy: pushing "write" onto the procedure's own meta array would grow it on every call.
  const classes = meta?.rateLimit === undefined ? [] : Array.isArray(meta.rateLimit) ? [...meta.rateLimit] : [meta.rateLimit];
  if (type === "mutation" && !isStaff(ctx.user?.permissions ?? [])) classes.push("write");
  // One Redis round trip for all of them, not one after the other (submissions and tracking charge two classes).
  if (classes.length > 0) await Promise.all(classes.map((limitClass) => ctx.deps.rateLimits.consume(limitClass, key)));
}

/** What every call does first, in this order. */
async function beforeEveryCall(ctx: Context, meta: Meta | undefined, type: string, getRawInput: () => Promise<unknown>): Promise<void> {
  markNoStore(ctx, meta, type);
  await chargeRateLimits(ctx, meta, type);
  assertWellFormedInput(await getRawInput());
}

// Each procedure kind is ONE middleware: tRPC copies the call's options (and the context, when a middleware passes one
// on) at every level of the chain, and a REST call of a logged-in citizen went through three levels before its input.
export const publicProcedure = t.procedure.use(async ({ ctx, meta, type, getRawInput, next }) => {
  await beforeEveryCall(ctx, meta, type, getRawInput);
  return next();
});

/** Logged in (401 otherwise), after the same no-store mark and rate limits as a public procedure. */
export const authedProcedure = t.procedure.use(async ({ ctx, meta, type, getRawInput, next }) => {
  await beforeEveryCall(ctx, meta, type, getRawInput);
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED" });
  // Only the narrowed field: tRPC merges it into the context it already has.
  return next({ ctx: { user: ctx.user } });
});

/** A staff procedure: logged in and holding `permission` (Administrator holds them all), checked on the server for every call. */
export function staffProcedure(permission: TPermission) {
  return authedProcedure.meta({ permission }).use(async ({ ctx, next }) => {
    if (!holdsPermission(ctx.user.permissions, permission)) throw new TRPCError({ code: "FORBIDDEN" });
    // A main user with a form to complete (the legal representative's data) does that before anything else.
    await assertNoPendingUserMain(ctx.deps, ctx.user);
    return next();
  });
}
