import { addCalendarDays, answerableDay, bogotaDay, dayToDate, loadBusinessCalendar, startOfBogotaDay } from "@portal/core/complaint-forms/business-days";
import { addCalendarMonths } from "@portal/core/complaint-forms/lifecycle-rules";
import { withdrawExpiredRequests } from "@portal/core/complaint-forms/tacit-withdrawal";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { mailedToken, personalRequest, submit } from "./complaint-forms-testing.ts";

/** Ley 1581 de 2012: a consulta (art. 14) 10 business days + 5; a reclamo (art. 15) 15 + 8, "reclamo en trámite" meanwhile. */
let h: ApiHarness;
let citizen: { token: string };
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  citizen = await h.registerCitizen();
});

async function file(personalDataKind?: number) {
  const before = new Date();
  const res = await submit(
    h,
    personalRequest({ complaintFormTypeID: 8, ...(personalDataKind ? { personalDataKind, personalDataKindAsked: true } : {}) }),
    citizen.token,
  );
  expect(res.status).toBe(201);
  const staff = await h.login();
  const track = async () =>
    (await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: res.body.trackingID, ...(await h.captcha("tracking")) })).body;
  const extend = (days: number) =>
    h.call(
      "PUT",
      `/api/v1/complaintforms/admin/${res.body.complaintFormID}/extend`,
      { days, reason: "Se requiere revisar las bases de datos de la Secretaría de Hacienda." },
      staff,
    );
  return { res, before, track, extend, calendar: await loadBusinessCalendar(h.db) };
}

describe("personal-data requests: consulta or reclamo", () => {
  it("a reclamo (correct, update or delete) is due in 15 business days, extends by 8 at most, and carries 'reclamo en trámite' until decided", async () => {
    const { res, before, track, extend, calendar } = await file(2);
    expect(res.body.answerableDate).toBe(answerableDay(calendar, before, 15));
    expect(res.body.complaintFormType.name).toBe("Solicitud de datos personales: Corregir, actualizar o suprimir mis datos personales");
    expect((await track()).term).toMatchObject({ rule: "15 días hábiles, Ley 1581 de 2012, art. 15", businessDays: 15, claimInProgress: true });
    expect((await extend(9)).body.error.message).toMatch(/^La prórroga no puede superar 8 días hábiles/);
    expect((await extend(8)).status).toBe(200);

    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", res.body.trackingID);
    const answered = await h.call("PUT", `/api/v1/complaintforms/${manage}`, {
      answer: "Corregimos su dirección en la base de datos de contribuyentes.",
      resolve: true,
    });
    expect(answered.status).toBe(200);
    expect((await track()).term).toMatchObject({ claimInProgress: false });
  });

  it("a consulta is due in 10 business days and extends by 5 at most; revoking the authorisation is a reclamo", async () => {
    const consulta = await file(1);
    expect(consulta.res.body.answerableDate).toBe(answerableDay(consulta.calendar, consulta.before, 10));
    expect((await consulta.track()).term).toMatchObject({ rule: "10 días hábiles, Ley 1581 de 2012, art. 14", claimInProgress: false });
    expect((await consulta.extend(6)).body.error.message).toMatch(/^La prórroga no puede superar 5 días hábiles/);

    const revoke = await file(3);
    expect(revoke.res.body.answerableDate).toBe(answerableDay(revoke.calendar, revoke.before, 15));
    expect((await revoke.track()).term).toMatchObject({ claimInProgress: true });
  });

  it("a client following spec 01 (no choice sent) files a consulta; the portal's form must choose", async () => {
    const spec = await file();
    expect(spec.res.body.answerableDate).toBe(answerableDay(spec.calendar, spec.before, 10));
    const unchosen = await submit(h, personalRequest({ complaintFormTypeID: 8, personalDataKindAsked: true }), citizen.token);
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.error.details).toContainEqual({ path: "personalDataKind", message: "Debes elegir qué quieres hacer con tus datos personales" });
  });

  it("an incomplete reclamo is required within 5 business days, and two months later without the information it is withdrawn (art. 15)", async () => {
    const staff = await h.login();
    const requirement = { completionRequest: "Indica qué dato de tu dirección debemos corregir y adjunta un recibo de servicios." };
    const require = (complaintFormID: number) => h.call("PUT", `/api/v1/complaintforms/admin/${complaintFormID}/completion-request`, requirement, staff);

    // Filed six business days ago: past the 5 days of Ley 1581 (a petition would still be within art. 17's 10).
    const late = await file(2);
    let filedDay = bogotaDay();
    while (late.calendar.businessDaysBetween(filedDay, bogotaDay()) < 6) filedDay = addCalendarDays(filedDay, -1);
    await h.db.complaintForm.update({ where: { complaintFormID: late.res.body.complaintFormID }, data: { date: startOfBogotaDay(filedDay) } });
    expect((await require(late.res.body.complaintFormID)).body.error.details[0].message).toBe(
      "Solo se puede requerir al ciudadano que complete la solicitud dentro de los 5 días hábiles siguientes a su radicación",
    );

    const claim = await file(2);
    const required = await require(claim.res.body.complaintFormID);
    expect(required.status).toBe(200);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: claim.res.body.complaintFormID } });
    const deadline = claim.calendar.nextBusinessDayFrom(addCalendarMonths(bogotaDay(), 2));
    expect(row.completionDeadline).toEqual(dayToDate(deadline));
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-completion-request", text: { contains: claim.res.body.trackingID } } });
    expect(mail.text).toContain("artículo 15 de la Ley 1581 de 2012");

    const noon = (day: string) => new Date(startOfBogotaDay(day).getTime() + 12 * 3600_000);
    expect((await withdrawExpiredRequests(h.deps, noon(deadline))).withdrawn).not.toContain(claim.res.body.trackingID);
    expect((await withdrawExpiredRequests(h.deps, noon(addCalendarDays(deadline, 1)))).withdrawn).toContain(claim.res.body.trackingID);
    const notice = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-withdrawal", text: { contains: claim.res.body.trackingID } } });
    expect(notice.text).toContain("El plazo de dos meses");
    expect(notice.text).toContain("artículo 15 de la Ley 1581 de 2012");
  });

  it("the mailed completion link of a reclamo still works seven weeks later, within its two months", async () => {
    const staff = await h.login();
    const claim = await file(2);
    const requirement = { completionRequest: "Indica qué dato de tu dirección debemos corregir y adjunta un recibo de servicios." };
    const required = await h.call("PUT", `/api/v1/complaintforms/admin/${claim.res.body.complaintFormID}/completion-request`, requirement, staff);
    expect(required.status).toBe(200);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-completion-request", text: { contains: claim.res.body.trackingID } } });
    const token = mail.text.match(/completar=([A-Za-z0-9_-]{43})/)![1]!;

    // Required 50 days ago: the link, the requirement and its deadline move back together; the deadline (two months
    // after the requirement) is still ahead, so the citizen may still complete the reclamo through the mailed link.
    const back = (d: Date) => new Date(d.getTime() - 50 * 24 * 3600_000);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: claim.res.body.complaintFormID } });
    const deadline = addCalendarDays(bogotaDay(row.completionDeadline!), -50);
    expect(deadline > bogotaDay()).toBe(true);
    await h.db.complaintForm.update({
      where: { complaintFormID: row.complaintFormID },
      data: { completionRequestedAt: back(row.completionRequestedAt!), completionDeadline: dayToDate(deadline) },
    });
    const link = await h.db.complaintFormToken.findFirstOrThrow({ where: { complaintFormID: row.complaintFormID, purpose: "complete" } });
    await h.db.complaintFormToken.update({ where: { id: link.id }, data: { createdAt: back(link.createdAt), expiresAt: back(link.expiresAt) } });

    const info = await h.call("GET", `/api/v1/complaintforms/completion/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ trackingID: claim.res.body.trackingID, completionDeadline: deadline });
    const done = await h.call("PUT", `/api/v1/complaintforms/completion/${token}`, { completionText: "Corrijan el número de la casa: es 20-30, no 20-03." });
    expect(done.status).toBe(200);
  });
});
