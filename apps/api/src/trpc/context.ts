import { resolveSession } from "@portal/core/accounts/sessions";
import { auditOriginOf, withAuditOrigin } from "@portal/core/audit/audit-origin";
import type { CoreDeps } from "@portal/core/deps";
import { hashUploadSession, type TFileOwner } from "@portal/core/files/file-owner";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { AUTH_HEADERS } from "@portal/schemas/accounts/session-user.schema";
import { UPLOAD_SESSION_HEADER } from "@portal/schemas/files/upload-session";
import type { Request, Response } from "express";
import { requestIdOf, requestLog } from "../http/request-id.ts";

export interface Context {
  /** The process's dependencies with this request's origin, which its audit entries record. */
  deps: CoreDeps;
  user: TSessionUser | null;
  sessionId: string | null;
  /** SHA-256 of the anonymous upload-session header: owns the anonymous uploads of this browser tab. */
  uploadSessionHash: string | null;
  ip: string | undefined;
  userAgent: string | undefined;
  setHeader(name: string, value: string): void;
}

/**
 * Resolves the bearer token once per request (tRPC and REST alike). A token past half its life is replaced
 * through the refresh-token header; one that no longer names a live session gets the invalid-token header.
 */
export async function createContext(deps: CoreDeps, req: Request, res: Response): Promise<Context> {
  const header = req.headers.authorization;
  const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : null;
  const ctx: Context = {
    deps: requestDeps(deps, req),
    user: null,
    sessionId: null,
    uploadSessionHash: hashUploadSession(req.headers[UPLOAD_SESSION_HEADER]),
    ip: req.ip,
    userAgent: req.headers["user-agent"],
    setHeader: (name, value) => {
      if (!res.headersSent) res.setHeader(name, value);
    },
  };
  if (!token) return ctx;
  const session = await resolveSession(ctx.deps, token);
  if (!session) {
    ctx.setHeader(AUTH_HEADERS.invalidToken, "true");
    return ctx;
  }
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  if (session.refreshedToken) ctx.setHeader(AUTH_HEADERS.refreshToken, session.refreshedToken);
  return ctx;
}

/**
 * The dependencies a use case gets for this request: the process's, plus from where the request came and its id —
 * its log lines carry `reqId`, and the jobs it queues carry the id into the worker.
 */
export function requestDeps(deps: CoreDeps, req: Request): CoreDeps {
  const withOrigin = withAuditOrigin(deps, auditOriginOf(req.ip, req.headers["user-agent"]));
  const requestId = requestIdOf(req);
  if (!requestId) return withOrigin;
  // The request's child logger made now (about 0.3 µs), not behind a getter: a getter in this literal gives every
  // request's copy a hidden class of its own, kept in the old generation, which held each request's objects alive
  // through young-generation collections (half of what the API promoted under load, trace-gc).
  return { ...withOrigin, requestId, log: requestLog(req, deps.log) };
}

/** Who is calling, as the owner of the files it may attach. */
export function fileOwnerOf(ctx: Pick<Context, "user" | "uploadSessionHash">): TFileOwner {
  return { userId: ctx.user?.id ?? null, uploadSessionHash: ctx.uploadSessionHash };
}
