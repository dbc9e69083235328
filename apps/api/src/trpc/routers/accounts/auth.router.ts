import { completeExternalLogin, externalRegister, linkExternalAccount, startExternalLogin } from "@portal/core/accounts/external-login/external-login";
import { configuredExternalProviders } from "@portal/core/accounts/external-login/providers";
import { login } from "@portal/core/accounts/login";
import { unlockLogin } from "@portal/core/accounts/login-throttle";
import { logout, logoutOtherSessions } from "@portal/core/accounts/logout";
import { confirmMfaEnrolment, disableMfa, startLoginMfaEnrolment, startMfaEnrolment, verifyLoginMfa } from "@portal/core/accounts/mfa";
import { changePassword } from "@portal/core/accounts/password-change";
import { completePendingRegistration } from "@portal/core/accounts/pending-registration-form";
import {
  ZExternalAnswer,
  ZExternalComplete,
  ZExternalLink,
  ZExternalProviders,
  ZExternalStart,
  ZExternalStartAnswer,
} from "@portal/schemas/accounts/external-login.schema";
import { ZLogin } from "@portal/schemas/accounts/login.schema";
import { ZLoginUnlock } from "@portal/schemas/accounts/login-lock.schema";
import { ZLoginAnswer, ZMfaChallengeRef, ZMfaCode, ZMfaEnrolment, ZMfaVerify } from "@portal/schemas/accounts/mfa.schema";
import { ZPasswordChange } from "@portal/schemas/accounts/password.schema";
import { ZPendingRegistrationUpdate } from "@portal/schemas/accounts/pending-registration.schema";
import { ZRegistrationAnswer } from "@portal/schemas/accounts/register.schema";
import { SESSION_MESSAGES, ZLoginResult, ZSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { ZMessage } from "@portal/schemas/common/ok";
import { z } from "zod";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";

export const authRouter = router({
  /** GET auth */
  me: publicProcedure.output(ZSessionUser.nullable()).query(({ ctx }) => ctx.user),
  /** POST auth — a session, or the second step when the account has (or must enrol) a second factor. */
  login: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZLogin)
    .output(ZLoginAnswer)
    .mutation(({ ctx, input }) => login(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/pendingregistration — an account with a pending registration form updates its data, then logs in. */
  completePendingRegistration: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZPendingRegistrationUpdate)
    .output(ZLoginAnswer)
    .mutation(({ ctx, input }) => completePendingRegistration(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/unlock — the link mailed at a lockout unlocks the account from the connection that opens it. */
  unlock: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZLoginUnlock)
    .output(ZMessage)
    .mutation(({ ctx, input }) => unlockLogin(ctx.deps, input, ctx.ip)),
  /** GET auth/social — the external login providers configured here (the login modal shows only these). */
  externalProviders: publicProcedure.output(ZExternalProviders).query(({ ctx }) => configuredExternalProviders(ctx.deps.env)),
  /** GET auth/social/{provider}, GET auth/twitter — the provider's authorization URL and the flow id the opener keeps. */
  startExternalLogin: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZExternalStart)
    .output(ZExternalStartAnswer)
    .mutation(({ ctx, input }) => startExternalLogin(ctx.deps, input)),
  /** POST auth/social — the provider's answer: a session, the prefilled registration, the linking notice or the data update. */
  completeExternalLogin: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZExternalComplete)
    .output(ZExternalAnswer)
    .mutation(({ ctx, input }) => completeExternalLogin(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/social/register — the registration (or data update) an external login opened. */
  externalRegister: publicProcedure
    .meta({ rateLimit: "login" })
    // The ticket decides the rules ("loa:2" requires the identity fields): the use case parses with the right schema.
    .input(z.looseObject({ ticket: z.string().min(1).max(100) }))
    // A session (or its second step), or — for an address the provider did not vouch for — the registration's answer.
    .output(z.union([ZLoginAnswer, ZRegistrationAnswer]))
    .mutation(({ ctx, input }) => externalRegister(ctx.deps, input, { currentUser: ctx.user, ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST auth/social/link — the existing account's password links the provider to it. */
  linkExternalAccount: publicProcedure
    .meta({ rateLimit: "login" })
    .input(ZExternalLink)
    .output(ZExternalAnswer)
    .mutation(({ ctx, input }) => linkExternalAccount(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
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
  disableMfa: authedProcedure
    .input(ZMfaCode)
    .output(ZMessage)
    .mutation(({ ctx, input }) => disableMfa(ctx.deps, ctx.user, input)),
  /** PUT auth/password — change the password; the other sessions end. */
  changePassword: authedProcedure
    .input(ZPasswordChange)
    .output(ZMessage)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user, ctx.sessionId, input, ctx.ip)),
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
