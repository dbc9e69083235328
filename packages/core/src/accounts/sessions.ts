import { SESSION_ABSOLUTE_LIFETIME_MS, type TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import type { CoreDeps } from "../deps.ts";
import { readSessionToken, signSessionToken } from "./session-token.ts";
import { SESSION_USER_INCLUDE, toSessionUser } from "./session-user.ts";

type Deps = Pick<CoreDeps, "db" | "settings" | "authSecret">;
/** Staff sessions get the shorter absolute lifetime (SESSION_ABSOLUTE_LIFETIME_MS). */
export type TSessionKind = keyof typeof SESSION_ABSOLUTE_LIFETIME_MS;

export interface ResolvedSession {
  sessionId: string;
  user: TSessionUser;
  /** A replacement token when the current one is past half its life (sent in the refresh-token header). */
  refreshedToken: string | null;
}

async function ttlMs(deps: Deps): Promise<number> {
  return (await deps.settings.get("session")).ttlMinutes * 60_000;
}

export function sessionKindOf(permissions: readonly unknown[]): TSessionKind {
  return permissions.length > 0 ? "staff" : "citizen";
}

export async function createSession(
  deps: Deps,
  userId: number,
  meta: { userAgent?: string; ip?: string } = {},
  kind: TSessionKind = "staff",
): Promise<{ token: string; sessionId: string }> {
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + SESSION_ABSOLUTE_LIFETIME_MS[kind]);
  const expiresAt = new Date(Math.min(now + (await ttlMs(deps)), absoluteExpiresAt.getTime()));
  const session = await deps.db.session.create({ data: { userId, expiresAt, absoluteExpiresAt, userAgent: meta.userAgent?.slice(0, 300), ip: meta.ip } });
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
 * session, one past its absolute lifetime, or a disabled user — the API then answers with the invalid-token header.
 */
export async function resolveSession(deps: Deps, token: string): Promise<ResolvedSession | null> {
  const claims = await readSessionToken(deps.authSecret, token);
  if (!claims) return null;
  // Runs on every authenticated request: the session, its user, permissions and unseen count in one call (the count
  // is a subquery of the user's row, not a round trip of its own).
  const session = await deps.db.session.findUnique({
    where: { id: claims.sid },
    include: { user: { include: { ...SESSION_USER_INCLUDE, _count: { select: { notifications: { where: { seen: false } } } } } } },
  });
  const now = Date.now();
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || String(session.userId) !== claims.sub) return null;
  // Rows from before absolute lifetimes get the shorter (staff) one, counted from their creation.
  const absolute = session.absoluteExpiresAt?.getTime() ?? session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS.staff;
  if (absolute <= now) return null;
  if (!session.user.active) return null;
  const user = toSessionUser(session.user, session.user._count.notifications);
  const ttl = await ttlMs(deps);
  let refreshedToken: string | null = null;
  // Refreshing never goes past the absolute lifetime: near it, the token keeps its expiry and the session ends.
  const renewed = Math.min(now + ttl, absolute);
  if (session.expiresAt.getTime() - now < ttl / 2 && renewed - session.expiresAt.getTime() > 1000) {
    const expiresAt = new Date(renewed);
    await deps.db.session.update({ where: { id: session.id }, data: { expiresAt } });
    refreshedToken = await signSessionToken(deps.authSecret, session.id, session.userId, expiresAt);
  }
  return { sessionId: session.id, user, refreshedToken };
}

export async function revokeSession(deps: Pick<CoreDeps, "db">, sessionId: string): Promise<void> {
  await deps.db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** "Cerrar las demás sesiones": every live session of the user but `keepSessionId` (all when null). */
export async function revokeOtherSessions(deps: Pick<CoreDeps, "db">, userId: number, keepSessionId: string | null): Promise<number> {
  const { count } = await deps.db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}
