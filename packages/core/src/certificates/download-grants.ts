import { randomBytes } from "node:crypto";
import type { CoreDeps } from "../deps.ts";
import type { TRequester } from "./personal-access.ts";

/**
 * The PDF of a personal certificate or document opens only through a grant handed to the person it was issued to
 * (its validity code is printed on the paper and shown at /validez/, so it cannot be the only key). A grant is a
 * random token kept in Redis for 30 minutes, naming the issue and who obtained it (for the download log).
 */
export const DOWNLOAD_GRANT_TTL_SECONDS = 30 * 60;
export type TGrantKind = "certificate" | "document";
const key = (token: string) => `personal-pdf:${token}`;

interface TGrant {
  kind: TGrantKind;
  issueId: number;
  requester: TRequester;
}

/** A new grant, or null when Redis does not answer (the issue is still shown; only the link is missing). */
export async function createDownloadGrant(
  deps: Pick<CoreDeps, "redis" | "log">,
  kind: TGrantKind,
  issueId: number,
  requester: TRequester,
): Promise<string | null> {
  const token = randomBytes(24).toString("base64url");
  try {
    await deps.redis.set(key(token), JSON.stringify({ kind, issueId, requester } satisfies TGrant), "EX", DOWNLOAD_GRANT_TTL_SECONDS);
    return token;
  } catch (error) {
    deps.log.warn({ err: error }, "no se pudo crear el enlace de descarga de un certificado personal");
    return null;
  }
}

/** Who the grant was handed to, when it is live and names this issue; otherwise null. */
export async function readDownloadGrant(
  deps: Pick<CoreDeps, "redis">,
  kind: TGrantKind,
  issueId: number,
  token: string | null | undefined,
): Promise<TRequester | null> {
  if (!token || token.length > 64) return null;
  const raw = await deps.redis.get(key(token));
  if (!raw) return null;
  const grant = JSON.parse(raw) as TGrant;
  return grant.kind === kind && grant.issueId === issueId ? grant.requester : null;
}

export function withGrant(url: string, grant: string | null): string {
  return grant ? `${url}?grant=${encodeURIComponent(grant)}` : url;
}
