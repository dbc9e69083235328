import { TRPC_MAX_BATCH_SIZE } from "@portal/schemas/common/api-limits";
import { RATE_LIMIT_MESSAGES } from "@portal/schemas/rate-limits/rate-limits";
import { beforeEach, describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

// The real per-address limits (no multiplier): 60 writes a minute, 30 logins in 10 minutes.
let h: ApiHarness;
useApiHarness(
  (started) => {
    h = started;
  },
  { RATE_LIMIT_MULTIPLIER: "1", RATE_LIMIT_PER_MINUTE: "60" },
);
// Every test starts with clean counters (they live in the shared Redis, under rl:*).
const resetLimits = () => h.services.redis.eval("for _, k in ipairs(redis.call('keys', 'rl:*')) do redis.call('del', k) end", 0);
beforeEach(resetLimits);

const TOO_MANY_ONE_MINUTE = RATE_LIMIT_MESSAGES.tooMany.replace("{minutes}", "1");

function loginBatch(inputs: object[]) {
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), input]));
  return h.call("POST", `/trpc/${inputs.map(() => "auth.login").join(",")}?batch=1`, body);
}

async function failedLogins() {
  return h.db.auditLog.count({ where: { action: "login.failed" } });
}

describe("tRPC batching", () => {
  it("refuses a batch of 50 logins in one POST before checking any password; batches of 10 count every call", async () => {
    // 50 logins, each with a valid captcha and a wrong password for a distinct address: each would cost a hash.
    const inputs = [];
    for (let i = 0; i < 50; i++) {
      if (i % 25 === 0) await resetLimits(); // captchas are limited too (40 a minute)
      inputs.push({ email: `lote${i}@correo.co`, password: "clave-incorrecta", ...(await h.captcha("login")) });
    }
    await resetLimits();
    const before = await failedLogins();

    const whole = await loginBatch(inputs);
    expect(whole.status).toBe(400);
    expect(await failedLogins()).toBe(before);

    // Split as the web client splits (maxItems): 30 logins per address and 10 minutes are checked, the rest get 429.
    const statuses: number[] = [];
    for (let i = 0; i < inputs.length; i += TRPC_MAX_BATCH_SIZE) {
      const res = await loginBatch(inputs.slice(i, i + TRPC_MAX_BATCH_SIZE));
      for (const item of res.body as { error: { data: { status: number; details: unknown[] }; message: string } }[]) {
        statuses.push(item.error.data.status);
        if (item.error.data.status === 429) expect(item.error.message).toMatch(/^Has realizado demasiadas solicitudes, inténtalo de nuevo en \d+ minutos$/);
      }
      if (i >= 30) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await failedLogins()).toBe(before + 30);
  });
});

describe("rate limits shared by every API instance", () => {
  it("the 61st write in a minute from one address gets 429 with Retry-After, across two instances, X-Forwarded-For ignored", async () => {
    const other = await h.startAnotherInstance();
    // GET auth/logout is a mutation: anonymous, it counts as a write and answers 401.
    for (let i = 0; i < 60; i++) {
      const instance = i % 2 === 0 ? h : other;
      const res = await instance.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": `203.0.113.${i}` });
      expect(res.status).toBe(401);
    }
    const refused = await other.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "203.0.113.200" });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", message: TOO_MANY_ONE_MINUTE });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // tRPC answers the same on the first instance.
    const trpc = await h.call("POST", "/trpc/auth.logout", {});
    expect(trpc.status).toBe(429);
    expect(trpc.body.error.message).toBe(TOO_MANY_ONE_MINUTE);
    expect(trpc.headers.get("retry-after")).toBeTruthy();
  });

  it("keys on X-Forwarded-For only behind a proxy that TRUST_PROXY names", async () => {
    const direct = await h.startAnotherInstance();
    const behindProxy = await h.startAnotherInstance({ TRUST_PROXY: "loopback" });
    for (let i = 0; i < 60; i++) expect((await direct.call("GET", "/api/v1/auth/logout")).status).toBe(401);

    // The loopback peer (our "proxy") has spent its writes; a client it forwards for has not.
    expect((await behindProxy.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "198.51.100.7" })).status).toBe(401);
    expect((await behindProxy.call("GET", "/api/v1/auth/logout")).status).toBe(429);
    // Without TRUST_PROXY the header changes nothing: the peer is the client.
    expect((await direct.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);

    // Behind the proxy, that client has its own 60.
    for (let i = 0; i < 59; i++) await behindProxy.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "198.51.100.7" });
    expect((await behindProxy.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
    expect((await behindProxy.call("GET", "/api/v1/auth/logout", undefined, null, { "x-forwarded-for": "198.51.100.8" })).status).toBe(401);
  });
});
