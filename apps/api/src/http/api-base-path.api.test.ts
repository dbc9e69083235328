import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { startApiHarness, type ApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
beforeAll(async () => { h = await startApiHarness(); });
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
    expect(moved.body).toHaveLength(9);
    expect((await h.call("GET", "/servicios/v2/no-existe")).body.error.code).toBe("NOT_FOUND");
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(404);
    // Query strings still reach the procedures below the new base.
    const captcha = await h.call("GET", "/servicios/v2/captcha?form=login");
    expect(captcha.status).toBe(200);
    expect(captcha.body.captchaId).toBeTruthy();
    await h.deps.settings.set("apiBasePath", DEFAULT_SETTINGS.apiBasePath);
    expect((await h.call("GET", "/api/v1/complaintformtypes")).status).toBe(200);
  });
});
