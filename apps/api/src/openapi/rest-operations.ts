import { fillMessage } from "@portal/schemas/common/fill-message";
import type { TApiAccess, TJsonSchema, TOpenApiOperation, TOpenApiParameter, TOpenApiRef, TOpenApiResponse } from "@portal/schemas/developers/openapi-document";
import { OPENAPI_MESSAGES } from "@portal/schemas/developers/openapi-messages";
import type { Request } from "express";
import { procedureAt, procedurePathOf } from "../rest/rest-input.ts";
import type { RestRoute } from "../rest/rest-route.ts";
import { type TSharedDefinitions, toJsonSchema } from "./json-schema.ts";
import { accessOf, rateLimitClassesOf, type TProcedureInfo } from "./procedure-info.ts";

/** `users/passwordreset/:token` → `/users/passwordreset/{token}`. */
export function openApiPathOf(expressPath: string): string {
  const path = expressPath.startsWith("/") ? expressPath : `/${expressPath}`;
  return path.replace(/:(\w+)/g, "{$1}");
}

export const pathParamsOf = (expressPath: string): string[] => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");

/** A name usable as an operationId or a component key. */
export const safeName = (text: string) => text.replace(/[^A-Za-z0-9_.-]+/g, "_").replace(/^_+|_+$/g, "");

interface TFields {
  properties: Record<string, TJsonSchema>;
  required: Set<string>;
}

/** The top-level fields an input schema reads: an object's, the parts of an intersection, the branches of a union (optional). */
function fieldsOf(schema: TJsonSchema, optional = false, into: TFields = { properties: {}, required: new Set() }): TFields {
  const properties = schema.properties as Record<string, TJsonSchema> | undefined;
  for (const [key, value] of Object.entries(properties ?? {})) into.properties[key] ??= value;
  if (!optional) for (const key of (schema.required as string[] | undefined) ?? []) into.required.add(key);
  for (const part of (schema.allOf as TJsonSchema[] | undefined) ?? []) fieldsOf(part, optional, into);
  for (const part of [...((schema.anyOf as TJsonSchema[] | undefined) ?? []), ...((schema.oneOf as TJsonSchema[] | undefined) ?? [])])
    fieldsOf(part, true, into);
  return into;
}

/** The schema without some top-level fields (those that travel in the path, or that the row drops). */
function withoutFields(schema: TJsonSchema, names: ReadonlySet<string>): TJsonSchema {
  if (names.size === 0) return schema;
  const out: TJsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, TJsonSchema>).filter(([key]) => !names.has(key)));
  }
  if (Array.isArray(schema.required)) out.required = (schema.required as string[]).filter((key) => !names.has(key));
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) out[key] = (schema[key] as TJsonSchema[]).map((part) => withoutFields(part, names));
  }
  return out;
}

/**
 * For a row that builds its input itself (`input`): the query fields it passes on to the procedure, found by handing
 * it a request whose every field carries a marked value (a fixed field such as `auth/twitter`'s provider is not one).
 */
function queryFieldsPassedOn(route: RestRoute, names: readonly string[]): Set<string> {
  if (!route.input) return new Set(names);
  const mark = (name: string) => `\u0000${name}`;
  const query = Object.fromEntries(names.map((name) => [name, mark(name)]));
  const params = Object.fromEntries(pathParamsOf(route.path).map((name) => [name, mark(name)]));
  let built: unknown;
  try {
    built = route.input({ query, params, body: undefined } as unknown as Request);
  } catch {
    return new Set(names);
  }
  if (typeof built !== "object" || built === null) return new Set();
  return new Set(
    Object.entries(built)
      .filter(([key, value]) => value === mark(key))
      .map(([key]) => key),
  );
}

export const responseRef = (name: string): TOpenApiRef => ({ $ref: `#/components/responses/${name}` });

/** The error answers a call may give, all in the API's error shape (components.responses). */
export function errorResponses(access: TApiAccess, hasInput: boolean): Record<string, TOpenApiRef> {
  return {
    ...(hasInput ? { 400: responseRef("BadRequest") } : {}),
    ...(access !== "public" ? { 401: responseRef("Unauthorized") } : {}),
    ...(access === "staff" ? { 403: responseRef("Forbidden") } : {}),
    404: responseRef("NotFound"),
    429: responseRef("TooManyRequests"),
    503: responseRef("Unavailable"),
  };
}

export function securityOf(access: TApiAccess): Record<string, string[]>[] {
  // A public call takes a session too (it may answer more to a logged-in caller): the token is optional there.
  return access === "public" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
}

export function accessText(access: TApiAccess, permission?: string): string {
  if (access === "staff") return fillMessage(OPENAPI_MESSAGES.accessStaff, { permission: permission ?? "" });
  return access === "user" ? OPENAPI_MESSAGES.accessUser : OPENAPI_MESSAGES.accessPublic;
}

function inputSchemaOf(procedure: TProcedureInfo, route: RestRoute, name: string, shared: TSharedDefinitions): TJsonSchema | null {
  if (route.documentedInput) return toJsonSchema(route.documentedInput, "input", name, shared);
  const parts = procedure._def.inputs.map((input, i) => toJsonSchema(input, "input", `${name}${i || ""}`, shared));
  const [only, ...more] = parts;
  if (!only) return null;
  return more.length === 0 ? only : { allOf: parts };
}

/**
 * One row of the REST table as an OpenAPI operation: its parameters and body are read from the procedure's zod input
 * the way the adapter builds the input (`{ ...query, ...body, ...params }`, rest-input.ts), its answer from the
 * procedure's `.output()` when it declares one.
 */
export function restRowOperation(route: RestRoute, shared: TSharedDefinitions): TOpenApiOperation {
  const procedurePath = procedurePathOf(route);
  const procedure = procedureAt(procedurePath) as unknown as TProcedureInfo;
  const name = safeName(`${route.method}_${route.path}`);
  const access = accessOf(procedure);
  const permission = procedure._def.meta?.permission;
  const input = inputSchemaOf(procedure, route, `${name}_input`, shared);
  const fields = input ? fieldsOf(input) : { properties: {}, required: new Set<string>() };
  const renamed = Object.entries(route.rename ?? {});
  // A path parameter fills the procedure field that lists it in `rename`, or the field of its own name.
  const fieldOfParam = (param: string) => renamed.find(([, names]) => names.includes(param))?.[0] ?? param;
  const aliasesOf = (field: string) => (route.rename?.[field] ?? []).filter((alias) => alias !== field);

  const pathParams = pathParamsOf(route.path);
  const pathFields = new Set(pathParams.map(fieldOfParam));
  const parameters: TOpenApiParameter[] = pathParams.map((param) => ({
    name: param,
    in: "path",
    required: true,
    schema: fields.properties[fieldOfParam(param)] ?? { type: "string" },
  }));
  const dropped = new Set([...pathFields, ...(route.omit ?? [])]);
  const readsQuery = route.method === "get" || route.method === "delete";
  if (readsQuery) {
    const passedOn = queryFieldsPassedOn(route, Object.keys(fields.properties));
    for (const [field, schema] of Object.entries(fields.properties)) {
      if (dropped.has(field) || !passedOn.has(field)) continue;
      const aliases = aliasesOf(field);
      parameters.push({
        name: field,
        in: "query",
        required: !route.input && fields.required.has(field),
        schema,
        ...(aliases.length ? { description: fillMessage(OPENAPI_MESSAGES.aliases, { names: aliases.join(", ") }) } : {}),
      });
    }
  }
  const body = !readsQuery && input ? withoutFields(input, dropped) : null;
  const success: TOpenApiResponse = {
    description: procedure._def.output ? OPENAPI_MESSAGES.okJson : OPENAPI_MESSAGES.noOutputSchema,
    content: { "application/json": { schema: procedure._def.output ? toJsonSchema(procedure._def.output, "output", `${name}_output`, shared) : {} } },
  };
  const classes = rateLimitClassesOf(procedure);
  const description = [
    accessText(access, permission),
    fillMessage(OPENAPI_MESSAGES.procedure, { procedure: procedurePath }),
    classes.length ? fillMessage(OPENAPI_MESSAGES.rateLimited, { classes: classes.join(", ") }) : "",
    route.input ? OPENAPI_MESSAGES.customInput : "",
  ].filter(Boolean);
  return {
    operationId: name,
    summary: route.summary ?? procedurePath,
    description: description.join(" "),
    tags: [procedurePath.split(".")[0] ?? procedurePath],
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: fieldsOf(body).required.size > 0, content: { "application/json": { schema: body } } } } : {}),
    responses: { [String(route.status ?? 200)]: success, ...errorResponses(access, input !== null) },
    security: securityOf(access),
    "x-trpc-procedure": procedurePath,
    "x-access": access,
    ...(permission ? { "x-permission": permission } : {}),
    ...(classes.length ? { "x-rate-limit-classes": classes } : {}),
  };
}
