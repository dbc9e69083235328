import type { Request } from "express";

/** A spec path under the base path, mapped onto a tRPC procedure (same input schema, permissions and errors). */
export interface RestRoute {
  method: "get" | "post" | "put" | "delete";
  /** Express path relative to the base path, e.g. "users/passwordreset/:token". */
  path: string;
  /** Dotted procedure path, e.g. "users.resetPassword". */
  procedure: string;
  /** Builds the procedure input from the request; default: the body for POST/PUT, nothing otherwise. */
  input?: (req: Request) => unknown;
  /** HTTP status on success (default 200). */
  status?: number;
}

/** Query-string numbers arrive as text; REST inputs convert them before the shared schema sees them. */
export function intParam(value: unknown): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}
