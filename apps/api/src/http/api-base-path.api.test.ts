import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";
import { liveTicket } from "../testing/live-stream.ts";

let h: ApiHarness;
beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h?.deps.settings.set("apiBasePath", DEFAULT_SETTINGS.apiBasePath);
  await h?.stop();
});

describe("the REST base path is the apiBasePath setting, read live (spec 03 §7)", () => {
  it("a changed base path serves the REST calls at once, without a restart; the old one no longer does", async () => {
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(200);
    await h.deps.settings.set("apiBasePath", "/servicios/v2");
    const moved = await h.call("GET", "/servicios/v2/complaintformtypes");
    expect(moved.status).toBe(200);
    expect(moved.body).toHaveLength(10);
    expect((await h.call("GET", "/servicios/v2/no-existe")).body.error.code).toBe("NOT_FOUND");
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(404);
    // Query strings still reach the procedures below the new base.
    const captcha = await h.call("GET", "/servicios/v2/captcha?form=login");
    expect(captcha.status).toBe(200);
    expect(captcha.body.captchaId).toBeTruthy();
    await h.deps.settings.set("apiBasePath", DEFAULT_SETTINGS.apiBasePath);
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(200);
  });

  it("saved in the settings editor while requests keep arriving (the cached hot path), the REST area and the live stream move at once", async () => {
    const admin = await h.login();
    // Warm: the base path is now answered from the settings cache without waiting.
    for (let i = 0; i < 3; i++) expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(200);
    // The harness sends a string body as typed: JSON-encode it.
    const saved = await h.call("PUT", "/api/v1/settings/apiBasePath", JSON.stringify("/portal/servicios"), admin);
    expect(saved.status).toBe(200);
    expect((await h.call("GET", "/portal/servicios/complaintformtypes")).status).toBe(200);
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(404);
    const controller = new AbortController();
    const stream = await fetch(`${h.baseUrl}/portal/servicios/events?ticket=${encodeURIComponent(await liveTicket(h.baseUrl, admin))}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    controller.abort();
    expect((await h.call("PUT", "/portal/servicios/settings/apiBasePath", JSON.stringify(DEFAULT_SETTINGS.apiBasePath), admin)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(200);
  });
});
