import type { Request, Response } from "express";
import type { CoreDeps } from "@portal/core/deps";
import { resolveSession } from "@portal/core/accounts/sessions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { AUTH_HEADERS } from "@portal/schemas/accounts/session-user.schema";

export interface Context {
  deps: CoreDeps;
  user: TSessionUser | null;
  sessionId: string | null;
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
    deps, user: null, sessionId: null, ip: req.ip, userAgent: req.headers["user-agent"],
    setHeader: (name, value) => { if (!res.headersSent) res.setHeader(name, value); },
  };
  if (!token) return ctx;
  const session = await resolveSession(deps, token);
  if (!session) {
    ctx.setHeader(AUTH_HEADERS.invalidToken, "true");
    return ctx;
  }
  ctx.user = session.user;
  ctx.sessionId = session.sessionId;
  if (session.refreshedToken) ctx.setHeader(AUTH_HEADERS.refreshToken, session.refreshedToken);
  return ctx;
}
