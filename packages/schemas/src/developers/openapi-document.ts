/**
 * The parts of the API's OpenAPI 3.1 document (GET {apiBasePath}/openapi.json) that the server writes and the
 * /desarrolladores page reads. JSON Schemas stay opaque objects: the page shows them as they are.
 */
export type TJsonSchema = Record<string, unknown>;

export type THttpMethod = "get" | "post" | "put" | "delete";

export interface TOpenApiParameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  description?: string;
  schema: TJsonSchema;
}

export interface TOpenApiMedia {
  schema: TJsonSchema;
}

export interface TOpenApiResponse {
  description: string;
  content?: Record<string, TOpenApiMedia>;
  headers?: Record<string, { description: string; schema: TJsonSchema }>;
}

export type TOpenApiRef = { $ref: string };

export interface TOpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: TOpenApiParameter[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, TOpenApiMedia> };
  responses: Record<string, TOpenApiResponse | TOpenApiRef>;
  security?: Record<string, string[]>[];
  /** The tRPC procedure the call runs (same input, permissions and errors), when it runs one. */
  "x-trpc-procedure"?: string;
  /** Who may call it: anyone, a logged-in user, or staff holding `x-permission`. */
  "x-access": TApiAccess;
  "x-permission"?: string;
  /** Rate-limit classes (x-rate-limits at the top) counted on every call, per client address or account. */
  "x-rate-limit-classes"?: string[];
}

export type TApiAccess = "public" | "user" | "staff";

/** A path's operations; `servers` where the path is not under the API base path (uploaded files, from the site's root). */
export type TOpenApiPathItem = Partial<Record<THttpMethod, TOpenApiOperation>> & { servers?: { url: string; description?: string }[] };

export interface TRateLimitDoc {
  per: string;
  points: number;
  durationSeconds: number;
}

export interface TOpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, TOpenApiPathItem>;
  components: {
    schemas: Record<string, TJsonSchema>;
    responses: Record<string, TOpenApiResponse>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; bearerFormat: string; description: string }>;
  };
  /** The rate-limit classes as this process applies them (RATE_LIMIT_PER_MINUTE and RATE_LIMIT_MULTIPLIER included). */
  "x-rate-limits": Record<string, TRateLimitDoc>;
}

/** Where the document is served, under the API base path (the `apiBasePath` setting). */
export const OPENAPI_PATH = "openapi.json";

/** The REST API's version as the document states it (the default base path is /api/v1). */
export const REST_API_VERSION = "1.0.0";
