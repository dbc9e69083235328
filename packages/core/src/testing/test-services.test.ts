import { spawn } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { isRedisReady } from "@portal/jobs/redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startTestServices, type TestServices } from "./test-services.ts";

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

describe("startTestServices", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await startTestServices();
  });
  afterAll(async () => {
    await services?.stop();
  });

  it("gives a migrated database and a live redis", async () => {
    expect(services.databaseUrl).toMatch(/^postgresql:\/\/.*@127\.0\.0\.1:\d+\//);
    expect(services.redisUrl).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(await services.db.emailMessage.count()).toBe(0);
    expect(await services.redis.ping()).toBe("PONG");
    expect(await services.redis.config("GET", "save")).toEqual(["save", ""]);
    expect(await services.redis.config("GET", "appendonly")).toEqual(["appendonly", "no"]);
  });

  it("redis can be stopped and started again on the same port", async () => {
    await services.redisServer.stop();
    expect(services.redisServer.running).toBe(false);
    expect(await portOpen(services.redisServer.port)).toBe(false);
    expect(await isRedisReady(services.redis, 300)).toBe(false);
    await services.redisServer.start();
    await expect.poll(() => isRedisReady(services.redis, 300), { timeout: 10_000, interval: 100 }).toBe(true);
  });

  it("stop() frees both ports", async () => {
    const dbPort = Number(new URL(services.databaseUrl).port);
    const redisPort = services.redisServer.port;
    await services.stop();
    expect(await portOpen(dbPort)).toBe(false);
    expect(await portOpen(redisPort)).toBe(false);
    await services.stop(); // twice is harmless
  });

  it("a test process ended by SIGTERM (as vitest ends its workers) takes its redis-server with it, then ends by the signal", async () => {
    const script = "const { startRedisServer } = await import(process.argv[1]); console.log((await startRedisServer()).port); setInterval(() => {}, 60_000);";
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script, fileURLToPath(new URL("./test-services.ts", import.meta.url))],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once("exit", (code) => reject(new Error(`the process ended first (${code})`)));
    });
    expect(await portOpen(port)).toBe(true);
    child.kill("SIGTERM");
    expect(await ended).toBe("SIGTERM");
    expect(await portOpen(port)).toBe(false);
  });

  it("freePort returns distinct usable ports", async () => {
    const a = await freePort();
    expect(a).toBeGreaterThan(0);
    expect(await portOpen(a)).toBe(false);
  });
});
