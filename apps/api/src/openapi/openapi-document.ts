import { type RateLimitsOptions, ratePointsOf } from "@portal/core/rate-limits/rate-limits";
import type { TOpenApiDocument, TOpenApiOperation, TOpenApiResponse, TRateLimitDoc } from "@portal/schemas/developers/openapi-document";
import { OPENAPI_MESSAGES } from "@portal/schemas/developers/openapi-messages";
import { RATE_LIMITS, type TRateLimitClass } from "@portal/schemas/rate-limits/rate-limits";
import { z } from "zod";
import type { RestRoute } from "../rest/rest-route.ts";
import { filesPathItem, httpRouteOperation, multipartBody } from "./http-operations.ts";
import { type TSharedDefinitions, toJsonSchema } from "./json-schema.ts";
import { openApiPathOf, restRowOperation } from "./rest-operations.ts";
import type { TServedRoute } from "./served-routes.ts";

/** The API's error body (ARCHITECTURE.md "Errors"), the same on every transport. */
const ZApiErrorBody = z.object({
  error: z.object({
    status: z.int(),
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })),
  }),
});

const errorResponse = (description: string, retryAfter = false): TOpenApiResponse => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
  ...(retryAfter ? { headers: { "Retry-After": { description: OPENAPI_MESSAGES.retryAfter, schema: { type: "integer" } } } } : {}),
});

const routeKey = (method: string, path: string) => `${method.toLowerCase()} /${path.replace(/^\//, "")}`;

/** Path templates that differ only in their parameters' names are one path for OpenAPI (`/users/{}`). */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, "{}").toLowerCase();

/** Renames an operation's path parameters, by position, to those of the path it is filed under. */
function renameParams(operation: TOpenApiOperation, from: string, to: string): TOpenApiOperation {
  const names = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");
  const [a, b] = [names(from), names(to)];
  if (a.join() === b.join()) return operation;
  const parameters = operation.parameters?.map((p) => (p.in === "path" && a.includes(p.name) ? { ...p, name: b[a.indexOf(p.name)] ?? p.name } : p));
  return { ...operation, ...(parameters ? { parameters } : {}) };
}

/** Two rows on one method and path (a guarded row, `when`): one operation whose body may be either. */
function mergeOperations(first: TOpenApiOperation, second: TOpenApiOperation): TOpenApiOperation {
  const firstBody = first.requestBody?.content["application/json"]?.schema;
  const secondBody = second.requestBody?.content["application/json"]?.schema;
  return {
    ...first,
    summary: `${first.summary} | ${second.summary}`,
    description: `${first.description ?? ""} | ${second.description ?? ""}`,
    ...(firstBody && secondBody ? { requestBody: { content: { "application/json": { schema: { anyOf: [firstBody, secondBody] } } } } } : {}),
  };
}

export interface TOpenApiSource {
  routes: readonly RestRoute[];
  /** Every route the REST area serves (the table's among them), read from its routers. */
  served: readonly TServedRoute[];
  rateLimits: RateLimitsOptions;
  version: string;
}

/**
 * The OpenAPI 3.1 document of the REST area, built from the REST table, the procedures' zod schemas and the routers
 * the area mounts. Paths are relative to the server URL, the `apiBasePath` setting (added by `withServer`).
 */
export function buildOpenApiDocument(source: TOpenApiSource): Omit<TOpenApiDocument, "servers"> {
  const shared: TSharedDefinitions = new Map();
  const paths: TOpenApiDocument["paths"] = {};
  const pathOfShape = new Map<string, string>();
  const add = (method: "get" | "post" | "put" | "delete", rawPath: string, operation: TOpenApiOperation) => {
    const own = openApiPathOf(rawPath);
    const path = pathOfShape.get(shapeOf(own)) ?? own;
    pathOfShape.set(shapeOf(own), path);
    const item = (paths[path] ??= {});
    const filed = renameParams(operation, own, path);
    item[method] = item[method] ? mergeOperations(item[method], filed) : filed;
  };

  const tableKeys = new Set(source.routes.map((route) => routeKey(route.method, route.path)));
  for (const route of source.routes) add(route.method, route.path, restRowOperation(route, shared));
  const seen = new Set<string>();
  for (const route of source.served) {
    const key = routeKey(route.method, route.path);
    if (seen.has(key) || !["get", "post", "put", "delete"].includes(route.method)) continue;
    seen.add(key);
    const method = route.method as "get" | "post" | "put" | "delete";
    if (tableKeys.has(key)) {
      // A route in front of a table row (a multipart body taken first, contents-bulkload.ts): the row's operation
      // also takes that body.
      const operation = paths[openApiPathOf(route.path)]?.[method];
      const handledFirst = httpRouteOperation(route, shared);
      if (operation?.requestBody && handledFirst.requestBody) Object.assign(operation.requestBody.content, multipartBody().content);
      continue;
    }
    add(method, route.path, httpRouteOperation(route, shared));
  }

  paths["/files/{id}/{name}"] = filesPathItem();

  const methods = ["get", "post", "put", "delete"] as const;
  const tags = [...new Set(Object.values(paths).flatMap((item) => methods.flatMap((m) => item[m]?.tags ?? [])))].sort();
  const rateLimits = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as TRateLimitClass[]).map((limitClass): [string, TRateLimitDoc] => {
      const def = RATE_LIMITS[limitClass];
      return [limitClass, { per: def.per, points: ratePointsOf(limitClass, source.rateLimits), durationSeconds: def.durationSeconds }];
    }),
  );
  return {
    openapi: "3.1.0",
    info: { title: OPENAPI_MESSAGES.title, version: source.version, description: OPENAPI_MESSAGES.description },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: toJsonSchema(ZApiErrorBody, "output", "ApiError", shared), ...Object.fromEntries(shared) },
      responses: {
        BadRequest: errorResponse(OPENAPI_MESSAGES.badRequest),
        Unauthorized: errorResponse(OPENAPI_MESSAGES.unauthorized),
        Forbidden: errorResponse(OPENAPI_MESSAGES.forbidden),
        NotFound: errorResponse(OPENAPI_MESSAGES.notFound),
        TooManyRequests: errorResponse(OPENAPI_MESSAGES.tooManyRequests, true),
        Unavailable: errorResponse(OPENAPI_MESSAGES.unavailable, true),
      },
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: OPENAPI_MESSAGES.bearer } },
    },
    "x-rate-limits": rateLimits,
  };
}

/** The document with its server: the API base path as this portal is configured now. */
export function withServer(document: Omit<TOpenApiDocument, "servers">, basePath: string): TOpenApiDocument {
  const { openapi, info, ...rest } = document;
  return { openapi, info, servers: [{ url: basePath.replace(/\/+$/, "") || "/", description: OPENAPI_MESSAGES.server }], ...rest };
}
