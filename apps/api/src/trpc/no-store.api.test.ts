import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition, mailedToken, submit } from "./routers/complaint-forms/complaint-forms-testing.ts";

/**
 * Issue 26: an answer with personal data must not stay in a browser's cache (a shared computer at a library or a
 * council office) nor in a proxy's: `Cache-Control: no-store`, on the REST paths and on tRPC alike.
 */
let h: ApiHarness;
let citizen: Awaited<ReturnType<ApiHarness["registerCitizen"]>>;
let filed: { trackingID: string; accessKey: string };

useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  citizen = await h.registerCitizen();
  filed = (await submit(h, anonymousPetition(), citizen.token)).body;
});

/** A query as the web's client sends it: a procedure without input gets no `input` parameter. */
const trpcQuery = (path: string, input: unknown, token?: string) =>
  h.call("GET", `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, undefined, token);
const noStore = (res: { headers: Headers }) => expect(res.headers.get("cache-control")).toBe("no-store");

describe("answers with personal data are never stored", () => {
  it("tracking, by number and access key, on REST and tRPC", async () => {
    const rest = await h.call("POST", "/api/v1/complaintforms/tracking", { ...filed, ...(await h.captcha("tracking")) });
    expect(rest.status).toBe(200);
    noStore(rest);
    const trpc = await h.call("POST", "/trpc/complaintForms.track", { ...filed, ...(await h.captcha("tracking")) });
    expect(trpc.status).toBe(200);
    noStore(trpc);
  });

  it("the logged-in citizen's profile and requests, on REST and tRPC", async () => {
    for (const res of [
      await h.call("GET", "/api/v1/auth/profile", undefined, citizen.token),
      await h.call("GET", "/api/v1/complaintforms/mine", undefined, citizen.token),
      await trpcQuery("profile.own", undefined, citizen.token),
      await trpcQuery("complaintForms.mine", {}, citizen.token),
    ]) {
      expect(res.status).toBe(200);
      noStore(res);
    }
  });

  it("a mailed token's page (the responsible user's management page)", async () => {
    const token = await mailedToken(h, "pqrds-staff-notification", "admin@prueba.gov.co", "pqrs", filed.trackingID);
    const rest = await h.call("GET", `/api/v1/complaintforms/${token}`);
    expect(rest.status).toBe(200);
    noStore(rest);
    const trpc = await trpcQuery("complaintForms.byToken.get", { token });
    expect(trpc.status).toBe(200);
    noStore(trpc);
  });

  it("leaves public reads cacheable", async () => {
    const types = await h.call("GET", "/api/v1/complaintformtypes");
    expect(types.status).toBe(200);
    expect(types.headers.get("cache-control")).toBeNull();
    expect(types.headers.get("etag")).not.toBeNull();
  });
});
