import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestLogger } from "../testing/test-logger.ts";
import { startTestServices, type TestServices } from "../testing/test-services.ts";
import { queueEmail } from "./outbox.ts";
import { EmailMessageNotFoundError, markEmailFailed, sendEmailMessage } from "./send-email-message.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";

describe("sendEmailMessage", () => {
  let services: TestServices;
  const dataDir = mkdtempSync(join(tmpdir(), "portal-send-"));
  const { log } = createTestLogger();
  let transport: MailTransport;
  const failing: MailTransport = {
    kind: "smtp",
    send: async () => {
      throw new Error("550 buzón no disponible");
    },
    close: async () => {},
  };

  beforeAll(async () => {
    services = await startTestServices();
    transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: "Portal <no-responder@portal.local>", dataDir });
  });
  afterAll(async () => {
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const store = (to = "pedro@example.com") =>
    queueEmail({ db: services.db, mailQueue: null, log }, { kind: "prueba", to, subject: "Confirmación", text: "Tu solicitud fue radicada." });

  it("sends, marks SENT with sentAt and emlPath, and is idempotent", async () => {
    const id = await store();
    expect(await sendEmailMessage({ db: services.db, transport, log }, id)).toBe("sent");
    const row = await services.db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "SENT", attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(readFileSync(row.emlPath!, "utf8")).toContain("To: pedro@example.com");
    expect(await sendEmailMessage({ db: services.db, transport, log }, id)).toBe("already-sent");
    expect((await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).emlPath).toBe(row.emlPath);
  });

  it("on a transport error counts the attempt, keeps lastError and rethrows", async () => {
    const id = await store("falla@example.com");
    await expect(sendEmailMessage({ db: services.db, transport: failing, log }, id)).rejects.toThrow("550 buzón no disponible");
    await expect(sendEmailMessage({ db: services.db, transport: failing, log }, id)).rejects.toThrow();
    expect(await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", attempts: 2, lastError: "550 buzón no disponible" });
    expect(await markEmailFailed(services.db, id, new Error("550 buzón no disponible"))).toBe(true);
    expect(await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED" });
    expect(await sendEmailMessage({ db: services.db, transport, log }, id)).toBe("already-failed");
  });

  it("never downgrades a SENT row to FAILED", async () => {
    const id = await store();
    await sendEmailMessage({ db: services.db, transport, log }, id);
    expect(await markEmailFailed(services.db, id, "tarde")).toBe(false);
    expect((await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).status).toBe("SENT");
  });

  it("a missing row is an error (so the job is retried), not a silent success", async () => {
    await expect(sendEmailMessage({ db: services.db, transport, log }, randomUUID())).rejects.toBeInstanceOf(EmailMessageNotFoundError);
  });
});
