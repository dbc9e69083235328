import { rmSync } from "node:fs";
import { enqueueEmailsInBackground, insertEmailMessage, queueEmail, settleBackgroundEnqueues } from "@portal/core/mail/outbox";
import { createMailTransport } from "@portal/core/mail/transport";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { afterAll, describe, expect, it } from "vitest";
import { startWorkerRuntime } from "./runtime.ts";
import { testEnv, testProducer, useWorkerServices } from "./test-helpers.ts";

// A request's X-Request-Id follows the e-mails it stored into the worker: the lines of their sending carry it.
describe("worker: the request id of the request that queued a job", () => {
  const state = useWorkerServices();
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  });

  async function setup() {
    const env = testEnv(state.services);
    const producer = testProducer(state.services.redisUrl);
    const { log, records } = createTestLogger("info");
    const runtime = startWorkerRuntime({ env, db: state.services.db, log, transport: createMailTransport(env), prefix: producer.prefix, relay: false });
    cleanups.push(
      () => runtime.close(),
      () => producer.close(),
      async () => rmSync(env.dataDir, { recursive: true, force: true }),
    );
    const requestDeps = (requestId: string) => ({ db: state.services.db, queues: producer.queues, log, requestId });
    const sentLine = (id: string) =>
      records.find((r) => r.msg === "correo enviado" && (r as { emailMessageId?: string }).emailMessageId === id) as { reqId?: string } | undefined;
    return { requestDeps, sentLine };
  }

  it("a send-email job's lines carry the id of the request that queued it", async () => {
    const { requestDeps, sentLine } = await setup();
    const id = await queueEmail(requestDeps("lb-7f3a.1_x"), { kind: "password-reset", to: "ana@example.com", subject: "Clave", text: "Hola" });
    await expect.poll(() => sentLine(id), { timeout: 20_000, interval: 100 }).toBeDefined();
    expect(sentLine(id)!.reqId).toBe("lb-7f3a.1_x");
  });

  it("a send-emails job gathering two requests' rows logs each row with its own request's id", async () => {
    const { requestDeps, sentLine } = await setup();
    const insert = async (to: string) => (await insertEmailMessage(state.services.db, { kind: "prueba", to, subject: "Radicado", text: "Hola" })).id;
    const [a1, a2, b1] = [await insert("a1@example.com"), await insert("a2@example.com"), await insert("b1@example.com")];
    // Within ENQUEUE_GATHER_MS: one job for the three rows.
    enqueueEmailsInBackground(requestDeps("peticion-a"), [a1, a2]);
    enqueueEmailsInBackground(requestDeps("peticion-b"), [b1]);
    await settleBackgroundEnqueues();
    await expect.poll(() => [a1, a2, b1].every((id) => sentLine(id)), { timeout: 20_000, interval: 100 }).toBe(true);
    expect([a1, a2, b1].map((id) => sentLine(id)!.reqId)).toEqual(["peticion-a", "peticion-a", "peticion-b"]);
  });
});
