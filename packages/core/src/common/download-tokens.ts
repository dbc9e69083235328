import { createHash, randomBytes } from "node:crypto";
import { holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import type { CoreDeps } from "../deps.ts";

/**
 * Single-use download links (exports built in the request: contents, feedback, indicators, Autodiagnóstico): the token
 * names what it grants for `ttlSeconds`; the browser opens a plain link with it, so no bearer header is needed and the
 * file downloads natively. Only the token's SHA-256 is kept in Redis (a Redis dump does not hand out live downloads).
 */
const tokenKey = (scope: string, token: string) => `${scope}:${createHash("sha256").update(token).digest("base64url")}`;

/** A new token for `grant`, kept `ttlSeconds` under `scope` (e.g. "feedback-export"). */
export async function issueDownloadToken(deps: Pick<CoreDeps, "redis">, scope: string, grant: unknown, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await deps.redis.set(tokenKey(scope, token), JSON.stringify(grant), "EX", ttlSeconds);
  return token;
}

/** Spends a token (GETDEL: a second download with it is refused): its grant, or null for anything else sent. */
export async function spendDownloadToken<TGrant>(deps: Pick<CoreDeps, "redis">, scope: string, token: unknown): Promise<TGrant | null> {
  const raw = typeof token === "string" && token.length > 0 && token.length <= 100 ? await deps.redis.getdel(tokenKey(scope, token)) : null;
  return raw ? (JSON.parse(raw) as TGrant) : null;
}

/** Whether the user a token was issued to is still active and holds `permission` (a revoked one cannot use it). */
export async function stillHolds(deps: Pick<CoreDeps, "db">, userId: number, permission: TPermission): Promise<boolean> {
  const holder = await deps.db.user.findUnique({ where: { id: userId }, select: { active: true, permissions: { select: { permission: true } } } });
  return Boolean(holder?.active) && holdsPermission(holder?.permissions.map((p) => p.permission) ?? [], permission);
}
