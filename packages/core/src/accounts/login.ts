import type { TLogin } from "@portal/schemas/accounts/login.schema";
import { LOGIN_MESSAGES, ZLogin } from "@portal/schemas/accounts/login.schema";
import type { TLoginResult } from "@portal/schemas/accounts/session-user.schema";
import { AppError } from "../errors/app-error.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { dummyHash, verifyPassword } from "./password-hash.ts";
import { createSession, loadSessionUser } from "./sessions.ts";

/** POST auth — application login with a captcha; the same answer for an unknown e-mail and a wrong password. */
export async function login(
  deps: Pick<CoreDeps, "db" | "settings" | "authSecret" | "captcha">,
  rawInput: TLogin,
  meta: { userAgent?: string; ip?: string } = {},
): Promise<TLoginResult> {
  const input = ZLogin.parse(rawInput);
  await deps.captcha.verify("login", input.captchaId, input.captcha);
  const user = await deps.db.user.findUnique({ where: { email: input.email } });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || !user.active) {
    await recordAudit(deps.db, { userId: user?.id ?? null, action: "login.failed", entityType: "User", entityId: user?.id, details: { email: input.email, ip: meta.ip ?? null } });
    throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
  }
  if (user.pendingRegistration) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.pendingRegistration);
  const { token } = await createSession(deps, user.id, meta);
  const sessionUser = await loadSessionUser(deps, user.id);
  if (!sessionUser) throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
  await recordAudit(deps.db, { userId: user.id, action: "login", entityType: "User", entityId: user.id, details: { ip: meta.ip ?? null } });
  return { token, user: sessionUser };
}
