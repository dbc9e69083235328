import type { TApiAccess } from "@portal/schemas/developers/openapi-document";
import type { z } from "zod";
import { authedProcedure } from "../trpc/trpc.ts";

/** What the document reads of a tRPC procedure (tRPC 11 keeps it on `_def`). */
export interface TProcedureInfo {
  _def: {
    type: string;
    inputs: z.ZodType[];
    output?: z.ZodType;
    meta?: { permission?: string; rateLimit?: string | readonly string[] };
    middlewares: unknown[];
  };
}

/** The middleware that refuses a caller without a session: every `authedProcedure` (and staff one) runs it. */
const requireSession = (authedProcedure as unknown as TProcedureInfo)._def.middlewares.at(-1);

export function accessOf(procedure: TProcedureInfo): TApiAccess {
  if (procedure._def.meta?.permission) return "staff";
  return procedure._def.middlewares.includes(requireSession) ? "user" : "public";
}

/** The rate-limit classes a call counts against: the procedure's own, plus `write` for a mutation by a non-staff caller. */
export function rateLimitClassesOf(procedure: TProcedureInfo): string[] {
  const own = procedure._def.meta?.rateLimit;
  const classes = own === undefined ? [] : typeof own === "string" ? [own] : [...own];
  if (procedure._def.type === "mutation" && accessOf(procedure) !== "staff") classes.push("write");
  return classes;
}
