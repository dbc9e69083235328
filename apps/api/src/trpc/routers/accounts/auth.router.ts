import { ZLogin } from "@portal/schemas/accounts/login.schema";
import { ZLoginAnswer, ZMfaChallengeRef, ZMfaCode, ZMfaEnrolment, ZMfaVerify } from "@portal/schemas/accounts/mfa.schema";
import { ZPasswordChange } from "@portal/schemas/accounts/password.schema";
import { SESSION_MESSAGES, ZLoginResult, ZSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { login } from "@portal/core/accounts/login";
import { confirmMfaEnrolment, disableMfa, startLoginMfaEnrolment, startMfaEnrolment, verifyLoginMfa } from "@portal/core/accounts/mfa";
import { changePassword } from "@portal/core/accounts/password-change";
import { logout, logoutOtherSessions } from "@portal/core/accounts/logout";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";

const ZMessage = z.object({ message: z.string() });

export const authRouter = router({
  /** GET auth */
  me: publicProcedure.output(ZSessionUser.nullable()).query(({ ctx }) => ctx.user),
  /** POST auth — a session, or the second step when the account has (or must enrol) a second factor. */
  login: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZLogin)
    .output(ZLoginAnswer)
    .mutation(({ ctx, input }) => login(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/mfa — the login's second step: the challenge and the 6-digit code. */
  verifyMfa: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZMfaVerify)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => verifyLoginMfa(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/mfa/enrolment — during login, the secret and QR for an account that must enrol first. */
  startLoginMfaEnrolment: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZMfaChallengeRef)
    .output(ZMfaEnrolment)
    .mutation(({ ctx, input }) => startLoginMfaEnrolment(ctx.deps, input)),
  /** POST auth/mfa/setup — from the profile (staff): a new secret and QR. */
  startMfaEnrolment: authedProcedure.output(ZMfaEnrolment).mutation(({ ctx }) => startMfaEnrolment(ctx.deps, ctx.user)),
  /** PUT auth/mfa/setup — the first code turns the second factor on. */
  confirmMfaEnrolment: authedProcedure
    .input(ZMfaCode)
    .output(ZMessage)
    .mutation(({ ctx, input }) => confirmMfaEnrolment(ctx.deps, ctx.user, ctx.sessionId, input)),
  /** DELETE auth/mfa/setup — turning it off takes a current code. */
  disableMfa: authedProcedure.input(ZMfaCode).output(ZMessage).mutation(({ ctx, input }) => disableMfa(ctx.deps, ctx.user, input)),
  /** PUT auth/password — change the password; the other sessions end. */
  changePassword: authedProcedure
    .input(ZPasswordChange)
    .output(ZMessage)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user, ctx.sessionId, input)),
  /** GET auth/logout */
  logout: authedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await logout(ctx.deps, ctx.user.id, ctx.sessionId);
    return { ok: true as const };
  }),
  /** POST auth/logout/others — "cerrar las demás sesiones": every session of the user but this one. */
  logoutOthers: authedProcedure.output(ZMessage.extend({ closed: z.number().int() })).mutation(async ({ ctx }) => {
    const closed = await logoutOtherSessions(ctx.deps, ctx.user.id, ctx.sessionId);
    return { message: SESSION_MESSAGES.othersClosed, closed };
  }),
});
