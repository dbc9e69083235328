import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { hashPassword, verifyPassword } from "@portal/core/accounts/password-hash";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, startApiHarness, TEST_CAPTCHA } from "../testing/api-harness.ts";
import { anonymousPetition, mailedToken } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

// The API with request logs on (as `npm start` runs it), captured, and a built web app to serve.
let h: ApiHarness;
let logs = "";
const webDist = mkdtempSync(join(tmpdir(), "portal-web-"));
const ASSET = "x".repeat(256 * 1024);
beforeAll(async () => {
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Portal</title>");
  writeFileSync(join(webDist, "assets", "app-abc123.js"), ASSET);
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    logs += chunk.toString();
  });
  h = await startApiHarness({}, { logStream: stream, webDistDir: webDist });
  await h.deps.settings.set("captchaThreshold", 99);
});
afterAll(async () => {
  await h?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe("request logs", () => {
  it("keep no token, password, cookie or captcha answer through a whole citizen flow", async () => {
    const secrets: string[] = [TEST_CAPTCHA];
    const password = "clave-segura";
    secrets.push(password);

    // Register and log in (bearer tokens in the answers and then in Authorization headers).
    const citizen = await h.registerCitizen();
    secrets.push(citizen.token);
    const login = await h.call("POST", "/api/v1/auth", { email: citizen.email, password, ...(await h.captcha("login")) });
    expect(login.status).toBe(200);
    secrets.push(login.body.token);
    expect((await h.call("GET", "/api/v1/auth", undefined, login.body.token, { cookie: "sesion=galleta-secreta-123" })).status).toBe(200);
    secrets.push("galleta-secreta-123");
    expect((await h.call("POST", "/trpc/auth.me?batch=1&input=%7B%7D", undefined, login.body.token)).status).toBeLessThan(500);

    // Password recovery with the token from the outbox: web page, REST and tRPC calls carrying it.
    expect((await h.call("POST", "/api/v1/users/passwordreset", { email: citizen.email, ...(await h.captcha("passwordReset")) })).status).toBe(200);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { to: citizen.email, kind: "password-reset" } });
    const resetToken = /\/recordar-clave\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    secrets.push(resetToken);
    expect((await fetch(`${h.baseUrl}/recordar-clave/${resetToken}`)).status).toBe(200);
    expect(
      (await h.call("GET", `/api/v1/users/passwordreset/${resetToken}`, undefined, null, { referer: `${h.baseUrl}/recordar-clave/${resetToken}` })).status,
    ).toBe(200);
    const trpcInput = encodeURIComponent(JSON.stringify({ token: resetToken }));
    expect((await h.call("GET", `/trpc/users.validatePasswordReset?input=${trpcInput}`)).status).toBe(200);
    const newPassword = "otra-clave-nueva";
    secrets.push(newPassword);
    expect((await h.call("PUT", `/api/v1/users/passwordreset/${resetToken}`, { password: newPassword, confirmPassword: newPassword })).status).toBe(200);

    // A PQRDS: filing, tracking, and the management page through the token mailed to staff.
    const filed = await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), ...(await h.captcha("pqrds")) });
    expect(filed.status).toBe(201);
    const tracked = await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: filed.body.trackingID, ...(await h.captcha("tracking")) });
    expect(tracked.status).toBe(200);
    const manageToken = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", filed.body.trackingID);
    secrets.push(manageToken);
    expect((await fetch(`${h.baseUrl}/pqrs/${manageToken}`)).status).toBe(200);
    expect((await h.call("GET", `/api/v1/complaintforms/${manageToken}`)).status).toBe(200);
    // A download link of the kind tracking hands out, and a certificate export key (both refused here: unknown).
    await h.call("GET", `/api/v1/complaintforms/files/${"d".repeat(43)}`);
    await h.call("GET", `/api/v1/certificates/42/export/${"k".repeat(32)}`);
    secrets.push("d".repeat(43), "k".repeat(32));

    await new Promise((resolve) => setTimeout(resolve, 200)); // let the last lines through the stream
    const lines = logs
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number } });
    // The log is there: one line per request, with redacted paths.
    const urls = lines.map((l) => l.req?.url).filter(Boolean);
    expect(urls).toContain("/api/v1/users/passwordreset/[redactado]");
    expect(urls).toContain("/pqrs/[redactado]");
    expect(urls).toContain("/api/v1/complaintforms/[redactado]");
    expect(urls).toContain("/api/v1/complaintforms/tracking");
    expect(urls).toContain("/trpc/users.validatePasswordReset?input=[redactado]");
    for (const secret of secrets) expect(logs, `a secret reached the log: ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(logs.toLowerCase()).not.toContain("bearer");
  });
});

describe("password hashing", () => {
  it("a burst of password checks does not starve static files", async () => {
    // What 80 logins cost, started at once in the API's process (a login is a captcha, a lookup and this check).
    const hash = await hashPassword("clave-de-prueba");
    const started = Date.now();
    const burst = Promise.all(Array.from({ length: 80 }, () => verifyPassword(hash, "clave-incorrecta")));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const timed = async (path: string) => {
      const t0 = Date.now();
      const res = await fetch(`${h.baseUrl}${path}`);
      await res.arrayBuffer();
      return { status: res.status, ms: Date.now() - t0 };
    };
    // The file needs libuv's thread pool, where the hashes run; the health check only the event loop.
    const [asset, health] = await Promise.all([timed("/assets/app-abc123.js"), timed("/healthz")]);
    expect(await burst).toEqual(Array(80).fill(false));
    const totalMs = Date.now() - started;
    expect(asset.status).toBe(200);
    expect(health.status).toBe(200);
    expect(asset.ms, `the static file took ${asset.ms} ms while the password checks took ${totalMs} ms`).toBeLessThan(totalMs / 4);
  });
});
