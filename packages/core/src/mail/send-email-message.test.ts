import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NO_QUEUES } from "@portal/jobs/queues";
import { describe, expect, it } from "vitest";
import { useMailSuite } from "../testing/mail-suite.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { queueEmail } from "./outbox.ts";
import {
  claimEmailMessages,
  EmailLeaseHeldError,
  EmailMessageNotFoundError,
  markEmailFailed,
  sendClaimedEmail,
  sendEmailMessage,
} from "./send-email-message.ts";
import type { MailTransport } from "./transport.ts";

describe("sendEmailMessage", () => {
  const mail = useMailSuite("portal-send-");
  const { log } = createTestLogger();
  const failing: MailTransport = {
    kind: "smtp",
    messageIdFor: (id) => `<${id}@portal.local>`,
    send: async () => {
      throw new Error("550 buzón no disponible");
    },
    close: async () => {},
  };

  const store = (to = "pedro@example.com") =>
    queueEmail({ db: mail.services.db, queues: NO_QUEUES, log }, { kind: "prueba", to, subject: "Confirmación", text: "Tu solicitud fue radicada." });

  it("sends, marks SENT with sentAt and emlPath, and is idempotent", async () => {
    const id = await store();
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)).toBe("sent");
    const row = await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "SENT", attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(readFileSync(row.emlPath!, "utf8")).toContain("To: pedro@example.com");
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)).toBe("already-sent");
    expect((await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).emlPath).toBe(row.emlPath);
  });

  it("on a transport error counts the attempt, keeps lastError and rethrows", async () => {
    const id = await store("falla@example.com");
    await expect(sendEmailMessage({ db: mail.services.db, transport: failing, log }, id)).rejects.toThrow("550 buzón no disponible");
    await expect(sendEmailMessage({ db: mail.services.db, transport: failing, log }, id)).rejects.toThrow();
    expect(await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "PENDING",
      attempts: 2,
      lastError: "550 buzón no disponible",
    });
    expect(await markEmailFailed(mail.services.db, id, new Error("550 buzón no disponible"))).toBe(true);
    expect(await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "FAILED" });
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)).toBe("already-failed");
  });

  it("never downgrades a SENT row to FAILED", async () => {
    const id = await store();
    await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id);
    expect(await markEmailFailed(mail.services.db, id, "tarde")).toBe(false);
    expect((await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).status).toBe("SENT");
  });

  it("a missing row is an error (so the job is retried), not a silent success", async () => {
    await expect(sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, randomUUID())).rejects.toBeInstanceOf(EmailMessageNotFoundError);
  });

  it("a worker that died after writing the file but before marking SENT: the retry waits for the lease, then rewrites the same file", async () => {
    const id = await store("lease@example.com");
    // What a worker killed mid-send leaves behind: its claim (SENDING + lease) and the message already written.
    await mail.services.db.emailMessage.update({
      where: { id },
      data: { status: "SENDING", leaseUntil: new Date(Date.now() + 60_000), messageId: "<fijo@portal.local>" },
    });
    await mail.transport.send({ id, messageId: "<fijo@portal.local>", to: "lease@example.com", subject: "Confirmación", text: "Tu solicitud fue radicada." });
    // While the lease lasts nobody else sends it; after it, the retry sends the same message again.
    await expect(sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)).rejects.toBeInstanceOf(EmailLeaseHeldError);
    const later = () => new Date(Date.now() + 61_000);
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id, { now: later })).toBe("sent");
    const files = readdirSync(join(mail.dataDir, "mail")).filter((f) => f.startsWith(id));
    expect(files).toEqual([`${id}.eml`]);
    expect(readFileSync(join(mail.dataDir, "mail", files[0]!), "utf8")).toMatch(/^Message-ID: <fijo@portal\.local>\r$/m);
    expect(await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "SENT", messageId: "<fijo@portal.local>" });
  });

  it("two workers racing for one row: one sends, the other finds it claimed", async () => {
    const id = await store("carrera@example.com");
    const results = await Promise.allSettled([1, 2, 3].map(() => sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)));
    const sent = results.filter((r) => r.status === "fulfilled" && r.value === "sent");
    expect(sent).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(EmailLeaseHeldError);
    expect((await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } })).attempts).toBe(1);
  });

  it("keeps no live link in the stored copy once sent (the delivered message has it)", async () => {
    const link = "https://portal.example.gov.co/pqrs/AbCdEf0123456789abcdef0123?x=1";
    const id = await queueEmail(
      { db: mail.services.db, queues: NO_QUEUES, log },
      {
        kind: "prueba",
        to: "enlace@example.com",
        subject: "Gestiona",
        text: `Gestiona aquí: ${link}.\nConsulta: https://portal.example.gov.co/consulta`,
        html: `<a href="${link}">Gestionar</a>`,
        data: { link },
      },
    );
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id)).toBe("sent");
    const row = await mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(readFileSync(row.emlPath!, "utf8")).toContain("AbCdEf0123456789abcdef0123");
    for (const stored of [row.text, row.html ?? "", JSON.stringify(row.data)]) expect(stored).not.toContain("AbCdEf0123456789abcdef0123");
    expect(row.text).toContain("https://portal.example.gov.co/pqrs/[enlace retirado].");
    expect(row.text).toContain("Consulta: https://portal.example.gov.co/consulta");
    expect(row.redactedAt).toBeInstanceOf(Date);
  });
});

describe("claimEmailMessages + sendClaimedEmail (a job's rows at once)", () => {
  const mail = useMailSuite("portal-claim-");
  const { log } = createTestLogger();
  const store = (to: string, data?: Record<string, string>) =>
    queueEmail(
      { db: mail.services.db, queues: NO_QUEUES, log },
      {
        kind: "prueba",
        to,
        subject: "Radicado",
        text: "Gestiona aquí: https://portal.example.gov.co/pqrs/AbCdEf0123456789abcdef0123",
        ...(data ? { data } : {}),
      },
    );
  const rowOf = (id: string) => mail.services.db.emailMessage.findUniqueOrThrow({ where: { id } });

  it("claims only the rows that may go now, in one statement; the claimed ones are sent once and redacted", async () => {
    const [fresh, retried, sent, held] = [
      await store("a@example.com", { link: "https://portal.example.gov.co/pqrs/AbCdEf0123456789abcdef0123" }),
      await store("b@example.com"),
      await store("c@example.com"),
      await store("d@example.com"),
    ];
    await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, sent);
    // A crashed worker's expired claim (its Message-ID already fixed), and another worker's live one.
    await mail.services.db.emailMessage.update({
      where: { id: retried },
      data: { status: "SENDING", leaseUntil: new Date(Date.now() - 1_000), messageId: "<fijo-b@portal.local>" },
    });
    await mail.services.db.emailMessage.update({ where: { id: held }, data: { status: "SENDING", leaseUntil: new Date(Date.now() + 60_000) } });
    const missing = randomUUID();

    const claimed = await claimEmailMessages({ db: mail.services.db, transport: mail.transport }, [fresh, retried, sent, held, missing]);
    expect([...claimed.keys()].sort()).toEqual([fresh, retried].sort());
    expect(claimed.get(fresh)).toMatchObject({ firstClaim: true, messageId: `<${fresh}@portal.local>`, to: "a@example.com" });
    expect(claimed.get(retried)).toMatchObject({ firstClaim: false, messageId: "<fijo-b@portal.local>" });
    expect((await rowOf(fresh)).status).toBe("SENDING");
    // Claimed once: a second claim (another worker's job with the same rows) gets none of them.
    expect((await claimEmailMessages({ db: mail.services.db, transport: mail.transport }, [fresh, retried])).size).toBe(0);

    for (const row of claimed.values()) expect(await sendClaimedEmail({ db: mail.services.db, transport: mail.transport, log }, row)).toBe("sent");
    for (const id of [fresh, retried]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "SENT", attempts: 1 });
      expect(row.text).not.toContain("AbCdEf0123456789abcdef0123");
      // The delivered message keeps the link (quoted-printable may fold its line).
      expect(readFileSync(row.emlPath!, "utf8").replaceAll("=\r\n", "")).toContain("AbCdEf0123456789abcdef0123");
    }
    expect(JSON.stringify((await rowOf(fresh)).data)).not.toContain("AbCdEf0123456789abcdef0123");
    expect((await rowOf(held)).status).toBe("SENDING");
  });

  it("a claimed row that waited past half its lease is claimed again before it is sent (another worker may have it by then)", async () => {
    const id = await store("espera@example.com");
    const [row] = [...(await claimEmailMessages({ db: mail.services.db, transport: mail.transport }, [id], { leaseMs: 10_000 })).values()];
    // 6 s later its claim has 4 s left: sent only through a fresh claim, which finds it still held by itself.
    const later = () => new Date(Date.now() + 6_000);
    await expect(sendClaimedEmail({ db: mail.services.db, transport: mail.transport, log }, row!, { leaseMs: 10_000, now: later })).rejects.toBeInstanceOf(
      EmailLeaseHeldError,
    );
    expect((await rowOf(id)).status).toBe("SENDING");
    // Once that claim ran out, it goes.
    expect(
      await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id, { leaseMs: 10_000, now: () => new Date(Date.now() + 11_000) }),
    ).toBe("sent");
  });
});
