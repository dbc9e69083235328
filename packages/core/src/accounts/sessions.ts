import { Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { SESSION_ABSOLUTE_LIFETIME_MS, type TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import type { CoreDeps } from "../deps.ts";
import { publishToUser } from "../live/live-channel.ts";
import { readSessionToken, signSessionToken } from "./session-token.ts";
import { SESSION_USER_COLUMNS, SESSION_USER_INCLUDE, type TSessionUserRow, toSessionUser } from "./session-user.ts";

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
  return { sessionId: session.id, token: signSessionToken(deps.authSecret, session.id, userId, expiresAt) };
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
  const claims = readSessionToken(deps.authSecret, token);
  if (!claims) return null;
  const session = await findLiveSessionRow(deps.db, claims.sid);
  const now = Date.now();
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now || String(session.userId) !== claims.sub) return null;
  // Rows from before absolute lifetimes get the shorter (staff) one, counted from their creation.
  const absolute = session.absoluteExpiresAt?.getTime() ?? session.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS.staff;
  if (absolute <= now) return null;
  if (!session.user.active) return null;
  const user = toSessionUser(session.user, session.unseen);
  const ttl = await ttlMs(deps);
  let refreshedToken: string | null = null;
  // Refreshing never goes past the absolute lifetime: near it, the token keeps its expiry and the session ends.
  const renewed = Math.min(now + ttl, absolute);
  if (session.expiresAt.getTime() - now < ttl / 2 && renewed - session.expiresAt.getTime() > 1000) {
    const expiresAt = new Date(renewed);
    await deps.db.session.update({ where: { id: session.id }, data: { expiresAt } });
    refreshedToken = signSessionToken(deps.authSecret, session.id, session.userId, expiresAt);
  }
  return { sessionId: session.id, user, refreshedToken };
}

interface TSessionRow {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date | null;
  revokedAt: Date | null;
  user: TSessionUserRow;
  unseen: number;
}

const USER_COLUMNS = Prisma.join(SESSION_USER_COLUMNS.map((c) => Prisma.raw(`u."${c}"`)));

/**
 * Runs on every authenticated request: the session, its user, the user's permissions and unseen notification count
 * in ONE statement (the ORM's include takes a round trip per relation), on the driver's pool (raw-rows.ts).
 */
async function findLiveSessionRow(db: Deps["db"], sessionId: string): Promise<TSessionRow | null> {
  const rows = await queryRows<
    Omit<TSessionRow, "user" | "unseen"> & Omit<TSessionUserRow, "id" | "permissions"> & { permissionList: string[]; unseen: number }
  >(
    db,
    Prisma.sql`
    SELECT s."id" AS "sessionId", s."userId", s."createdAt", s."expiresAt", s."absoluteExpiresAt", s."revokedAt", ${USER_COLUMNS},
      ARRAY(SELECT p."permission"::text FROM "UserPermission" p WHERE p."userId" = u."id") AS "permissionList",
      (SELECT count(*)::int FROM "Notification" n WHERE n."userId" = u."id" AND n."seen" = false) AS "unseen"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${sessionId}`,
  );
  const row = rows[0] as ((typeof rows)[number] & { sessionId: string }) | undefined;
  if (!row) return null;
  const user = Object.fromEntries(SESSION_USER_COLUMNS.map((c) => [c, row[c as keyof typeof row]])) as Omit<TSessionUserRow, "permissions">;
  return {
    id: row.sessionId,
    userId: row.userId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    revokedAt: row.revokedAt,
    user: { ...user, permissions: row.permissionList.map((permission) => ({ permission })) },
    unseen: Number(row.unseen),
  };
}

type RevokeDeps = Pick<CoreDeps, "db" | "redis" | "log">;

/**
 * Ends one session of `userId`. Its open live streams (on any API instance) are told to check their session now, so a
 * console stops hearing chats at once rather than at its next heartbeat.
 */
export async function revokeSession(deps: RevokeDeps, userId: number, sessionId: string): Promise<void> {
  await deps.db.session.updateMany({ where: { id: sessionId, userId, revokedAt: null }, data: { revokedAt: new Date() } });
  await publishToUser(deps, userId, { type: "session-check" });
}

/**
 * "Cerrar las demás sesiones": every live session of the user but `keepSessionId` (all when null). Also how a
 * permission change or a deactivation ends the user's sessions: their live streams check again at once (revokeSession).
 */
export async function revokeOtherSessions(deps: RevokeDeps, userId: number, keepSessionId: string | null): Promise<number> {
  const { count } = await deps.db.session.updateMany({
    where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
  await publishToUser(deps, userId, { type: "session-check" });
  return count;
}
