import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NO_QUEUES } from "@portal/jobs/queues";
import { MAIL_LIMITS } from "@portal/schemas/mail/mail-limits";
import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { describe, expect, it } from "vitest";
import { acknowledgementEmail, staffNotificationEmail } from "../complaint-forms/emails.ts";
import { STAFF_DIGEST_KIND } from "../complaint-forms/staff-digest-email.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { useMailSuite } from "../testing/mail-suite.ts";
import { createTestLogger, LOG_LEVELS } from "../testing/test-logger.ts";
import { flushDigests } from "./digests.ts";
import { queueEmail } from "./outbox.ts";
import { sendEmailMessage } from "./send-email-message.ts";

describe("mail policies: per-recipient limit and staff digests", () => {
  const mail = useMailSuite("portal-policies-");

  it("acknowledgements past the recipient's limit are not sent: the row is SUPPRESSED with the reason and logged", async () => {
    const { log, records } = createTestLogger();
    const rateLimits = createRateLimits(mail.services.redis, { keyPrefix: randomUUID() });
    const to = `Victima-${randomUUID().slice(0, 8)}@Example.com`;
    const limit = RATE_LIMITS.mailRecipient.points;
    const ids: string[] = [];
    for (let i = 0; i < limit + 2; i++) {
      // The address as typed varies in case: still one recipient.
      const email = acknowledgementEmail({
        to: i % 2 ? to.toLowerCase() : to,
        entityName: "Alcaldía",
        typeName: "Petición",
        trackingID: `2026112200000000${i}`,
        answerableDate: "2026-12-10",
        trackingUrl: "https://portal.local/consulta",
        accessKey: "ABCD-EFGH-JKMN",
        appointment: null,
      });
      ids.push(await queueEmail({ db: mail.services.db, queues: NO_QUEUES, log }, email));
    }
    const outcomes = [];
    for (const id of ids) outcomes.push(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log, rateLimits }, id));
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(limit);
    expect(outcomes.slice(limit)).toEqual(["suppressed", "suppressed"]);
    const suppressed = await mail.services.db.emailMessage.findMany({ where: { id: { in: ids.slice(limit) } } });
    for (const row of suppressed) {
      expect(row.status).toBe("SUPPRESSED");
      expect(row.suppressedReason).toMatch(/Límite de correos por destinatario/);
      expect(row.sentAt).toBeNull();
    }
    const files = readdirSync(join(mail.dataDir, "mail"));
    for (const id of ids.slice(limit)) expect(files).not.toContain(`${id}.eml`);
    expect(records.filter((r) => r.level === LOG_LEVELS.warn && /suprimido/.test(r.msg))).toHaveLength(2);
    // A suppressed row is settled: sending it again does nothing.
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log, rateLimits }, ids.at(-1)!)).toBe("suppressed");
  });

  it("a burst of 13 filings mails each staff address 3 notices and one digest, not 13 notices", async () => {
    const { log } = createTestLogger("silent");
    const staff = [`jefe-${randomUUID().slice(0, 8)}@entidad.gov.co`, `auxiliar-${randomUUID().slice(0, 8)}@entidad.gov.co`];
    const outcomes: Record<string, string[]> = Object.fromEntries(staff.map((to) => [to, []]));
    for (let filing = 0; filing < 13; filing++) {
      for (const to of staff) {
        const notice = staffNotificationEmail({
          to,
          entityName: "Alcaldía de Prueba",
          typeName: "Petición",
          trackingID: `20261122777000${String(filing).padStart(4, "0")}`,
          answerableDate: "2026-12-10",
          link: `https://portal.local/pqrs/token-${filing}`,
          validDays: 30,
          anonymous: true,
        });
        outcomes[to]!.push(
          await sendEmailMessage(
            { db: mail.services.db, transport: mail.transport, log },
            await queueEmail({ db: mail.services.db, queues: NO_QUEUES, log }, notice),
          ),
        );
      }
    }
    for (const to of staff) expect(outcomes[to]).toEqual([...Array(3).fill("sent"), ...Array(10).fill("batched")]);
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log }, { holdMs: 0 })).toEqual({ digests: 2, notices: 20 });

    // STAFF_DIGEST_AFTER_NOTICES (the worker's digestAfter) moves the threshold.
    const to = `otra-${randomUUID().slice(0, 8)}@entidad.gov.co`;
    const sent = [];
    for (let filing = 0; filing < 5; filing++) {
      const notice = staffNotificationEmail({
        to,
        entityName: "Alcaldía de Prueba",
        typeName: "Petición",
        trackingID: `20261122888000${filing}`,
        answerableDate: "2026-12-10",
        link: `https://portal.local/pqrs/token-${filing}`,
        validDays: 30,
        anonymous: true,
      });
      const id = await queueEmail({ db: mail.services.db, queues: NO_QUEUES, log }, notice);
      sent.push(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log, digestAfter: { [notice.kind]: 100 } }, id));
    }
    expect(sent).toEqual(Array(5).fill("sent"));
  });

  it("staff notices past the threshold within the window are held and go out as one digest with every link", async () => {
    const { log } = createTestLogger("silent");
    const to = `funcionario-${randomUUID().slice(0, 8)}@entidad.gov.co`;
    const { afterNotices } = MAIL_LIMITS.staffDigest;
    const extra = 3;
    const ids: string[] = [];
    for (let i = 0; i < afterNotices + extra; i++) {
      const notice = staffNotificationEmail({
        to,
        entityName: "Alcaldía de Prueba",
        typeName: "Queja",
        trackingID: `20261122555000${String(i).padStart(4, "0")}`,
        answerableDate: "2026-12-10",
        link: `https://portal.local/pqrs/token-${i}-abcdefghijklmnopqrstuvwxyz`,
        validDays: 30,
        anonymous: false,
      });
      ids.push(await queueEmail({ db: mail.services.db, queues: NO_QUEUES, log }, notice));
    }
    const outcomes = [];
    for (const id of ids) outcomes.push(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, id));
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(afterNotices);
    expect(outcomes.slice(afterNotices)).toEqual(Array(extra).fill("batched"));

    // Not yet due: nothing is written before the oldest held notice has waited the window.
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log })).toEqual({ digests: 0, notices: 0 });
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log }, { holdMs: 0 })).toEqual({ digests: 1, notices: extra });
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log }, { holdMs: 0 })).toEqual({ digests: 0, notices: 0 });

    const digest = await mail.services.db.emailMessage.findFirstOrThrow({ where: { kind: STAFF_DIGEST_KIND, to } });
    const held = await mail.services.db.emailMessage.findMany({ where: { id: { in: ids.slice(afterNotices) } } });
    for (const row of held) {
      expect(row).toMatchObject({ status: "BATCHED", digestId: digest.id });
      expect(row.text).not.toMatch(/token-\d+/); // the digest carries the links now
    }
    for (let i = afterNotices; i < afterNotices + extra; i++) expect(digest.text).toContain(`https://portal.local/pqrs/token-${i}-abcdefghijklmnopqrstuvwxyz`);
    expect(digest.subject).toBe(`Resumen de nuevas PQRDS radicadas (${extra})`);
    expect(await sendEmailMessage({ db: mail.services.db, transport: mail.transport, log }, digest.id)).toBe("sent");
    expect(readFileSync(join(mail.dataDir, "mail", `${digest.id}.eml`), "utf8")).toMatch(/^To: funcionario-/m);
  });
  it("a soak's thousands of held notices go out as one digest: every one linked and redacted, the oldest listed", async () => {
    const { log } = createTestLogger("silent");
    const to = `soak-${randomUUID().slice(0, 8)}@entidad.gov.co`;
    const held = 4000;
    const start = Date.now() - 60 * 60_000;
    const notice = (i: number) =>
      staffNotificationEmail({
        to,
        entityName: "Alcaldía de Prueba",
        typeName: "Petición",
        trackingID: `20261122777${String(i).padStart(6, "0")}`,
        answerableDate: "2026-12-10",
        link: `https://portal.local/pqrs/soak-${i}-abcdefghijklmnopqrstuvwxyz`,
        validDays: 30,
        anonymous: false,
      });
    await mail.services.db.emailMessage.createMany({
      data: Array.from({ length: held }, (_, i) => {
        const { kind, subject, text, html, data } = notice(i);
        return { kind, to, subject, text, html, data: data as object, status: "BATCHED", createdAt: new Date(start + i * 100) };
      }),
    });
    const started = Date.now();
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log })).toEqual({ digests: 1, notices: held });
    expect(Date.now() - started).toBeLessThan(30_000);
    const digest = await mail.services.db.emailMessage.findFirstOrThrow({ where: { kind: STAFF_DIGEST_KIND, to } });
    expect(digest.subject).toBe(`Resumen de nuevas PQRDS radicadas (${held})`);
    expect(digest.text).toContain(`https://portal.local/pqrs/soak-0-abcdefghijklmnopqrstuvwxyz`);
    expect(digest.text).toContain(`https://portal.local/pqrs/soak-${MAIL_LIMITS.digestListedMax - 1}-abcdefghijklmnopqrstuvwxyz`);
    expect(digest.text).not.toContain(`soak-${MAIL_LIMITS.digestListedMax}-`);
    expect(digest.text).toContain("encuentras las demás en el administrador de PQRDS");
    expect(await mail.services.db.emailMessage.count({ where: { to, status: "BATCHED", digestId: digest.id, redactedAt: { not: null } } })).toBe(held);
    expect(await mail.services.db.emailMessage.count({ where: { to, status: "BATCHED", text: { contains: "abcdefghijklmnopqrstuvwxyz" } } })).toBe(0);
    // Nothing left for the next tick.
    expect(await flushDigests({ db: mail.services.db, queues: NO_QUEUES, log }, { holdMs: 0 })).toEqual({ digests: 0, notices: 0 });
  }, 120_000);
});
