import { readFileSync, rmSync } from "node:fs";
import { renderEmailLayout } from "@portal/core/mail/layout";
import { insertEmailMessage, queueEmail } from "@portal/core/mail/outbox";
import { sendEmailMessage } from "@portal/core/mail/send-email-message";
import { createMailTransport, createSmtpTransport } from "@portal/core/mail/transport";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { freePort, type TestServices } from "@portal/core/testing/test-services";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB } from "@portal/jobs/mail/send-emails.job";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerRuntime } from "./runtime.ts";
import { instrumentedTransport, testEnv, testProducer } from "./test-helpers.ts";

const addressOf = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a[0] : a)?.value[0]?.address;

describe("worker: mail queue", () => {
  let services: TestServices;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await services?.stop();
  });

  async function setup(opts: { transportWrap?: Parameters<typeof instrumentedTransport>[1]; env?: Record<string, string>; shutdownTimeoutMs?: number } = {}) {
    const env = testEnv(services, opts.env);
    const producer = testProducer(services.redisUrl);
    const inner = createMailTransport(env);
    const instrumented = instrumentedTransport(inner, opts.transportWrap);
    const { log } = createTestLogger();
    const runtime = startWorkerRuntime({
      env,
      db: services.db,
      log,
      transport: instrumented.transport,
      prefix: producer.prefix,
      relay: false,
      ...(opts.shutdownTimeoutMs ? { shutdownTimeoutMs: opts.shutdownTimeoutMs } : {}),
    });
    cleanups.push(
      () => runtime.close(),
      () => producer.close(),
      async () => rmSync(env.dataDir, { recursive: true, force: true }),
    );
    return { env, producer, runtime, ...instrumented, deps: { db: services.db, queues: producer.queues, log } };
  }

  const rowOf = (id: string) => services.db.emailMessage.findUniqueOrThrow({ where: { id } });

  it("sends a queued message end to end and writes a parseable .eml (Spanish text with accents survives)", async () => {
    const { deps, env } = await setup();
    const content = renderEmailLayout({
      entityName: "Alcaldía de Prueba",
      title: "Radicación de su solicitud",
      blocks: [{ type: "paragraph", text: "Señora María Ñáñez: su petición quedó radicada. ¿Preguntas? ¡Escríbanos!" }],
    });
    const id = await queueEmail(deps, {
      kind: "pqrds-radicado",
      to: "maria.nanez@example.com",
      subject: "Radicación — número 2026-000123 (año fiscal)",
      ...content,
    });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 20_000, interval: 100 }).toBe("SENT");
    const row = await rowOf(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.emlPath!.startsWith(env.dataDir)).toBe(true);

    const parsed = await simpleParser(readFileSync(row.emlPath!));
    expect(addressOf(parsed.to)).toBe("maria.nanez@example.com");
    expect(parsed.from?.value[0]).toMatchObject({ address: "no-responder@alcaldia.gov.co", name: "Alcaldía de Prueba" });
    expect(parsed.subject).toBe("Radicación — número 2026-000123 (año fiscal)");
    expect(parsed.text).toContain("Señora María Ñáñez: su petición quedó radicada. ¿Preguntas? ¡Escríbanos!");
    expect(parsed.text).toContain("Este es un mensaje automático, por favor no respondas a este correo.");
    expect(parsed.html || "").toContain("Señora María Ñáñez");
    expect(parsed.messageId).toBe(`<${id}@alcaldia.gov.co>`);
  });

  it("retries a failing transport with backoff and sends when it recovers", async () => {
    const { producer, calls } = await setup({ transportWrap: { failFirst: 2 } });
    const { id } = await insertEmailMessage(services.db, { kind: "prueba", to: "reintento@example.com", subject: "Reintento", text: "Hola" });
    await SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId: id }, { attempts: 4, backoff: { type: "exponential", delay: 100 } });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 20_000, interval: 100 }).toBe("SENT");
    expect(calls.filter((c) => c.id === id)).toHaveLength(3);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, lastError: "421 servidor SMTP ocupado (intento 2)" });
  });

  it("marks the row FAILED with lastError after the final attempt", async () => {
    const { producer, calls } = await setup({ transportWrap: { failAlways: true } });
    const { id } = await insertEmailMessage(services.db, { kind: "prueba", to: "rebota@example.com", subject: "Fallará", text: "Hola" });
    await SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId: id }, { attempts: 3, backoff: { type: "exponential", delay: 50 } });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 20_000, interval: 100 }).toBe("FAILED");
    expect(await rowOf(id)).toMatchObject({ attempts: 3, lastError: "421 servidor SMTP ocupado (intento 3)", sentAt: null });
    expect(calls).toHaveLength(3);
    await expect.poll(() => producer.mailQueue.getJobState(id), { timeout: 5_000 }).toBe("failed");
  });

  it("a failed job keeps no recipient's mailbox in Redis: its reason and stack say [correo], as the logs do; the row keeps the server's answer", async () => {
    const refusal = (to: string) => `450 4.2.0 <${to}>: Recipient address rejected: Greylisted`;
    const { producer } = await setup({ transportWrap: { failAlways: true, failMessage: (m) => refusal(m.to) } });
    const { id } = await insertEmailMessage(services.db, { kind: "prueba", to: "ana.rios@example.com", subject: "Fallará", text: "Hola" });
    await SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId: id }, { attempts: 1 });
    await expect.poll(() => producer.mailQueue.getJobState(id), { timeout: 20_000, interval: 100 }).toBe("failed");
    expect((await producer.mailQueue.getJob(id))?.failedReason).toBe(refusal("[correo]@example.com"));
    expect(JSON.stringify(await producer.redis.hgetall(`${producer.prefix}:mail:${id}`))).not.toContain("ana.rios");
    expect(await rowOf(id)).toMatchObject({ status: "FAILED", lastError: refusal("ana.rios@example.com") });
  });

  it("graceful shutdown lets the in-flight job finish and leaves queued ones for the next worker", async () => {
    const { deps, producer, runtime, firstStarted, env } = await setup({ transportWrap: { delayMs: 1_500 } });
    const inFlight = await queueEmail(deps, { kind: "prueba", to: "en-curso@example.com", subject: "En curso", text: "Hola" });
    await firstStarted;
    const closing = runtime.close();
    // Queued while the worker is closing: must stay waiting, not be taken and dropped.
    await new Promise((r) => setTimeout(r, 100));
    const later = await queueEmail(deps, { kind: "prueba", to: "despues@example.com", subject: "Después", text: "Hola" });
    await closing;
    expect((await rowOf(inFlight)).status).toBe("SENT");
    expect(await producer.mailQueue.getJobState(inFlight)).toBe("completed");
    expect((await rowOf(later)).status).toBe("PENDING");
    expect(await producer.mailQueue.getJobState(later)).toBe("waiting");

    const next = startWorkerRuntime({ env, db: services.db, log: createTestLogger().log, prefix: producer.prefix, relay: false });
    cleanups.push(() => next.close());
    await expect.poll(async () => (await rowOf(later)).status, { timeout: 20_000, interval: 100 }).toBe("SENT");
  });

  it("a job whose row another worker holds waits for the lease to end (no attempt used), then sends it once", async () => {
    const { deps, calls, producer } = await setup();
    const { id } = await insertEmailMessage(services.db, { kind: "prueba", to: "ocupado@example.com", subject: "En curso", text: "Otro worker lo tiene." });
    const leaseUntil = new Date(Date.now() + 2_500);
    await services.db.emailMessage.update({ where: { id }, data: { status: "SENDING", leaseUntil } });
    await SEND_EMAIL_JOB.enqueue(deps.queues, { emailMessageId: id });
    await expect.poll(async () => producer.mailQueue.getJobState(id), { timeout: 10_000, interval: 50 }).toBe("delayed");
    expect(calls).toHaveLength(0);
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 20_000, interval: 100 }).toBe("SENT");
    expect((await rowOf(id)).sentAt!.getTime()).toBeGreaterThanOrEqual(leaseUntil.getTime());
    expect(calls).toHaveLength(1);
    // BullMQ counts the finishing run too: 1 means the wait for the lease used no attempt.
    expect((await producer.mailQueue.getJob(id))?.attemptsMade).toBe(1);
  });

  const insertRows = (prefix: string, n: number) =>
    Promise.all(
      Array.from(
        { length: n },
        async (_, i) => (await insertEmailMessage(services.db, { kind: "prueba", to: `${prefix}${i}@example.com`, subject: `Lote ${i}`, text: "Hola" })).id,
      ),
    );

  it("a send-emails job (a filing's e-mails) sends each of its rows once", async () => {
    const { producer, calls } = await setup();
    const ids = await insertRows("lote", 3);
    await SEND_EMAILS_JOB.enqueue(producer.mailQueue, { emailMessageIds: ids });
    await expect
      .poll(async () => (await Promise.all(ids.map(rowOf))).map((r) => r.status), { timeout: 20_000, interval: 100 })
      .toEqual(["SENT", "SENT", "SENT"]);
    expect(calls.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it("a row of a send-emails job that cannot go now continues in a job of its own, and the others are not held up", async () => {
    const { producer, calls } = await setup({ transportWrap: { failFirstTo: "reintento-lote0@example.com" } });
    const [failing, ...others] = await insertRows("reintento-lote", 3);
    const held = (await insertRows("ocupado-lote", 1))[0]!;
    const leaseUntil = new Date(Date.now() + 2_500);
    await services.db.emailMessage.update({ where: { id: held }, data: { status: "SENDING", leaseUntil } });
    await SEND_EMAILS_JOB.enqueue(producer.mailQueue, { emailMessageIds: [failing!, held, ...others] });
    // The transport error and the other worker's claim each hand their row to a delayed send-email job (jobId = row id).
    await expect
      .poll(async () => Promise.all([failing!, held].map((id) => producer.mailQueue.getJobState(id))), { timeout: 10_000, interval: 50 })
      .toEqual(["delayed", "delayed"]);
    await expect.poll(async () => (await Promise.all(others.map(rowOf))).map((r) => r.status), { timeout: 10_000, interval: 100 }).toEqual(["SENT", "SENT"]);
    await expect
      .poll(async () => (await Promise.all([failing!, held].map(rowOf))).map((r) => r.status), { timeout: 20_000, interval: 100 })
      .toEqual(["SENT", "SENT"]);
    expect((await rowOf(failing!)).attempts).toBe(2);
    expect((await rowOf(held)).sentAt!.getTime()).toBeGreaterThanOrEqual(leaseUntil.getTime());
    // Each row reached the transport once, but for the failed try.
    expect(calls.map((c) => c.id).sort()).toEqual([failing!, failing!, held, ...others].sort());
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const received: Buffer[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const { deps } = await setup({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const id = await queueEmail(deps, {
      kind: "prueba",
      to: "smtp@example.com",
      subject: "Por SMTP: información",
      text: "Envío por SMTP con tildes: acción, ñandú.",
    });
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 20_000, interval: 100 }).toBe("SENT");
    expect((await rowOf(id)).emlPath).toBeNull();
    expect(received).toHaveLength(1);
    const parsed = await simpleParser(received[0]!);
    expect(addressOf(parsed.to)).toBe("smtp@example.com");
    expect(parsed.subject).toBe("Por SMTP: información");
    expect(parsed.text?.trim()).toBe("Envío por SMTP con tildes: acción, ñandú.");
    const messageId = (await rowOf(id)).messageId;
    expect(parsed.messageId).toBe(messageId);

    // A re-send after a crash (the claim left behind, expired) carries the same Message-ID, even from another sender.
    await services.db.emailMessage.update({ where: { id }, data: { status: "SENDING", leaseUntil: new Date(Date.now() - 1_000) } });
    const other = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Otro <otro@otro.example>");
    cleanups.push(() => other.close());
    expect(await sendEmailMessage({ db: services.db, transport: other, log: createTestLogger().log }, id)).toBe("sent");
    expect(received).toHaveLength(2);
    expect((await simpleParser(received[1]!)).messageId).toBe(messageId);
  });

  it("sends many messages over the few SMTP connections of its pool (SMTP_MAX_CONNECTIONS), each once", async () => {
    let connections = 0;
    const recipients: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          recipients.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    const { producer } = await setup({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_MAX_CONNECTIONS: "2" } });
    const ids = await insertRows("agrupado", 24);
    await SEND_EMAILS_JOB.enqueue(producer.mailQueue, { emailMessageIds: ids });
    await expect.poll(async () => (await Promise.all(ids.map(rowOf))).filter((r) => r.status === "SENT").length, { timeout: 20_000, interval: 100 }).toBe(24);
    expect(recipients.sort()).toEqual(Array.from({ length: 24 }, (_, i) => `agrupado${i}@example.com`).sort());
    // A connection per message before (24); the pool's two carry them all.
    expect(connections).toBeLessThanOrEqual(2);
  });
});
