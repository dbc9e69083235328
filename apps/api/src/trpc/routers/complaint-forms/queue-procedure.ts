import { queueAccess } from "@portal/core/complaint-forms/queue-scope";
import { TRPCError } from "@trpc/server";
import { authedProcedure } from "../../trpc.ts";

/**
 * /administrador/pqrs calls open to the PQRs office and to the officials of enabled dependencies: the context
 * carries what the caller may reach (`access`); the use cases filter or refuse with it. The meta names PQRs so the
 * permission matrix test walks these too (other staff who belong to no dependency get 403).
 */
export const queueProcedure = authedProcedure.meta({ permission: "PQRs" }).use(async ({ ctx, next }) => {
  const access = await queueAccess(ctx.deps, ctx.user);
  if (!access) throw new TRPCError({ code: "FORBIDDEN" });
  return next({ ctx: { ...ctx, access } });
});
