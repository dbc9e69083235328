import { closeRedis, createRedis } from "@portal/jobs/redis";
import { CAPTCHA_ESCALATION } from "@portal/schemas/captcha/captcha-rules";
import type { TSettings } from "@portal/schemas/settings/settings.schema";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettingsStore } from "../settings/settings-store.ts";
import { type RedisServer, startRedisServer } from "../testing/test-services.ts";
import { captchaDrawKeys } from "./captcha-draw.ts";
import { captchaFailuresKey } from "./captcha-escalation.ts";
import { type CaptchaService, createCaptchaService } from "./captcha-service.ts";
import { solveCaptchaPow } from "./solve-captcha-pow.ts";

let server: RedisServer;
let redis: Redis;
let commands: string[] = [];

beforeAll(async () => {
  server = await startRedisServer();
  redis = createRedis(server.url, { failFast: true });
  await redis.ping(); // connected: the handshake's commands are not counted
  // Every command this client sends (a MULTI block counts each of its commands).
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command: { name: string }, ...rest: unknown[]) => {
    commands.push(command.name);
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  };
});
afterAll(async () => {
  if (redis) await closeRedis(redis);
  await server?.stop();
});

function service(threshold: number) {
  const settings = { get: async (key: keyof TSettings) => (key === "captchaThreshold" ? threshold : undefined) } as unknown as SettingsStore;
  return createCaptchaService({ redis, settings, authSecret: new Uint8Array(32).fill(7), powCost: 1, testAnswer: "prueba" });
}
const client = (address: string, userId?: number) => ({ address, userId });

describe("captcha round trips to Redis (each one is a wait on every PQRDS submission)", () => {
  it("issuing a PQRDS captcha that asks for no answer is one command: the held draw and the captcha together", async () => {
    const captcha = service(99);
    commands = [];
    const issued = await captcha.issue("pqrds", client("10.0.0.1"));
    expect(issued.required).toBe(false);
    expect(commands).toEqual(["eval"]);
    commands = [];
    await captcha.prove(await solveCaptchaPow(issued.captchaId, issued.pow));
    expect(commands).toEqual(["eval"]);
    commands = [];
    // Taking the captcha and its proof is one command too (a script, atomic), so it can share a write with other requests'.
    await captcha.verify("pqrds", issued.captchaId, null);
    expect(commands).toEqual(["eval"]);
    await expect(captcha.verify("pqrds", issued.captchaId, null)).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("a required draw still stores the captcha with its answers, and the draw stays held for the address and the user", async () => {
    const captcha = service(-1);
    const first = await captcha.issue("pqrds", client("10.0.0.2"));
    expect(first.required).toBe(true);
    const [addressKey] = captchaDrawKeys("pqrds", client("10.0.0.2"));
    const held = await redis.get(addressKey!);
    // Logged in from the same address: the user inherits the address's draw instead of a new one.
    await captcha.issue("pqrds", client("10.0.0.2", 41));
    expect(await redis.get(captchaDrawKeys("pqrds", client("10.0.0.2", 41))[1]!)).toBe(held);
    // A required captcha is refused without its answer, accepted with it once proven.
    await captcha.prove(await solveCaptchaPow(first.captchaId, first.pow));
    await expect(captcha.verify("pqrds", first.captchaId, null)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const second = await captcha.issue("pqrds", client("10.0.0.2"));
    await captcha.prove(await solveCaptchaPow(second.captchaId, second.pow));
    await expect(captcha.verify("pqrds", second.captchaId, "prueba")).resolves.toBeUndefined();
  });

  it("a proof arms its captcha once, and never a captcha that is gone or was issued for another form", async () => {
    const captcha = service(99);
    const issued = await captcha.issue("tracking", client("10.0.0.3"));
    const proof = await solveCaptchaPow(issued.captchaId, issued.pow);
    await captcha.prove(proof);
    await expect(captcha.prove(proof)).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // Stored for another form than the signed challenge names (only possible by tampering with Redis): refused.
    const other = await captcha.issue("tracking", client("10.0.0.3"));
    await redis.set(`captcha:${other.captchaId}`, JSON.stringify({ form: "login", answers: null }), "EX", 60);
    await expect(captcha.prove(await solveCaptchaPow(other.captchaId, other.pow))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const gone = await captcha.issue("tracking", client("10.0.0.3"));
    await redis.del(`captcha:${gone.captchaId}`);
    await expect(captcha.prove(await solveCaptchaPow(gone.captchaId, gone.pow))).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the proof of work gets dearer for an address that keeps failing (the limits are the bound, not the puzzle)", () => {
  const E = CAPTCHA_ESCALATION;
  /** Issues a captcha of `form`, proves it and sends a wrong answer: one failure. */
  async function fail(captcha: CaptchaService, address: string, form: "tracking" | "pqrds" = "tracking") {
    const issued = await captcha.issue(form, client(address));
    await captcha.prove(await solveCaptchaPow(issued.captchaId, issued.pow));
    await expect(captcha.verify(form, issued.captchaId, "respuesta-equivocada")).rejects.toMatchObject({ code: "BAD_REQUEST" });
  }
  const cost = async (captcha: CaptchaService, address: string, form: "tracking" | "pqrds" = "tracking") =>
    (await captcha.issue(form, client(address))).pow.parameters.cost;

  it("doubles the cost every few failures of the address, up to a cap, and leaves other addresses alone", async () => {
    const captcha = service(-1);
    expect(await cost(captcha, "10.0.9.1")).toBe(1);
    for (let i = 0; i < E.failuresPerDoubling; i++) await fail(captcha, "10.0.9.1");
    expect(await cost(captcha, "10.0.9.1")).toBe(2);
    // The random forms read the failures in their one round trip, and pay the same.
    expect(await cost(captcha, "10.0.9.1", "pqrds")).toBe(2);
    for (let i = 0; i < E.failuresPerDoubling; i++) await fail(captcha, "10.0.9.1", "pqrds");
    expect(await cost(captcha, "10.0.9.1")).toBe(4);
    for (let i = 0; i < E.failuresPerDoubling * E.maxDoublings; i++) await fail(captcha, "10.0.9.1");
    expect(await cost(captcha, "10.0.9.1")).toBe(2 ** E.maxDoublings);
    expect(await cost(captcha, "10.0.9.2")).toBe(1);
    // A failure window lapses: the address is back to the normal cost.
    await redis.del(captchaFailuresKey("10.0.9.1"));
    expect(await cost(captcha, "10.0.9.1")).toBe(1);
  });

  it("counts a captcha sent without its proof of work as a failure, and an IPv6 client by its /64", async () => {
    const captcha = service(-1);
    for (let i = 0; i < E.failuresPerDoubling; i++) {
      const issued = await captcha.issue("tracking", client(`2001:db8:1:2::${i + 1}`));
      await expect(captcha.verify("tracking", issued.captchaId, "prueba")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    expect(await cost(captcha, "2001:db8:1:2::ffff")).toBe(2);
    expect(await redis.ttl(captchaFailuresKey("2001:db8:1:2::9"))).toBeGreaterThan(E.windowSeconds - 60);
  });

  it("a right answer neither counts nor resets the failures", async () => {
    const captcha = service(-1);
    await fail(captcha, "10.0.9.3");
    const issued = await captcha.issue("tracking", client("10.0.9.3"));
    await captcha.prove(await solveCaptchaPow(issued.captchaId, issued.pow));
    await captcha.verify("tracking", issued.captchaId, "prueba");
    expect(await redis.get(captchaFailuresKey("10.0.9.3"))).toBe("1");
  });
});
