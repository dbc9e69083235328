import type { Request } from "express";
import { appRouter } from "../trpc/app-router.ts";
import type { RestRoute } from "./rest-route.ts";

type ZodLike = { _zod?: { def: Record<string, unknown> & { type: string } } };
type ProcedureDef = { _def: { type: string; inputs: ZodLike[] } };

const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>;

/** The dotted procedure path a row's accessor reads (`(t) => t.users.list` → "users.list"), without calling it. */
export function procedurePathOf(route: Pick<RestRoute, "call">): string {
  const keys: string[] = [];
  // A stand-in for the router that only records the keys the accessor reads on its way to the procedure.
  const recorder = new Proxy(() => undefined, {
    get: (_target, key) => {
      keys.push(String(key));
      return recorder;
    },
  }) as unknown as Parameters<RestRoute["call"]>[0];
  route.call(recorder);
  return keys.join(".");
}

export function procedureAt(path: string): ProcedureDef {
  const procedure = procedures[path];
  if (!procedure) throw new Error(`Procedimiento inexistente en la tabla REST: ${path}`);
  return procedure;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

function unwrap(schema: ZodLike | undefined): ZodLike | undefined {
  let current = schema;
  for (let i = 0; i < 20 && current?._zod; i++) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type)) current = def.innerType as ZodLike;
    else if (def.type === "pipe") current = def.in as ZodLike;
    else break;
  }
  return current;
}

/**
 * Input fields the procedure reads as numbers. Query strings and path params are text; these are converted before
 * the shared schema sees them (an empty value counts as absent, so `?page=` falls back to the default).
 */
export function numericFieldsOf(procedure: ProcedureDef): Set<string> {
  const fields = new Set<string>();
  const visit = (schema: ZodLike | undefined) => {
    const def = unwrap(schema)?._zod?.def;
    if (def?.type === "intersection") [def.left, def.right].forEach((part) => visit(part as ZodLike));
    if (def?.type !== "object") return;
    for (const [key, field] of Object.entries(def.shape as Record<string, ZodLike>)) {
      if (unwrap(field)?._zod?.def.type === "number") fields.add(key);
    }
  };
  procedure._def.inputs.forEach(visit);
  return fields;
}

function toNumber(value: string): number | undefined {
  if (value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Builds a row's input: `{ ...query, ...body, ...params }`, renamed, with `omit` dropped and URL numbers converted. */
export function restInputBuilder(route: RestRoute, numericFields: ReadonlySet<string>) {
  const rename = Object.entries(route.rename ?? {});
  const fromRequest = (source: unknown, fromUrl: boolean): Record<string, unknown> => {
    if (!isFields(source)) return {};
    const fields: Record<string, unknown> = { ...source };
    for (const [target, names] of rename) {
      const name = names.find((n) => fields[n] !== undefined);
      if (name !== undefined) fields[target] = fields[name];
    }
    if (fromUrl) {
      for (const [key, value] of Object.entries(fields)) {
        if (numericFields.has(key) && typeof value === "string") fields[key] = toNumber(value);
      }
    }
    return fields;
  };
  return (req: Request): unknown => {
    if (route.input) return route.input(req);
    // A body that is a list or a bare value goes to the procedure as it came.
    if (req.body !== undefined && !isFields(req.body)) return req.body;
    const input = { ...fromRequest(req.query, true), ...fromRequest(req.body, false), ...fromRequest(req.params, true) };
    for (const field of route.omit ?? []) delete input[field];
    return input;
  };
}
