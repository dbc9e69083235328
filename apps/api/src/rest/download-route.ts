import type { CoreDeps } from "@portal/core/deps";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import type { TRateLimitClass } from "@portal/schemas/rate-limits/rate-limits";
import type { Request } from "express";
import type { TDownloadFile } from "../http/send-file.ts";

/** What a download's use case gets: the request's dependencies, the request, and the caller's session when the row asks for it. */
export interface TDownloadCall {
  deps: CoreDeps;
  req: Request;
  /** The signed-in caller (cookie or bearer), for rows with `session`; null otherwise. */
  user: TSessionUser | null;
  /** The client address, as the rate limits and audit entries key it. */
  address: string | null;
}

/**
 * A GET under the base path that answers a file (PDF, spreadsheet, CSV) instead of a procedure's JSON: its bytes
 * come from a use case in core, its headers from http/send-file.ts. Most carry their credential in the URL (a
 * one-time token, an owner's grant, a validity key); `session` rows read the caller's session.
 */
export interface RestDownloadRoute {
  method: "get";
  /** Express path relative to the base path, e.g. "certificates/:id/export/:key". */
  path: string;
  /** Counted against this limit of the client address before the file is read. */
  rateLimit?: TRateLimitClass;
  /** The caller's session decides what they may download (resolved before the rate limit, as tRPC calls do). */
  session?: boolean;
  file: (call: TDownloadCall) => Promise<TDownloadFile>;
}

/** A query parameter given once, as text; anything else (absent, repeated, nested) is undefined. */
export const queryText = (req: Request, name: string): string | undefined => (typeof req.query[name] === "string" ? req.query[name] : undefined);
