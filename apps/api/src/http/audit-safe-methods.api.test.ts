import { request } from "node:http";
import { HTTP_METHOD_MESSAGES } from "@portal/schemas/common/http-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let admin: string;
beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h?.deps.settings.set("auditSafeMethods", false);
  await h?.stop();
});

const chatEnabled = async () => (await h.call("GET", "/api/v1/settings")).body.chatEnabled as boolean;
const closureDays = async () => (await h.call("GET", "/api/v1/complaintforms/closuredays", undefined, admin)).body as { id: number; date: string }[];
async function addClosureDay(date: string): Promise<number> {
  const added = await h.call("POST", "/api/v1/complaintforms/closuredays", { date, reason: "Inventario anual" }, admin);
  expect(added.status).toBe(201);
  return added.body.closureDay.id as number;
}

/** fetch refuses to send TRACE: a raw request, with a header an echo would give back. */
function trace(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.baseUrl + path);
    const req = request(
      { host: url.hostname, port: url.port, path, method: "TRACE", headers: { authorization: `Bearer ${admin}`, "x-eco": "secreto-de-prueba" } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("audit-safe HTTP methods (issue 31, setting auditSafeMethods)", () => {
  it("off (the default): PUT and DELETE work as always and the override header or _method field is ignored", async () => {
    expect((await h.call("GET", "/api/v1/settings")).body.auditSafeMethods).toBe(false);
    expect((await h.call("PUT", "/api/v1/settings/chatEnabled", "true", admin)).status).toBe(200);
    expect(await chatEnabled()).toBe(true);
    // A POST naming PUT is still a POST: no such row, nothing changes (a proxy's rule on PUT cannot be sidestepped).
    const sneaked = await h.call("POST", "/api/v1/settings/chatEnabled", "false", admin, { "X-HTTP-Method-Override": "PUT" });
    expect(sneaked.status).toBe(404);
    expect(await chatEnabled()).toBe(true);
    const id = await addClosureDay("2027-03-10");
    expect((await h.call("POST", `/api/v1/complaintforms/closuredays/${id}`, { _method: "DELETE" }, admin)).status).toBe(404);
    expect((await closureDays()).map((d) => d.id)).toContain(id);
    expect((await h.call("DELETE", `/api/v1/complaintforms/closuredays/${id}`, undefined, admin)).status).toBe(200);
    expect((await h.call("PUT", "/api/v1/settings/chatEnabled", "false", admin)).status).toBe(200);
  });

  it("on: a real PUT/PATCH/DELETE is 405 with Allow: GET, POST and changes nothing; a POST with the override does what the PUT did", async () => {
    expect((await h.call("PUT", "/api/v1/settings/auditSafeMethods", "true", admin)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/settings")).body.auditSafeMethods).toBe(true);

    const refused = await h.call("PUT", "/api/v1/settings/chatEnabled", "true", admin);
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, POST");
    expect(refused.body.error.message).toBe(HTTP_METHOD_MESSAGES.notAllowed);
    expect(await chatEnabled()).toBe(false);
    const id = await addClosureDay("2027-03-11");
    for (const method of ["DELETE", "PATCH"]) {
      const res = await h.call(method, `/api/v1/complaintforms/closuredays/${id}`, undefined, admin);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, POST");
    }
    expect((await closureDays()).map((d) => d.id)).toContain(id);

    const overridden = await h.call("POST", "/api/v1/settings/chatEnabled", "true", admin, { "X-HTTP-Method-Override": "put" });
    expect(overridden.status).toBe(200);
    expect(await chatEnabled()).toBe(true);
    // The field in the query string works too (it never reaches the procedure's input).
    expect((await h.call("POST", "/api/v1/settings/chatEnabled?_method=PUT", "false", admin)).status).toBe(200);
    expect(await chatEnabled()).toBe(false);

    // A GET naming DELETE stays a read; the closure day is still there.
    expect((await h.call("GET", `/api/v1/complaintforms/closuredays/${id}`, undefined, admin, { "X-HTTP-Method-Override": "DELETE" })).status).toBe(404);
    expect((await h.call("GET", `/api/v1/complaintforms/closuredays/${id}?_method=DELETE`, undefined, admin)).status).toBe(404);
    expect((await closureDays()).map((d) => d.id)).toContain(id);
    // An override naming anything but PUT/PATCH/DELETE is refused, not run as a POST.
    const bad = await h.call("POST", `/api/v1/complaintforms/closuredays/${id}`, undefined, admin, { "X-HTTP-Method-Override": "TRACE" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(HTTP_METHOD_MESSAGES.badOverride);

    // `_method` in a JSON body.
    expect((await h.call("POST", `/api/v1/complaintforms/closuredays/${id}`, { _method: "DELETE" }, admin)).status).toBe(200);
    expect((await closureDays()).map((d) => d.id)).not.toContain(id);
  });

  it("on or off, TRACE never echoes the request and OPTIONS answers as before", async () => {
    for (const on of [true, false]) {
      await h.deps.settings.set("auditSafeMethods", on);
      const traced = await trace("/api/v1/settings/chatEnabled");
      expect(traced.status).toBe(404);
      expect(traced.body).not.toContain("secreto-de-prueba");
      expect(traced.body).not.toContain(admin);
      const options = await h.call("OPTIONS", "/api/v1/settings/chatEnabled");
      expect(options.status).toBe(200);
    }
  });

  it("turned off again (through the overridden POST itself), a real PUT works and the header is ignored once more", async () => {
    await h.deps.settings.set("auditSafeMethods", true);
    expect((await h.call("POST", "/api/v1/settings/auditSafeMethods", "false", admin, { "X-HTTP-Method-Override": "PUT" })).status).toBe(200);
    expect((await h.call("PUT", "/api/v1/settings/chatEnabled", "true", admin)).status).toBe(200);
    expect((await h.call("POST", "/api/v1/settings/chatEnabled", "false", admin, { "X-HTTP-Method-Override": "PUT" })).status).toBe(404);
    expect(await chatEnabled()).toBe(true);
    await h.deps.settings.set("chatEnabled", false);
  });
});
