import { rmSync } from "node:fs";
import { dayToDate } from "@portal/core/complaint-forms/business-days";
import { sendDailyReminders } from "@portal/core/complaint-forms/daily-reminders";
import { runSeed } from "@portal/core/seed/seed";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { NO_QUEUES } from "@portal/jobs/queues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../../test-helpers.ts";

const ADMIN_EMAIL = "pqrs@alcaldia.gov.co";
const OFFICIAL = "funcionaria@alcaldia.gov.co";
const HEAD = "jefe.hacienda@alcaldia.gov.co";
/** Filed Monday 16 March 2026: 15 business days skip San José (Monday 23 March) and Holy Thursday and Friday (2–3 April), due Thursday 9 April. */
const FILED = new Date("2026-03-16T10:00:00-05:00");
const DUE = "2026-04-09";
const at = (day: string) => new Date(`${day}T07:00:00-05:00`);

let services: TestServices;
let trackingSeq = 700_000_000_000_000_000n;
let dependencyId: number;
let officialId: number;

async function request(extra: { assigned?: boolean; suspended?: boolean; answerableDate?: string } = {}) {
  trackingSeq++;
  const row = await services.db.complaintForm.create({
    data: {
      trackingID: trackingSeq,
      complaintFormTypeID: 2,
      description: "Solicitud de prueba",
      responseTypeID: 1,
      email: "ciudadano@correo.co",
      date: FILED,
      answerableDate: dayToDate(extra.answerableDate ?? DUE),
      ...(extra.assigned === false ? {} : { dependencyId, responsibleUserId: officialId, assignedAt: FILED }),
      ...(extra.suspended ? { completionRequestedAt: new Date("2026-03-18T10:00:00-05:00"), suspendedDaysLeft: 13 } : {}),
    },
  });
  return { id: row.complaintFormID, trackingID: row.trackingID.toString() };
}

function deps() {
  return { db: services.db, env: testEnv(services), log: createTestLogger().log, settings: createSettingsStore(services.db), queues: NO_QUEUES };
}
const alerts = async (day: string) => (await sendDailyReminders(deps(), at(day))).alerts;
const mails = (kind: string, to: string) => services.db.emailMessage.findMany({ where: { kind, to }, orderBy: { createdAt: "asc" } });

describe("term reminders to the responsible official and escalation when the term is exceeded", () => {
  let assigned: { id: number; trackingID: string };
  let suspended: { id: number; trackingID: string };
  let unassigned: { id: number; trackingID: string };
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    const env = testEnv(services, { ADMIN_EMAIL, ADMIN_PASSWORD: "Admin-12345" });
    await runSeed(services.db, env);
    rmSync(env.dataDir, { recursive: true, force: true });
    const official = await services.db.user.create({
      data: { email: OFFICIAL, friendlyName: "luisa-gomez", name: "Luisa", lastname: "Gómez", permissions: { create: [{ permission: "Tickets" }] } },
    });
    const head = await services.db.user.create({
      data: { email: HEAD, friendlyName: "jorge-ruiz", name: "Jorge", lastname: "Ruiz", permissions: { create: [{ permission: "Tickets" }] } },
    });
    officialId = official.id;
    const dependency = await services.db.dependency.create({
      data: { name: "Secretaría de Hacienda", headUserId: head.id, members: { create: [{ userId: official.id }, { userId: head.id }] } },
    });
    dependencyId = dependency.id;
    assigned = await request();
    suspended = await request({ suspended: true });
    unassigned = await request({ assigned: false });
  });
  afterAll(async () => {
    await services?.stop();
  });

  it("reaches 50 % on the 8th business day, counting San José as a holiday; once, whatever the reruns", async () => {
    // Thursday 26 March is the 7th business day (7/15 < 50 %): no reminder yet.
    expect((await alerts("2026-03-26")).reminders50).toEqual([]);
    expect((await alerts("2026-03-27")).reminders50).toEqual([OFFICIAL]);
    const [reminder] = await mails("pqrds-term-reminder", OFFICIAL);
    expect(reminder!.subject).toBe("PQRDS al 50 % del término");
    expect(reminder!.text).toContain(assigned.trackingID);
    expect(reminder!.text).not.toContain(suspended.trackingID);
    expect(reminder!.text).toContain("quedan 7 días hábiles");
    // Reruns the same day and the next business days send nothing again.
    expect(await alerts("2026-03-27")).toEqual({ reminders50: [], reminders80: [], exceeded: [] });
    expect(await alerts("2026-03-30")).toEqual({ reminders50: [], reminders80: [], exceeded: [] });
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: assigned.id, action: "term.reminder-50" } })).toBe(1);
  });

  it("reaches 80 % on the Monday after Holy Week (the holidays do not count), not before", async () => {
    // Wednesday 1 April: 11/15 (73 %).
    expect((await alerts("2026-04-01")).reminders80).toEqual([]);
    // Holy Thursday: the job rests.
    expect((await sendDailyReminders(deps(), at("2026-04-02"))).skipped).toBe(true);
    expect((await alerts("2026-04-06")).reminders80).toEqual([OFFICIAL]);
    expect((await mails("pqrds-term-reminder", OFFICIAL)).at(-1)!.subject).toBe("PQRDS al 80 % del término");
    expect((await alerts("2026-04-07")).reminders80).toEqual([]);
  });

  it("tells the dependency head and the PQRs administrators once when the term is exceeded; suspended requests never", async () => {
    // The due day itself is still within the term.
    expect((await alerts(DUE)).exceeded).toEqual([]);
    const result = await alerts("2026-04-10");
    expect(result.exceeded.sort()).toEqual([ADMIN_EMAIL, HEAD].sort());
    const [toHead] = await mails("pqrds-term-exceeded", HEAD);
    expect(toHead!.text).toContain(`${assigned.trackingID} — Petición`);
    expect(toHead!.text).toContain("Secretaría de Hacienda — responsable: Luisa Gómez");
    // The head of a dependency hears of its requests only; the administrators of every request.
    expect(toHead!.text).not.toContain(unassigned.trackingID);
    const [toAdmin] = await mails("pqrds-term-exceeded", ADMIN_EMAIL);
    expect(toAdmin!.text).toContain(unassigned.trackingID);
    expect(toAdmin!.text).toContain("sin dependencia asignada");
    for (const m of [toHead!, toAdmin!]) expect(m.text).not.toContain(suspended.trackingID);

    expect((await alerts("2026-04-13")).exceeded).toEqual([]);
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: suspended.id, action: { startsWith: "term." } } })).toBe(0);
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: assigned.id, action: "term.exceeded" } })).toBe(1);
    // The existing digest to the PQRs staff leaves suspended requests out too.
    const digest = await services.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-reminder", to: ADMIN_EMAIL }, orderBy: { createdAt: "desc" } });
    expect(digest.text).toContain(assigned.trackingID);
    expect(digest.text).not.toContain(suspended.trackingID);
  });

  it("a request assigned late, past 80 %, gets only the 80 % reminder; an inactive official none", async () => {
    // Filed 16 March, due 9 April: on 7 April it is at 13/15.
    const late = await request();
    const result = await alerts("2026-04-07");
    expect(result).toMatchObject({ reminders50: [], reminders80: [OFFICIAL] });
    const actions = (await services.db.complaintFormHistory.findMany({ where: { complaintFormID: late.id } })).map((h) => h.action);
    expect(actions).toEqual(["term.reminder-80"]);

    await services.db.user.update({ where: { id: officialId }, data: { active: false } });
    const another = await request();
    expect((await alerts("2026-04-08")).reminders80).toEqual([]);
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: another.id } })).toBe(0);
  });

  it("an official or a dependency head who lost every permission (a citizen again) hears of no request", async () => {
    await services.db.user.update({ where: { id: officialId }, data: { active: true } });
    await services.db.userPermission.deleteMany({ where: { user: { email: { in: [OFFICIAL, HEAD] } } } });
    const open = await request();
    const overdue = await request({ answerableDate: "2026-04-07" });
    const result = await alerts("2026-04-08");
    expect(result.reminders80).toEqual([]);
    expect(result.exceeded).toEqual([ADMIN_EMAIL]);
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: open.id } })).toBe(0);
    expect((await mails("pqrds-term-exceeded", HEAD)).map((m) => m.text).join("\n")).not.toContain(overdue.trackingID);
  });

  it("two runs at once (a stalled job handed to a second worker while the first still runs) send each alert once", async () => {
    const overdue = await request({ answerableDate: "2026-04-08", assigned: false });
    const [a, b] = await Promise.all([alerts("2026-04-09"), alerts("2026-04-09")]);
    expect([...a.exceeded, ...b.exceeded]).toEqual([ADMIN_EMAIL]);
    expect(await services.db.complaintFormHistory.count({ where: { complaintFormID: overdue.id, action: "term.exceeded" } })).toBe(1);
    expect((await mails("pqrds-term-exceeded", ADMIN_EMAIL)).filter((m) => m.text.includes(overdue.trackingID))).toHaveLength(1);
  });
});
