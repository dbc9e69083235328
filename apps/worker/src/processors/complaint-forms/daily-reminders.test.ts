import { rmSync } from "node:fs";
import { dayToDate } from "@portal/core/complaint-forms/business-days";
import { sendDailyReminders } from "@portal/core/complaint-forms/daily-reminders";
import { runSeed } from "@portal/core/seed/seed";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { DAILY_REMINDERS_JOB } from "@portal/jobs/complaint-forms/daily-reminders.job";
import { scheduleJob } from "@portal/jobs/define-job";
import { NO_QUEUES, QUEUE_NAMES } from "@portal/jobs/queues";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv, withJobRuntime } from "../../test-helpers.ts";
import { dailyRemindersProcessor } from "./daily-reminders.ts";

const ADMIN_EMAIL = "pqrs@alcaldia.gov.co";
const DELEGATE = "delegada@alcaldia.gov.co";
/** Wednesday 8 April 2026, 7:00 in Bogotá: the week after Holy Week. */
const WEDNESDAY = new Date("2026-04-08T07:00:00-05:00");

let services: TestServices;
let trackingSeq = 100_000_000_000_000_000n;

async function request(answerableDate: string, extra: { status?: number; delegateEmail?: string; date?: Date } = {}) {
  trackingSeq++;
  const row = await services.db.complaintForm.create({
    data: {
      trackingID: trackingSeq,
      complaintFormTypeID: 2,
      description: "Solicitud de prueba",
      responseTypeID: 1,
      email: "ciudadano@correo.co",
      date: extra.date ?? new Date("2026-03-16T10:00:00-05:00"),
      answerableDate: dayToDate(answerableDate),
      status: extra.status ?? 1,
      ...(extra.delegateEmail ? { delegateEmail: extra.delegateEmail, nDelegate: 1 } : {}),
    },
  });
  return row.trackingID.toString();
}

describe("daily PQRDS reminders", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    const env = testEnv(services, { ADMIN_EMAIL, ADMIN_PASSWORD: "Admin-12345" });
    await runSeed(services.db, env);
    rmSync(env.dataDir, { recursive: true, force: true });
    ids.dueTomorrow = await request("2026-04-09");
    ids.overdue = await request("2026-04-06");
    ids.delegatedDueFriday = await request("2026-04-10", { delegateEmail: DELEGATE });
    ids.later = await request("2026-04-20");
    ids.closed = await request("2026-04-07", { status: 2 });
  });
  afterAll(async () => {
    await services?.stop();
  });

  function deps() {
    const env = testEnv(services);
    return { db: services.db, env, log: createTestLogger().log, settings: createSettingsStore(services.db), queues: NO_QUEUES };
  }

  it("e-mails each responsible user the open requests due within two business days or overdue, and each delegate theirs", async () => {
    const result = await sendDailyReminders(deps(), WEDNESDAY);
    expect(result).toMatchObject({ day: "2026-04-08", skipped: false, requests: 3 });
    expect(result.sent.sort()).toEqual([ADMIN_EMAIL, DELEGATE].sort());

    const toAdmin = await services.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-reminder", to: ADMIN_EMAIL } });
    expect(toAdmin.subject).toBe("PQRDS por vencer — 8 de abril de 2026");
    expect(toAdmin.status).toBe("PENDING");
    for (const id of [ids.dueTomorrow, ids.overdue, ids.delegatedDueFriday]) expect(toAdmin.text).toContain(id!);
    for (const id of [ids.later, ids.closed]) expect(toAdmin.text).not.toContain(id!);
    expect(toAdmin.text).toContain(`${ids.overdue} — Petición — vencida hace 2 días hábiles`);
    expect(toAdmin.text).toContain(`${ids.dueTomorrow} — Petición — vence en 1 día hábil`);
    expect(toAdmin.text).toContain("/administrador/pqrs");

    const toDelegate = await services.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-reminder", to: DELEGATE } });
    expect(toDelegate.text).toContain(`${ids.delegatedDueFriday} — Petición — vence en 2 días hábiles`);
    expect(toDelegate.text).not.toContain(ids.overdue!);
  });

  it("sends nothing twice the same day", async () => {
    const before = await services.db.emailMessage.count({ where: { kind: "pqrds-reminder" } });
    const again = await sendDailyReminders(deps(), new Date("2026-04-08T16:00:00-05:00"));
    expect(again.sent).toEqual([]);
    expect(again.alreadySent.sort()).toEqual([ADMIN_EMAIL, DELEGATE].sort());
    expect(await services.db.emailMessage.count({ where: { kind: "pqrds-reminder" } })).toBe(before);
  });

  it("two runs at once (a stalled job handed to a second worker while the first still runs) remind each recipient once", async () => {
    const day = new Date("2026-04-15T07:00:00-05:00");
    await Promise.all([sendDailyReminders(deps(), day), sendDailyReminders(deps(), day)]);
    const reminders = await services.db.emailMessage.findMany({ where: { kind: "pqrds-reminder", subject: "PQRDS por vencer — 15 de abril de 2026" } });
    expect(reminders.map((r) => r.to).sort()).toEqual([ADMIN_EMAIL, DELEGATE].sort());
  });

  it("rests on weekends, public holidays (Viernes Santo) and closure days", async () => {
    expect((await sendDailyReminders(deps(), new Date("2026-04-03T07:00:00-05:00"))).skipped).toBe(true);
    expect((await sendDailyReminders(deps(), new Date("2026-04-11T07:00:00-05:00"))).skipped).toBe(true);
    await services.db.entityClosureDay.create({ data: { date: dayToDate("2026-04-13"), reason: "Inventario" } });
    expect((await sendDailyReminders(deps(), new Date("2026-04-13T07:00:00-05:00"))).skipped).toBe(true);
  });

  it("runs as a job of the complaint-forms queue in the worker, and schedules itself daily at 7:00 Bogotá", async () => {
    const env = testEnv(services);
    try {
      await withJobRuntime({ env, services }, QUEUE_NAMES.complaintForms, [dailyRemindersProcessor], async ({ queue, events }) => {
        // Thursday 9 April: the overdue, the one due today and Friday's are reminded.
        const job = await DAILY_REMINDERS_JOB.enqueue(queue, { now: "2026-04-09T07:00:00-05:00" });
        const result: unknown = await job.waitUntilFinished(events, 30_000);
        // What Redis keeps of the run (7 days): how many, never the officials' addresses.
        expect(result).toMatchObject({ day: "2026-04-09", skipped: false, requests: 3, sent: 2, alreadySent: 0 });
        expect(JSON.stringify(result)).not.toContain("@");
        const mail = await services.db.emailMessage.findFirstOrThrow({
          where: { kind: "pqrds-reminder", to: ADMIN_EMAIL, subject: "PQRDS por vencer — 9 de abril de 2026" },
        });
        expect(mail.text).toContain(`${ids.dueTomorrow} — Petición — vence hoy`);

        // The runtime scheduled it when it started; scheduling again (a restart) keeps one schedule.
        const deadline = Date.now() + 10_000;
        while ((await queue.getJobSchedulers()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(await queue.getJobSchedulers()).toHaveLength(1);
        await scheduleJob(queue, DAILY_REMINDERS_JOB);
        const schedulers = await queue.getJobSchedulers();
        expect(schedulers).toHaveLength(1);
        expect(schedulers[0]).toMatchObject({ key: DAILY_REMINDERS_JOB.schedule?.id, pattern: "0 7 * * *", tz: BOGOTA_TIME_ZONE, name: "daily-reminders" });
      });
    } finally {
      rmSync(env.dataDir, { recursive: true, force: true });
    }
  });
});
