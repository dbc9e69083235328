import { initTRPC, TRPCError } from "@trpc/server";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { toApiError } from "../http/api-error.ts";
import type { Context } from "./context.ts";

export interface Meta {
  /** Staff procedures name the permission they need; a test walks the router and checks each one refuses others. */
  permission?: TPermission;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const api = toApiError(error);
      // The spec's client reads the first detail; the stack never leaves the server.
      return { ...shape, message: api.message, data: { code: shape.data.code, httpStatus: api.status, status: api.status, details: api.details } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** A staff procedure: logged in and holding `permission`, checked on the server for every call. */
export function staffProcedure(permission: TPermission) {
  return authedProcedure.meta({ permission }).use(({ ctx, next }) => {
    if (!ctx.user.permissions.includes(permission)) throw new TRPCError({ code: "FORBIDDEN" });
    return next();
  });
}
