import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { closeRedis, createRedis, isRedisReady, redactUrl, TimeoutError, withTimeout } from "./redis.ts";

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("redis helpers", () => {
  it("isRedisReady answers false quickly when nothing listens, and logs the outage once", async () => {
    const warnings: string[] = [];
    const redis = createRedis(`redis://127.0.0.1:${await closedPort()}`, {
      log: { warn: (_o, msg) => warnings.push(msg), info: () => {} },
    });
    const started = Date.now();
    expect(await isRedisReady(redis, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(warnings.length).toBe(1);
    const closing = Date.now();
    await closeRedis(redis);
    expect(Date.now() - closing).toBeLessThan(500);
  });

  it("withTimeout rejects with TimeoutError and passes results through", async () => {
    await expect(withTimeout(new Promise(() => {}), 20, "prueba")).rejects.toBeInstanceOf(TimeoutError);
    await expect(withTimeout(Promise.resolve(7), 20)).resolves.toBe(7);
  });

  it("redactUrl hides the password", () => {
    expect(redactUrl("redis://:secreto@localhost:6379/0")).not.toContain("secreto");
  });
});
