import type { TLoginAnswer } from "@portal/schemas/accounts/mfa.schema";
import { type TPendingRegistrationUpdate, ZPendingRegistrationUpdate } from "@portal/schemas/accounts/pending-registration.schema";
import { LOA, REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { AppError } from "../errors/app-error.ts";
import { answerFirstFactor, type LoginDeps, type Meta } from "./login.ts";
import { clearPasswordAttempts, countPasswordAttempt } from "./login-throttle.ts";
import { passwordHolder } from "./password-check.ts";
import { assertLocations, personalData } from "./register.ts";

/**
 * POST auth/pendingregistration — the way out of a pending registration form for an application-login account
 * (the external login has its own, by ticket): the password again, counted like a login against the account and the
 * address (lockout after 5 failures), then the personal data with the registration's rules; the flag is cleared and
 * the login goes on (its second step when the account has one). Only an account that has the form pending is served:
 * for any other the answer is the login's "Usuario o clave incorrecta", so this is never a login without a captcha.
 */
export async function completePendingRegistration(deps: LoginDeps, raw: TPendingRegistrationUpdate, meta: Meta = {}): Promise<TLoginAnswer> {
  const input = ZPendingRegistrationUpdate.parse(raw);
  await countPasswordAttempt(deps, input.email, meta.ip);
  const account = await deps.db.user.findUnique({ where: { email: input.email }, include: { permissions: true } });
  // Only an account still waiting for its registration form is completed here.
  const user = await passwordHolder(deps, account, input.password, { email: input.email, ip: meta.ip ?? null }, (a) => a.pendingRegistration);
  if (input.identificationType && !(await deps.db.identificationType.findUnique({ where: { id: input.identificationType } }))) {
    throw AppError.field("identificationType", REGISTER_MESSAGES.identificationTypeRequired);
  }
  await assertLocations(deps, input.country, input.department, input.location);
  const { enabledNewsletter: _newsletter, ...data } = personalData({ ...input, enabledNewsletter: user.enabledNewsletter });
  // Only an identity provider vouches for an identification: typed data is "loa:1".
  const updated = await deps.db.user.update({
    where: { id: user.id },
    data: { ...data, loa: LOA.basic, pendingRegistration: false },
    include: { permissions: true },
  });
  await recordAudit(deps, { userId: user.id, action: "register.updated", entityType: "User", entityId: user.id, details: { ip: meta.ip ?? null } });
  const answer = await answerFirstFactor(deps, updated, meta, "login.password-ok");
  if (!("mfaRequired" in answer)) await clearPasswordAttempts(deps, input.email, meta.ip);
  return answer;
}
