import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { revokeOtherSessions, revokeSession } from "./sessions.ts";

/** GET auth/logout — ends this session (when the token named one) and records it. */
export async function logout(deps: Pick<CoreDeps, "db" | "redis" | "log">, userId: number, sessionId: string | null): Promise<void> {
  if (sessionId) await revokeSession(deps, userId, sessionId);
  await recordAudit(deps, { userId, action: "logout", entityType: "User", entityId: userId });
}

/** POST auth/logout/others — "cerrar las demás sesiones"; answers how many sessions it closed. */
export async function logoutOtherSessions(deps: Pick<CoreDeps, "db" | "redis" | "log">, userId: number, sessionId: string | null): Promise<number> {
  const closed = await revokeOtherSessions(deps, userId, sessionId);
  await recordAudit(deps, { userId, action: "logout.others", entityType: "User", entityId: userId, details: { closed } });
  return closed;
}
