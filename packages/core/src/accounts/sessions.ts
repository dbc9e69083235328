import type { CoreDeps } from "../deps.ts";
import { readSessionToken, signSessionToken } from "./session-token.ts";
import { SESSION_USER_INCLUDE, toSessionUser } from "./session-user.ts";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";

type Deps = Pick<CoreDeps, "db" | "settings" | "authSecret">;

export interface ResolvedSession {
  sessionId: string;
  user: TSessionUser;
  /** A replacement token when the current one is past half its life (sent in the refresh-token header). */
  refreshedToken: string | null;
}

async function ttlMs(deps: Deps): Promise<number> {
  return (await deps.settings.get("session")).ttlMinutes * 60_000;
}

export async function createSession(deps: Deps, userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(Date.now() + (await ttlMs(deps)));
  const session = await deps.db.session.create({ data: { userId, expiresAt, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip } });
  return { sessionId: session.id, token: await signSessionToken(deps.authSecret, session.id, userId, expiresAt) };
}

export async function loadSessionUser(deps: Pick<CoreDeps, "db">, userId: number): Promise<TSessionUser | null> {
  const user = await deps.db.user.findUnique({ where: { id: userId }, include: SESSION_USER_INCLUDE });
  if (!user || !user.active) return null;
  const unseen = await deps.db.notification.count({ where: { userId, seen: false } });
  return toSessionUser(user, unseen);
}

/**
 * Resolves a bearer token to its live session. Returns null for a bad signature, an expired, revoked or unknown
 * session, or a disabled user — the API then answers with the invalid-token header.
 */
export async function resolveSession(deps: Deps, token: string): Promise<ResolvedSession | null> {
  const claims = await readSessionToken(deps.authSecret, token);
  if (!claims) return null;
  // Runs on every authenticated request: the session and its user in one query.
  const session = await deps.db.session.findUnique({ where: { id: claims.sid }, include: { user: { include: SESSION_USER_INCLUDE } } });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now() || String(session.userId) !== claims.sub) return null;
  if (!session.user.active) return null;
  const unseen = await deps.db.notification.count({ where: { userId: session.userId, seen: false } });
  const user = toSessionUser(session.user, unseen);
  const ttl = await ttlMs(deps);
  let refreshedToken: string | null = null;
  if (session.expiresAt.getTime() - Date.now() < ttl / 2) {
    const expiresAt = new Date(Date.now() + ttl);
    await deps.db.session.update({ where: { id: session.id }, data: { expiresAt } });
    refreshedToken = await signSessionToken(deps.authSecret, session.id, session.userId, expiresAt);
  }
  return { sessionId: session.id, user, refreshedToken };
}

export async function revokeSession(deps: Pick<CoreDeps, "db">, sessionId: string): Promise<void> {
  await deps.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}
