import { ZLogin } from "@portal/schemas/accounts/login.schema";
import { ZLoginResult, ZSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { login } from "@portal/core/accounts/login";
import { revokeSession } from "@portal/core/accounts/sessions";
import { recordAudit } from "@portal/core/audit/audit-log";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";

export const authRouter = router({
  /** GET auth */
  me: publicProcedure.output(ZSessionUser.nullable()).query(({ ctx }) => ctx.user),
  /** POST auth */
  login: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZLogin)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => login(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** GET auth/logout */
  logout: authedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    if (ctx.sessionId) await revokeSession(ctx.deps, ctx.sessionId);
    await recordAudit(ctx.deps.db, { userId: ctx.user.id, action: "logout", entityType: "User", entityId: ctx.user.id });
    return { ok: true as const };
  }),
});
