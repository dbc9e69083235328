import { resendEmailVerification, verifyEmail } from "@portal/core/accounts/email-verification";
import { resetUserMfa } from "@portal/core/accounts/mfa";
import { requestPasswordReset, resetPassword, validatePasswordReset } from "@portal/core/accounts/password-reset";
import { confirmRegistration } from "@portal/core/accounts/pending-registration";
import { register } from "@portal/core/accounts/register";
import { findUserByIdentification, staffUserDetail, updateUserByStaff } from "@portal/core/accounts/staff-user-form";
import { listUsers, setUserActive, setUserPermissions } from "@portal/core/accounts/users-admin";
import { listUsersDirectory } from "@portal/core/accounts/users-directory";
import { ZEmailVerificationToken } from "@portal/schemas/accounts/email-verification.schema";
import { ZMfaReset } from "@portal/schemas/accounts/mfa.schema";
import { ZNewPassword, ZPasswordResetRequest, ZPasswordResetToken } from "@portal/schemas/accounts/password.schema";
import { ZCommunityPage } from "@portal/schemas/accounts/profile.schema";
import { ZRegister, ZRegistrationAnswer, ZRegistrationConfirm } from "@portal/schemas/accounts/register.schema";
import { ZLoginResult } from "@portal/schemas/accounts/session-user.schema";
import { ZStaffUserDetail, ZStaffUserRef, ZStaffUserUpdate, ZUserByIdentifier, ZUserIdentifierQuery } from "@portal/schemas/accounts/staff-user-form.schema";
import { ZUserActiveUpdate, ZUserListPage, ZUserListQuery, ZUserPermissionsUpdate } from "@portal/schemas/accounts/users-admin.schema";
import { ZMessage } from "@portal/schemas/common/ok";
import { z } from "zod";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

export const usersRouter = router({
  /** POST users — the same answer for a new e-mail and a registered one: "Te enviamos un correo a …". */
  register: publicProcedure
    .input(ZRegister)
    .output(ZRegistrationAnswer)
    .mutation(({ ctx, input }) => register(ctx.deps, input, { currentUser: ctx.user, ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST users/confirm — the activation link mailed at registration: creates the account and logs it in. */
  confirmRegistration: publicProcedure
    .input(ZRegistrationConfirm)
    .output(ZLoginResult)
    .mutation(({ ctx, input }) => confirmRegistration(ctx.deps, input, { currentUser: ctx.user, ip: ctx.ip, userAgent: ctx.userAgent })),
  /** POST users/passwordreset */
  requestPasswordReset: publicProcedure
    .meta({ rateLimit: "passwordReset" })
    .input(ZPasswordResetRequest)
    .output(ZMessage)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),
  /** GET users/passwordreset/{token} */
  validatePasswordReset: publicProcedure
    .meta({ rateLimit: "passwordReset" })
    .input(ZPasswordResetToken)
    .output(z.object({ valid: z.literal(true) }))
    .query(({ ctx, input }) => validatePasswordReset(ctx.deps, input.token)),
  /** PUT users/passwordreset/{token} */
  resetPassword: publicProcedure
    .meta({ rateLimit: "passwordReset" })
    .input(ZPasswordResetToken.and(ZNewPassword))
    .output(ZMessage)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input.token, input)),
  /** POST users/emailverification — the link of the verification e-mail. */
  // The token is a signed JWT (nothing to guess): only the general write limit applies.
  verifyEmail: publicProcedure
    .input(ZEmailVerificationToken)
    .output(ZMessage)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input)),
  /** POST users/emailverification/resend — a new link for the logged-in user. */
  resendEmailVerification: authedProcedure.output(ZMessage).mutation(({ ctx }) => resendEmailVerification(ctx.deps, ctx.user)),
  /** DELETE users/{userId}/mfa — an Administrator resets another staff member's second factor (lost phone). */
  resetMfa: staffProcedure("Administrator")
    .input(ZMfaReset)
    .output(ZMessage)
    .mutation(({ ctx, input }) => resetUserMfa(ctx.deps, ctx.user, input.userId)),
  /** The panel's users tab (Administrator): every account, by words or permission. */
  list: staffProcedure("Administrator")
    .input(ZUserListQuery)
    .output(ZUserListPage)
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),
  /**
   * GET users (keyword, page, pageSize 20): the staff list for Administrators, the community list (opted-in members,
   * public fields) for any other logged-in viewer.
   */
  directory: authedProcedure
    .input(ZUserListQuery.optional())
    // The staff rows first: a community row (no e-mail) never passes as one, so it keeps only its public fields.
    .output(z.union([ZUserListPage, ZCommunityPage]))
    .query(({ ctx, input }) => listUsersDirectory(ctx.deps, ctx.user, input ?? {})),
  /** PUT users/{userId}/permissions — grants or removes staff permissions (Administrator only; never one's own Administrator). */
  setPermissions: staffProcedure("Administrator")
    .input(ZUserPermissionsUpdate)
    .output(z.object({ ok: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => setUserPermissions(ctx.deps, input, ctx.user, ctx.sessionId)),
  /** GET users/identifier/{id} — a member by identification number (staff only: nobody else learns whether it exists). */
  byIdentifier: staffProcedure("Administrator")
    .input(ZUserIdentifierQuery)
    .output(ZUserByIdentifier)
    .query(({ ctx, input }) => findUserByIdentification(ctx.deps, ctx.user, input)),
  /** The member of a row of the users list, for the staff user form (tRPC only: the spec's lookup is by identification). */
  detail: staffProcedure("Administrator")
    .input(ZStaffUserRef)
    .output(ZStaffUserDetail)
    .query(({ ctx, input }) => staffUserDetail(ctx.deps, ctx.user, input)),
  /** PUT users/{userID} — the staff user form (names, identification, phone, e-mail with its code). */
  update: staffProcedure("Administrator")
    .input(ZStaffUserUpdate)
    .output(ZMessage)
    .mutation(({ ctx, input }) => updateUserByStaff(ctx.deps, ctx.user, input)),
  /** PUT users/{userId}/active — deactivates (ending every session at once) or reactivates an account. */
  setActive: staffProcedure("Administrator")
    .input(ZUserActiveUpdate)
    .output(z.object({ ok: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => setUserActive(ctx.deps, input, ctx.user)),
});
