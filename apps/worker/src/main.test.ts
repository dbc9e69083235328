import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { queueEmail } from "@portal/core/mail/outbox";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { QUEUE_PREFIX } from "@portal/jobs/queues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testProducer } from "./test-helpers.ts";

const workerDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

describe("worker process (src/main.ts)", () => {
  let services: TestServices;
  const dataDir = mkdtempSync(join(tmpdir(), "portal-worker-main-"));
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  afterAll(async () => {
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs only JSON, sends mail, and exits 0 on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: workerDir,
      env: { NODE_ENV: "test", DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, DATA_DIR: dataDir, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

    await expect.poll(() => stdout.includes('"msg":"worker iniciado"'), { timeout: 30_000, interval: 100 }).toBe(true);

    const producer = testProducer(services.redisUrl, QUEUE_PREFIX);
    const id = await queueEmail(
      { db: services.db, queues: producer.queues, log: createTestLogger().log },
      { kind: "prueba", to: "proceso@example.com", subject: "Desde el proceso", text: "Hola" },
    );
    await expect
      .poll(async () => (await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).status, { timeout: 20_000, interval: 100 })
      .toBe("SENT");
    await producer.close();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stderr).toBe("");
    const lines = stdout.trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toContain("correo enviado");
    expect(messages).toContain("worker cerrado");
    expect(lines.every((l) => (JSON.parse(l) as { service?: string }).service === "worker")).toBe(true);
  });
});
