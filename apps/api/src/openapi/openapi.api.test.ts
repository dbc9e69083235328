import type { TJsonSchema, TOpenApiDocument } from "@portal/schemas/developers/openapi-document";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../rest/rest-table.ts";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let doc: TOpenApiDocument;
let answer: Awaited<ReturnType<ApiHarness["call"]>>;

beforeAll(async () => {
  h = await startApiHarness();
  answer = await h.call("GET", "/api/v1/openapi.json");
  doc = answer.body as TOpenApiDocument;
});
afterAll(async () => {
  await h?.deps.settings.set("apiBasePath", DEFAULT_SETTINGS.apiBasePath);
  await h?.stop();
});

const METHODS = ["get", "post", "put", "delete"] as const;
/** Each operation with the server it is called on: its path's own (uploaded files) or the document's. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]!, server: (item.servers ?? doc.servers)[0]!.url.replace(/\/$/, "") })),
  );

/**
 * Replaces `$ref`s with what they name in the document. A recursive schema (a tree: menus, transparency groups, the
 * site map) is unfolded once: a reference back into a schema being unfolded becomes `{}` (anything) below that level.
 */
function deref(node: unknown, depth = 0, unfolding: readonly string[] = []): unknown {
  if (depth > 50) throw new Error("referencia demasiado profunda");
  if (Array.isArray(node)) return node.map((item) => deref(item, depth + 1, unfolding));
  if (typeof node !== "object" || node === null) return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  if (typeof $ref === "string") {
    if (unfolding.includes($ref)) return rest;
    const target = $ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], doc);
    return deref({ ...(target as object), ...rest }, depth + 1, [...unfolding, $ref]);
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, deref(value, depth + 1, unfolding)]));
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
/** Compiles each distinct schema once (the document repeats the error and pagination shapes). */
function compile(schema: unknown) {
  const resolved = deref(schema) as TJsonSchema;
  const key = JSON.stringify(resolved);
  let validate = compiled.get(key);
  if (!validate) compiled.set(key, (validate = ajv.compile(resolved)));
  return validate;
}

/**
 * A client that knows only the document: finds the operation by id, fills its path, query and JSON body as the
 * document says, and checks the answer against the documented response of its status.
 */
async function callOperation(operationId: string, values: Record<string, unknown>, token?: string) {
  const found = operations().find((o) => o.op.operationId === operationId);
  if (!found) throw new Error(`operación ${operationId} no documentada`);
  const params = found.op.parameters ?? [];
  const path = found.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(String(values[name])));
  const query = new URLSearchParams(
    params.filter((p) => p.in === "query" && values[p.name] !== undefined).map((p): [string, string] => [p.name, String(values[p.name])]),
  );
  const used = new Set(params.map((p) => p.name));
  const body = found.op.requestBody ? Object.fromEntries(Object.entries(values).filter(([key]) => !used.has(key))) : undefined;
  if (token) expect(found.op.security).toContainEqual({ bearerAuth: [] });
  const url = `${found.server}${path}${query.size ? `?${query.toString()}` : ""}`;
  const res = await h.call(found.method.toUpperCase(), url, body, token);
  const documented = deref(found.op.responses[String(res.status)]) as { content?: Record<string, { schema: TJsonSchema }> } | undefined;
  expect(documented, `${operationId}: ${res.status} no está documentada`).toBeDefined();
  const schema = documented!.content?.["application/json"]?.schema;
  expect(schema, `${operationId}: ${res.status} sin esquema JSON`).toBeDefined();
  const validate = compile(schema);
  expect(validate(res.body), `${operationId} ${res.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
  return res;
}

describe("GET {apiBasePath}/openapi.json", () => {
  it("is public and cacheable, and a valid OpenAPI 3.1 document", async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    const again = await h.call("GET", "/api/v1/openapi.json", undefined, null, { "if-none-match": answer.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0]!.url).toBe("/api/v1");
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("follows the apiBasePath setting: served under the new base, naming it as the server URL", async () => {
    await h.deps.settings.set("apiBasePath", "/servicios/v2");
    const moved = await h.call("GET", "/servicios/v2/openapi.json");
    expect(moved.status).toBe(200);
    expect(moved.body.servers[0].url).toBe("/servicios/v2");
    expect(moved.body.paths).toEqual(doc.paths);
    expect((await h.call("GET", "/api/v1/openapi.json")).status).toBe(404);
    await h.deps.settings.set("apiBasePath", DEFAULT_SETTINGS.apiBasePath);
    expect((await h.call("GET", "/api/v1/openapi.json")).body.servers[0].url).toBe("/api/v1");
  });

  it("has only JSON Schemas that compile (draft 2020-12) and unique operation ids", () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { op } of operations()) {
      const schemas = [
        ...(op.parameters ?? []).map((p) => p.schema),
        ...Object.values(op.requestBody?.content ?? {}).map((m) => m.schema),
        ...Object.values(op.responses).flatMap((r) =>
          Object.values((deref(r) as { content?: Record<string, { schema: TJsonSchema }> }).content ?? {}).map((m) => m.schema),
        ),
      ];
      for (const schema of schemas) expect(() => compile(schema), op.operationId).not.toThrow();
    }
  });

  it("documents every row of the REST table (method and path)", () => {
    const documented = new Set(operations().map((o) => `${o.method} ${o.path.replace(/\{[^}]+\}/g, "{}").toLowerCase()}`));
    const missing = restRoutes.map((route) => `${route.method} /${route.path.replace(/:\w+/g, "{}").toLowerCase()}`).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it("documents the downloads, uploads and open data served outside the table", () => {
    expect(doc.paths["/uploadfiles/{kind}"]?.post?.requestBody?.content).toHaveProperty("multipart/form-data");
    expect(doc.paths["/contents/bulkload"]?.post?.requestBody?.content).toHaveProperty("multipart/form-data");
    expect(doc.paths["/complaintforms/opendata/pqrds.csv"]?.get?.responses["200"]).toMatchObject({ content: { "text/csv": {} } });
    expect(doc.paths["/certificates/{id}/export/{key}"]?.get?.responses["200"]).toMatchObject({ content: { "application/pdf": {} } });
    expect(doc.paths["/complaintforms/{complaintFormID}/letter"]?.get?.["x-access"]).toBe("user");
    // Uploaded files, from the site's root.
    expect(doc.paths["/files/{id}/{name}"]).toMatchObject({ servers: [{ url: "/" }], get: { "x-access": "public" } });
  });

  it("documents the PQRDS filing with the shared form schema (its procedure only takes z.custom)", () => {
    const body = doc.paths["/complaintforms"]!.post!.requestBody!.content["application/json"]!.schema as { properties?: Record<string, unknown> };
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(["complaintFormTypeID", "description"]));
  });

  /** The fields of a schema (resolved), its parts' too (a form and its id are documented as `allOf`, the content form's types as `oneOf`). */
  const fieldsIn = (schema: unknown): string[] => {
    const { properties, allOf, anyOf, oneOf } = schema as { properties?: Record<string, unknown>; allOf?: unknown[]; anyOf?: unknown[]; oneOf?: unknown[] };
    return [...new Set([...Object.keys(properties ?? {}), ...[...(allOf ?? []), ...(anyOf ?? []), ...(oneOf ?? [])].flatMap(fieldsIn)])];
  };
  /** The body's fields of an operation, for the rows documented with `documentedInput`. */
  const bodyFields = (path: string, method: (typeof METHODS)[number]) =>
    fieldsIn(deref(doc.paths[path]![method]!.requestBody!.content["application/json"]!.schema));

  it("documents the menu option's and related site's saves with their shared forms (their procedures take z.custom)", () => {
    expect(bodyFields("/menuoptions", "post")).toEqual(expect.arrayContaining(["menuOptionType", "name", "section"]));
    expect(bodyFields("/menuoptions", "post")).not.toContain("menuOptionID");
    expect(bodyFields("/sites/related", "put")).toEqual(expect.arrayContaining(["id", "name"]));
  });

  it("documents the label's save with its shared form (its procedure takes z.custom)", () => {
    expect(bodyFields("/labels/{labelID}", "put")).toEqual(expect.arrayContaining(["name", "description", "defaultTagID"]));
  });

  it("documents the block's and banner's updates and the block's item lists with their shared forms (their procedures take z.custom)", () => {
    expect(bodyFields("/blocks/{blockID}", "put")).toEqual(expect.arrayContaining(["type", "blockSectionID"]));
    expect(bodyFields("/banners/{bannerID}", "put")).toEqual(expect.arrayContaining(["blockID"]));
    expect(bodyFields("/blocks/{blockID}/logos", "put")).toContain("items");
    expect(bodyFields("/blocks/{blockID}/mapitems", "put")).toContain("items");
  });

  it("documents the comment's post and edit and the feedback with their shared forms (their procedures take z.custom)", () => {
    expect(bodyFields("/comments", "post")).toEqual(expect.arrayContaining(["contentID", "value", "captcha"]));
    expect(bodyFields("/comments/{id}", "put")).toContain("value");
    expect(bodyFields("/feedback", "post")).toEqual(expect.arrayContaining(["helped", "message", "email"]));
  });

  it("documents the content's and section's saves and the mass upload with their shared forms (their procedures take z.custom)", () => {
    expect(bodyFields("/contents", "post")).toEqual(expect.arrayContaining(["contentType", "name"]));
    expect(bodyFields("/contents/{friendlyName}", "put")).toContain("contentType");
    expect(bodyFields("/tags", "post")).toEqual(expect.arrayContaining(["name", "validContentTypes"]));
    expect(bodyFields("/massive/contents", "post")).toContain("rows");
  });

  it("lists as query parameters only the fields a row passes on (not those it fixes itself)", () => {
    const queryOf = (path: string) => (doc.paths[path]!.get!.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    expect(queryOf("/auth/twitter")).toEqual([]);
    expect(queryOf("/policiesterms/treatment")).toEqual([]);
    expect(queryOf("/captcha")).toEqual(["form"]);
  });

  it("states who may call each operation", () => {
    const op = (path: string, method: (typeof METHODS)[number]) => doc.paths[path]![method]!;
    expect(op("/complaintforms/tracking", "post")["x-access"]).toBe("public");
    expect(op("/auth/profile", "get")).toMatchObject({ "x-access": "user", security: [{ bearerAuth: [] }] });
    expect(op("/auditlogs", "get")).toMatchObject({ "x-access": "staff", "x-permission": "Administrator" });
    expect(op("/auditlogs", "get").responses).toHaveProperty("403");
    expect(doc["x-rate-limits"].tracking).toMatchObject({ per: "address", durationSeconds: 60 });
  });

  it("serves every documented path: a login-only call answers 401 (not the 404 of an unknown path), the others a documented status", async () => {
    const wrong: string[] = [];
    for (const { path, method, op, server } of operations()) {
      // A segment the parameter's schema accepts where it lists its values (an upload kind), else "1".
      const sample = (name: string) => String((op.parameters?.find((p) => p.name === name)?.schema.enum as string[] | undefined)?.[0] ?? "1");
      const url = `${server}${path.replace(/\{([^}]+)\}/g, (_all, name: string) => sample(name))}`;
      const res = await h.call(method.toUpperCase(), url, method === "get" || method === "delete" ? undefined : {});
      if (op["x-access"] !== "public" && res.status !== 401) wrong.push(`${method} ${path}: ${res.status}`);
      if (!(String(res.status) in op.responses)) wrong.push(`${method} ${path}: ${res.status} no documentada`);
      // The router's own 404 answers OPTIONS on an unknown path; a served path lists its methods.
      if (res.status === 404) {
        const options = await fetch(`${h.baseUrl}${url}`, { method: "OPTIONS" });
        if (!(options.headers.get("allow") ?? "").toLowerCase().includes(method)) wrong.push(`${method} ${path}: no servida`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("a client that reads only the document", () => {
  it("lists the country's departments (a public GET) as the documented schema says", async () => {
    const res = await callOperation("get_locations_root", {});
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body) ? res.body.length : Object.keys(res.body).length).toBeGreaterThan(0);
  });

  it("logs in with a captcha, then reads its own profile with the bearer token", async () => {
    const captcha = await callOperation("get_captcha", { form: "login" });
    expect(captcha.status).toBe(200);
    const { captchaId, captcha: answerText } = await h.captcha("login");
    const login = await callOperation("post_auth", { email: "admin@prueba.gov.co", password: "Admin-123456", captchaId, captcha: answerText });
    expect(login.status).toBe(200);
    const profile = await callOperation("get_auth_profile", {}, login.body.token as string);
    expect(profile.status).toBe(200);
  });

  it("tracks a request that does not exist: the documented error shape, in Spanish", async () => {
    const res = await callOperation("post_complaintforms_tracking", { trackingID: "2099-000001", accessKey: "ABCD-EFGH", ...(await h.captcha("tracking")) });
    expect([400, 404]).toContain(res.status);
    expect(res.body.error.message).toMatch(/[áéíóúñ]|[a-z]/);
  });
});
