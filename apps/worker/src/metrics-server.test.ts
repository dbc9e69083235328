import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { insertEmailMessage } from "@portal/core/mail/outbox";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { freePort, type TestServices } from "@portal/core/testing/test-services";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMetricsServer } from "./metrics-server.ts";
import { startWorkerRuntime } from "./runtime.ts";
import { testEnv, testProducer } from "./test-helpers.ts";

describe("the worker's GET /metrics", () => {
  let services: TestServices;
  const cleanups: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await services?.stop();
  });

  it("counts the jobs each queue finished and shows its depth, to allowed readers only", async () => {
    const token = "t".repeat(32);
    const env = testEnv(services, { METRICS_TOKEN: token, METRICS_ALLOW: "10.1.2.3" });
    const producer = testProducer(services.redisUrl);
    const { log } = createTestLogger("silent");
    const runtime = startWorkerRuntime({ env, db: services.db, log, prefix: producer.prefix, relay: false });
    const server = (await startMetricsServer(runtime, env, log, await freePort()))!;
    cleanups.push(
      () => runtime.close(),
      () => producer.close(),
      async () => server.close(),
      async () => rmSync(env.dataDir, { recursive: true, force: true }),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;

    const { id } = await insertEmailMessage(services.db, { kind: "prueba", to: "metricas@example.com", subject: "Métricas", text: "Hola" });
    await SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId: id });
    await expect
      .poll(async () => (await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).status, { timeout: 20_000, interval: 100 })
      .toBe("SENT");

    // 127.0.0.1 is not among METRICS_ALLOW here: without the token, nothing.
    expect((await fetch(url)).status).toBe(404);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^portal_jobs_total\{.*queue="mail".*outcome="completed".*\} [1-9]/m);
    expect(text).toMatch(/^portal_queue_jobs\{.*queue="mail".*state="waiting".*\} 0$/m);
    expect(text).toMatch(/^portal_job_duration_seconds_count\{.*queue="mail".*\} [1-9]/m);
  });

  it("serves no HTTP at all unless WORKER_METRICS_PORT is set", async () => {
    const env = testEnv(services);
    const { log } = createTestLogger("silent");
    expect(await startMetricsServer({ workers: [], queues: new Map() }, env, log)).toBeNull();
  });
});
