import { fillMessage } from "@portal/schemas/common/fill-message";
import type { TJsonSchema } from "@portal/schemas/developers/openapi-document";
import { OPENAPI_MESSAGES } from "@portal/schemas/developers/openapi-messages";
import { z } from "zod";

/** zod types with no JSON Schema: `unrepresentable: "any"` writes `{}` for them, and we say why. */
const UNREPRESENTABLE = new Set(["custom", "transform", "function", "symbol", "bigint", "undefined", "void", "map", "set", "nan", "promise"]);

/**
 * Definitions that schemas hoist (recursive schemas, `$defs`) move into the document's components, since a
 * `#/$defs/…` reference inside an operation would resolve against the document root, not the schema.
 */
export type TSharedDefinitions = Map<string, TJsonSchema>;

function rewriteRefs(node: unknown, rootName: string, prefix: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rootName, prefix));
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      out.$ref = value === "#" ? `#/components/schemas/${rootName}` : value.replace(/^#\/\$defs\//, `#/components/schemas/${prefix}`);
    } else out[key] = rewriteRefs(value, rootName, prefix);
  }
  return out;
}

/**
 * The JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) of a zod schema as a client sends it (`input`) or receives it
 * (`output`). Dates travel as ISO text in JSON; custom checks and transforms become `{}` with a description.
 * `name` names the schema in components when it has to be referenced (a recursive one).
 */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output", name: string, shared: TSharedDefinitions): TJsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
    override: (ctx) => {
      const type = ctx.zodSchema._zod.def.type;
      if (type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      else if (UNREPRESENTABLE.has(type) && Object.keys(ctx.jsonSchema).length === 0) {
        ctx.jsonSchema.description = fillMessage(OPENAPI_MESSAGES.unrepresentable, { type });
      }
    },
  }) as TJsonSchema;
  delete json.$schema;
  const text = JSON.stringify(json);
  if (!text.includes('"$ref"')) return json;
  const prefix = `${name}_`;
  const { $defs, ...root } = rewriteRefs(json, name, prefix) as TJsonSchema & { $defs?: Record<string, TJsonSchema> };
  for (const [key, value] of Object.entries($defs ?? {})) shared.set(`${prefix}${key}`, value);
  // A self-reference (`#`) needs the root itself in components.
  if (text.includes('"$ref":"#"')) {
    shared.set(name, root);
    return { $ref: `#/components/schemas/${name}` };
  }
  return root;
}
