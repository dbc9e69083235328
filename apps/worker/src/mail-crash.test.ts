import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { insertEmailMessage } from "@portal/core/mail/outbox";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import type { TestServices } from "@portal/core/testing/test-services";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB } from "@portal/jobs/mail/send-emails.job";
import { QUEUE_PREFIX } from "@portal/jobs/queues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testProducer } from "./test-helpers.ts";

/** Short lease and job lock, so the restarted worker takes over in seconds rather than the production minute. */
const CRASH_RECOVERY_ENV = { MAIL_SEND_LEASE_SECONDS: "4", JOB_LOCK_SECONDS: "4" };

const workerDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

/** A real worker process (src/main.ts) on the test services; `output` collects its JSON log lines. */
function startWorker(services: TestServices, dataDir: string): { child: ChildProcess; output: string[]; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: workerDir,
    env: { NODE_ENV: "test", DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, DATA_DIR: dataDir, LOG_LEVEL: "info", ...CRASH_RECOVERY_ENV },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr.on("data", (c: Buffer) => output.push(c.toString()));
  const exited = new Promise((r) => child.once("exit", r));
  return { child, output, exited };
}

describe("a worker killed (SIGKILL) while it sends a batch of e-mails", () => {
  let services: TestServices;
  const dataDir = mkdtempSync(join(tmpdir(), "portal-mail-crash-"));
  const mailDir = join(dataDir, "mail");
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  afterAll(async () => {
    // Gone before the database and Redis go back to be shared: a dying worker writes nothing into the next file's.
    await Promise.all(
      workers
        .filter((w) => w.exitCode === null && w.signalCode === null)
        .map((w) => {
          const exited = new Promise((r) => w.once("exit", r));
          w.kill("SIGKILL");
          return exited;
        }),
    );
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const emlFiles = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith(".eml")) : []);

  it("once restarted, leaves every e-mail in the mail directory exactly once and every row SENT", { timeout: 240_000 }, async () => {
    const total = 60;
    const ids: string[] = [];
    for (let i = 0; i < total; i++) {
      const { id } = await insertEmailMessage(services.db, {
        kind: "prueba",
        to: `lote-${i}@example.com`,
        subject: `Mensaje ${i}`,
        text: `Cuerpo del mensaje ${i}`,
      });
      ids.push(id);
    }
    const first = startWorker(services, dataDir);
    workers.push(first.child);
    await expect.poll(() => first.output.join("").includes('"msg":"worker iniciado"'), { timeout: 60_000, interval: 100 }).toBe(true);

    const producer = testProducer(services.redisUrl, QUEUE_PREFIX);
    // In turns of twenty: ten in one send-emails job (a filing's e-mails), ten in jobs of their own (the relay's), so
    // the kill lands inside both kinds.
    for (let i = 0; i < total; i += 20) {
      await SEND_EMAILS_JOB.enqueue(producer.mailQueue, { emailMessageIds: ids.slice(i, i + 10) });
      await Promise.all(ids.slice(i + 10, i + 20).map((emailMessageId) => SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId })));
    }
    await producer.close();

    // Kill it in the middle of the batch.
    await expect.poll(() => emlFiles().length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    first.child.kill("SIGKILL");
    await first.exited;
    const filesAtKill = emlFiles();
    const sentAtKill = new Set(
      (await services.db.emailMessage.findMany({ where: { id: { in: ids }, status: "SENT" }, select: { id: true } })).map((r) => r.id),
    );
    expect(sentAtKill.size).toBeLessThan(total); // the kill did land mid-batch
    // Written but not marked SENT: exactly the messages the old code sent twice (a second file, a second e-mail).
    const inWindow = filesAtKill.filter((f) => !sentAtKill.has(f.replace(/\.eml$/, ""))).length;
    console.info(`kill: ${filesAtKill.length} files, ${sentAtKill.size} rows SENT, ${inWindow} written but not marked SENT`);

    const second = startWorker(services, dataDir);
    workers.push(second.child);
    await expect
      .poll(async () => services.db.emailMessage.count({ where: { id: { in: ids }, status: "SENT" } }), { timeout: 200_000, interval: 500 })
      .toBe(total);

    const files = emlFiles();
    expect(files.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    const messageIds = files.map((f) => /^Message-ID: (.+)\r$/m.exec(readFileSync(join(mailDir, f), "utf8"))?.[1]);
    expect(new Set(messageIds).size).toBe(total);
    const rows = await services.db.emailMessage.findMany({ where: { id: { in: ids } }, select: { id: true, messageId: true, emlPath: true } });
    for (const row of rows) {
      expect(row.emlPath).toBe(join(mailDir, `${row.id}.eml`));
      expect(messageIds).toContain(row.messageId);
    }
    second.child.kill("SIGTERM");
    await second.exited;
  });
});
