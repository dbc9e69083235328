import { PASSWORD_MESSAGES, type TPasswordChange, ZPasswordChange } from "@portal/schemas/accounts/password.schema";
import { isStaff } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { clearPasswordAttempts, countPasswordAttempt } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { assertAcceptablePassword } from "./password-strength.ts";
import { revokeOtherSessions } from "./sessions.ts";

/**
 * PUT auth/password — the logged-in user changes their password: the current one first (when the account has one;
 * wrong guesses count against the account and address like failed logins), never a breached or weakest-rated one (12 characters
 * at least for staff); every other session of the
 * user ends and outstanding reset links stop working. The session that made the change stays open.
 */
export async function changePassword(
  deps: Pick<CoreDeps, "db" | "rateLimits" | "settings" | "authSecret" | "env" | "queues" | "log" | "redis">,
  actor: TSessionUser,
  sessionId: string | null,
  rawInput: TPasswordChange,
  address?: string,
): Promise<{ message: string }> {
  const input = ZPasswordChange.parse(rawInput);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  if (user.passwordHash) {
    if (!input.currentPassword) throw AppError.field("currentPassword", PASSWORD_MESSAGES.currentRequired);
    await countPasswordAttempt(deps, user.email, address);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw AppError.field("currentPassword", PASSWORD_MESSAGES.currentWrong);
    await clearPasswordAttempts(deps, user.email, address);
  }
  assertAcceptablePassword(input.password, { staff: isStaff(actor.permissions), userInputs: [user.email, user.name, user.lastname] });
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
  });
  await revokeOtherSessions(deps, user.id, sessionId);
  await recordAudit(deps, { userId: user.id, action: "password.changed", entityType: "User", entityId: user.id });
  return { message: PASSWORD_MESSAGES.changed };
}
