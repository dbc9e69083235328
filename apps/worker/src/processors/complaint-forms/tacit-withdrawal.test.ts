import { dayToDate } from "@portal/core/complaint-forms/business-days";
import { sendDailyReminders } from "@portal/core/complaint-forms/daily-reminders";
import { runSeed } from "@portal/core/seed/seed";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { NO_QUEUES } from "@portal/jobs/queues";
import type { Job } from "bullmq";
import { beforeAll, describe, expect, it } from "vitest";
import type { WorkerContext } from "../../context.ts";
import { useWorkerServices } from "../../test-helpers.ts";
import { processTacitWithdrawal } from "./tacit-withdrawal.ts";

const ctx = useWorkerServices();
let trackingSeq = 200_000_000_000_000_000n;

/** A request asked to complete on Monday 2 March 2026: one month ends on Jueves Santo, so its deadline is Monday 6 April. */
async function suspendedRequest(extra: { completedAt?: Date; email?: string | null } = {}) {
  trackingSeq++;
  const row = await ctx.services.db.complaintForm.create({
    data: {
      trackingID: trackingSeq,
      complaintFormTypeID: 2,
      description: "Solicitud incompleta",
      responseTypeID: 1,
      email: extra.email === undefined ? "ciudadana@correo.co" : extra.email,
      date: new Date("2026-02-25T10:00:00-05:00"),
      answerableDate: dayToDate("2026-03-18"),
      completionRequestedAt: new Date("2026-03-02T09:00:00-05:00"),
      completionRequest: "Adjunta el certificado de tradición.",
      completionDeadline: dayToDate("2026-04-06"),
      suspendedDaysLeft: 12,
      completedAt: extra.completedAt ?? null,
    },
  });
  return row;
}

const run = (now: string) =>
  processTacitWithdrawal(
    { data: { now }, queueName: "complaint-forms", id: "1" } as unknown as Job,
    { db: ctx.services.db, env: ctx.env, log: createTestLogger().log, queues: new Map() } as unknown as WorkerContext,
  );

describe("daily tacit withdrawal (Ley 1755 art. 17)", () => {
  beforeAll(async () => {
    await runSeed(ctx.services.db, testSeedEnv());
  });

  it("closes only the requests past their deadline, with a reasoned notice, once", async () => {
    const pending = await suspendedRequest();
    const postal = await suspendedRequest({ email: null });
    const completed = await suspendedRequest({ completedAt: new Date("2026-03-20T10:00:00-05:00") });

    // The deadline day (Monday 6 April, after Holy Week) still belongs to the citizen.
    expect((await run("2026-04-06T23:59:00-05:00")).withdrawn).toEqual([]);
    const result = await run("2026-04-07T00:30:00-05:00");
    expect(result).toMatchObject({ day: "2026-04-07" });
    expect(result.withdrawn.sort()).toEqual([pending.trackingID.toString(), postal.trackingID.toString()].sort());

    const closed = await ctx.services.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: pending.complaintFormID } });
    expect(closed).toMatchObject({ status: 2, outcome: "withdrawn" });
    const notice = await ctx.services.db.emailMessage.findFirstOrThrow({
      where: { kind: "pqrds-withdrawal", text: { contains: pending.trackingID.toString() } },
    });
    expect(notice.text).toContain("desistimiento tácito");
    expect(notice.text).toContain("Ley 1755 de 2015");
    expect(notice.text).toContain("6 de abril de 2026");
    const actions = (await ctx.services.db.complaintFormHistory.findMany({ where: { complaintFormID: postal.complaintFormID } })).map((h) => h.action);
    expect(actions).toEqual(["withdrawn", "withdrawal.notice-pending"]);
    expect((await ctx.services.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: completed.complaintFormID } })).status).toBe(1);

    // Idempotent: a second run the same day (a retry) changes nothing.
    const emails = await ctx.services.db.emailMessage.count();
    expect((await run("2026-04-07T08:00:00-05:00")).withdrawn).toEqual([]);
    expect(await ctx.services.db.emailMessage.count()).toBe(emails);
  });

  it("the daily reminders never list a suspended request as due", async () => {
    const suspended = await suspendedRequest();
    await ctx.services.db.complaintForm.update({
      where: { complaintFormID: suspended.complaintFormID },
      data: { completionDeadline: dayToDate("2026-05-30") },
    });
    const deps = { db: ctx.services.db, env: ctx.env, log: createTestLogger().log, settings: createSettingsStore(ctx.services.db), queues: NO_QUEUES };
    // One that did resume (completed) and is overdue: it is reminded, the suspended one is not.
    const resumed = await suspendedRequest({ completedAt: new Date("2026-03-20T10:00:00-05:00") });
    await sendDailyReminders(deps, new Date("2026-04-08T07:00:00-05:00"));
    const texts = (await ctx.services.db.emailMessage.findMany({ where: { kind: "pqrds-reminder" } })).map((m) => m.text).join("\n");
    expect(texts).toContain(resumed.trackingID.toString());
    expect(texts).not.toContain(suspended.trackingID.toString());
  });
});

function testSeedEnv() {
  return { ADMIN_EMAIL: "pqrs@alcaldia.gov.co", ADMIN_PASSWORD: "Admin-12345" };
}
