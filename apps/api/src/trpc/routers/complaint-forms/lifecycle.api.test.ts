import { formatSpanishDay } from "@portal/core/common/spanish-format";
import { addCalendarDays, bogotaDay, dayToDate, loadBusinessCalendar, startOfBogotaDay } from "@portal/core/complaint-forms/business-days";
import { withdrawExpiredRequests } from "@portal/core/complaint-forms/tacit-withdrawal";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, counts, mailedToken, personalRequest, submit } from "./complaint-forms-testing.ts";

let h: ApiHarness;
let staff: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  staff = await h.login();
});

async function fileRequest(extra: Record<string, unknown> = {}, token?: string) {
  const body = anonymousPetition(extra);
  const res = await submit(h, body, token);
  expect(res.status).toBe(201);
  const trackingID = res.body.trackingID as string;
  return { body, trackingID, complaintFormID: res.body.complaintFormID as number, accessKey: res.body.accessKey as string };
}
const put = (path: string, body: unknown, token?: string | null) => h.call("PUT", `/api/v1/${path}`, body, token);
const track = async (trackingID: string, accessKey?: string) =>
  h.call("POST", "/api/v1/complaintforms/tracking", { trackingID, accessKey, ...(await h.captcha("tracking")) });
const row = (complaintFormID: number) => h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } });

/** Moves a request's filing back so that today is business day `n` after it. */
async function filedBusinessDaysAgo(complaintFormID: number, n: number) {
  const calendar = await loadBusinessCalendar(h.db);
  const today = bogotaDay();
  let day = today;
  while (calendar.businessDaysBetween(day, today) < n) day = addCalendarDays(day, -1);
  // The earliest day with exactly n business days to today (a weekend before it would count the same).
  await h.db.complaintForm.update({ where: { complaintFormID }, data: { date: new Date(startOfBogotaDay(day).getTime() + 10 * 3600_000) } });
}

const TRANSFER = {
  transferEntityName: "Superintendencia de Servicios Públicos Domiciliarios",
  transferEntityEmail: "radicacion@superservicios.gov.co",
  transferReason: "El alumbrado público lo vigila la Superintendencia.",
};

describe("transfer to the competent authority (Ley 1755 art. 21)", () => {
  it("closes the request as Trasladada, sends the copy with the content to the entity and tells the citizen its name", async () => {
    const { complaintFormID, trackingID, body, accessKey } = await fileRequest();
    const res = await put(`complaintforms/admin/${complaintFormID}/transfer`, TRANSFER, staff);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("La solicitud se trasladó a la entidad competente y se informó al ciudadano");
    expect(res.body.complaintForm).toMatchObject({
      status: 2,
      lifecycle: { outcome: "transferred", outcomeName: "Trasladada", transferEntityName: TRANSFER.transferEntityName },
    });
    expect(await row(complaintFormID)).toMatchObject({
      status: 2,
      outcome: "transferred",
      transferLate: false,
      transferEntityEmail: TRANSFER.transferEntityEmail,
    });

    const copy = await h.db.emailMessage.findFirstOrThrow({
      where: { kind: "pqrds-transfer-entity", to: TRANSFER.transferEntityEmail, text: { contains: trackingID } },
    });
    expect(copy.text).toContain("alumbrado público del barrio Laureles");
    expect(copy.text).toContain("artículo 21 de la Ley 1755 de 2015");
    const notice = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-transfer-citizen", to: body.emailPersonal } });
    expect(notice.text).toContain(TRANSFER.transferEntityName);
    expect(notice.text).toContain(trackingID);
    const actions = res.body.complaintForm.history.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["transferred", "transfer.copy-sent", "transfer.citizen-notified"]));
    expect(res.body.complaintForm.history.find((e: { action: string }) => e.action === "transfer.copy-sent").details.emailMessageId).toBe(copy.id);
    expect(await h.db.auditLog.count({ where: { action: "complaint-form.transfer", entityId: String(complaintFormID) } })).toBe(1);

    // Tracking shows it, with and without the key (the entity's name only with it).
    expect((await track(trackingID, accessKey)).body.lifecycle).toMatchObject({ outcomeName: "Trasladada", transferEntityName: TRANSFER.transferEntityName });
    expect((await track(trackingID)).body.lifecycle).toMatchObject({ outcomeName: "Trasladada", transferEntityName: null });
    const list = await h.call("GET", `/api/v1/complaintforms?keyword=${trackingID}`, undefined, staff);
    expect(list.body.items[0]).toMatchObject({ status: 2, lifecycle: { outcomeName: "Trasladada" }, transferWarning: null });
  });

  it("warns from business day 3 on the request and in the list", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    await filedBusinessDaysAgo(complaintFormID, 2);
    expect((await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}`, undefined, staff)).body.lifecycleActions).toMatchObject({
      transferWarning: null,
      canTransfer: true,
      transferDaysLeft: 3,
    });
    await filedBusinessDaysAgo(complaintFormID, 3);
    const managed = await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}`, undefined, staff);
    expect(managed.body.lifecycleActions.transferWarning).toBe("Quedan 2 días hábiles para trasladar por competencia (artículo 21 de la Ley 1755 de 2015)");
    const list = await h.call("GET", `/api/v1/complaintforms?keyword=${trackingID}`, undefined, staff);
    expect(list.body.items[0].transferWarning).toBe(managed.body.lifecycleActions.transferWarning);
  });

  it("after business day 5 still transfers, flagged transferLate (the citizen is not left with an entity that cannot answer)", async () => {
    const { complaintFormID } = await fileRequest();
    await filedBusinessDaysAgo(complaintFormID, 6);
    const res = await put(`complaintforms/admin/${complaintFormID}/transfer`, TRANSFER, staff);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("La solicitud se trasladó fuera del término de 5 días hábiles: el traslado quedó marcado como tardío");
    expect(await row(complaintFormID)).toMatchObject({ transferLate: true, outcome: "transferred" });
    expect(res.body.complaintForm.history.map((e: { action: string }) => e.action)).toContain("transferred.late");
  });

  it("works through the mailed management link", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    const manageToken = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
    const res = await put(`complaintforms/${manageToken}/transfer`, TRANSFER);
    expect(res.status).toBe(200);
    expect((await row(complaintFormID)).outcome).toBe("transferred");
    expect(res.body.complaintForm.history.find((e: { action: string }) => e.action === "transferred").actor).toContain(ADMIN.email);
  });

  it("refuses a closed request, bad input and a bad link, changing nothing", async () => {
    const { complaintFormID } = await fileRequest();
    expect((await put(`complaintforms/admin/${complaintFormID}/transfer`, TRANSFER, staff)).status).toBe(200);
    const before = await counts(h);
    const again = await put(`complaintforms/admin/${complaintFormID}/transfer`, { ...TRANSFER, transferEntityName: "Otra entidad" }, staff);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("La solicitud ya está cerrada: no se puede trasladar");
    expect(await counts(h)).toEqual(before);
    const open = await fileRequest();
    const before2 = await counts(h);
    const noName = await put(`complaintforms/admin/${open.complaintFormID}/transfer`, { ...TRANSFER, transferEntityName: " " }, staff);
    expect(noName.body.error.details[0]).toEqual({ path: "transferEntityName", message: "Debes ingresar el nombre de la entidad competente" });
    const badEmail = await put(`complaintforms/admin/${open.complaintFormID}/transfer`, { ...TRANSFER, transferEntityEmail: "no-es-correo" }, staff);
    expect(badEmail.status).toBe(400);
    const hostile = await put(`complaintforms/admin/${open.complaintFormID}/transfer`, { ...TRANSFER, transferReason: "x".repeat(5000) }, staff);
    expect(hostile.status).toBe(400);
    expect((await put(`complaintforms/${"a".repeat(43)}/transfer`, TRANSFER)).status).toBe(404);
    expect((await put("complaintforms/admin/999999999/transfer", TRANSFER, staff)).status).toBe(404);
    expect(await counts(h)).toEqual(before2);
    expect(await row(complaintFormID)).toMatchObject({ transferEntityName: TRANSFER.transferEntityName });
    expect(await row(open.complaintFormID)).toMatchObject({ status: 1, outcome: null, transferredAt: null });
  });
});

describe("incomplete request (Ley 1755 art. 17)", () => {
  const REQUIREMENT = { completionRequest: "Indica la dirección exacta del poste sin alumbrado y adjunta una foto." };

  it("suspends the term, e-mails what is missing with a link, and the due date everywhere follows the suspension", async () => {
    const { complaintFormID, trackingID, body, accessKey } = await fileRequest();
    const calendar = await loadBusinessCalendar(h.db);
    const due = (await track(trackingID)).body.answerableDate as string;
    const res = await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Se requirió al ciudadano que complete la solicitud: el término quedó suspendido");
    const daysLeft = calendar.businessDaysBetween(bogotaDay(), due);
    const stored = await row(complaintFormID);
    expect(stored).toMatchObject({ suspendedDaysLeft: daysLeft, completionRequest: REQUIREMENT.completionRequest, completedAt: null });
    expect(stored.completionDeadline).toEqual(dayToDate(calendar.nextBusinessDayFrom(addMonth(bogotaDay()))));
    expect(res.body.complaintForm).toMatchObject({
      daysLeft,
      canExtend: false,
      lifecycle: { suspended: true },
      lifecycleActions: { canRequireCompletion: false },
    });

    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-completion-request", to: body.emailPersonal } });
    expect(mail.text).toContain(REQUIREMENT.completionRequest);
    expect(mail.text).toMatch(/seguimiento\?completar=[A-Za-z0-9_-]{43}/);
    expect((await track(trackingID, accessKey)).body.lifecycle).toMatchObject({ suspended: true, completionRequest: REQUIREMENT.completionRequest });
    expect((await track(trackingID)).body.lifecycle).toMatchObject({ suspended: true, completionRequest: null });
    // Never overdue while suspended, even when its stored due date is past.
    await h.db.complaintForm.update({ where: { complaintFormID }, data: { answerableDate: dayToDate("2020-01-02") } });
    const overdue = await h.call("GET", `/api/v1/complaintforms?overdue=true&keyword=${trackingID}`, undefined, staff);
    expect(overdue.body.items).toEqual([]);
    const listed = await h.call("GET", `/api/v1/complaintforms?overdue=false&keyword=${trackingID}`, undefined, staff);
    expect(listed.body.items[0]).toMatchObject({ daysLeft, lifecycle: { suspended: true } });
    const extend = await put(`complaintforms/admin/${complaintFormID}/extend`, { days: 1, reason: "Motivo" }, staff);
    expect(extend.body.error.message).toBe("El término está suspendido mientras el ciudadano completa la solicitud: no se puede prorrogar");
  });

  it("the citizen completes it with the access key: the due date is today + the days that were left", async () => {
    const { complaintFormID, trackingID, accessKey } = await fileRequest();
    expect((await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(200);
    const { suspendedDaysLeft } = await row(complaintFormID);

    // Hostile: no key, a wrong key, another citizen's session, another request's key — 404, nothing changes.
    const stranger = (await h.registerCitizen()).token;
    const other = await fileRequest();
    const before = await counts(h);
    const text = { completionText: "El poste está en la Calle 10 # 20-30, frente a la panadería." };
    expect((await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, ...text })).status).toBe(404);
    expect((await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey: "ABCD-EFGH-JKMN", ...text })).status).toBe(404);
    expect((await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, ...text }, stranger)).status).toBe(404);
    const crossed = await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey: other.accessKey, ...text });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe("No encontramos la solicitud");
    expect((await h.call("POST", "/api/v1/complaintforms/completion", { trackingID: "1; DROP TABLE", accessKey, ...text })).status).toBe(400);
    expect(await counts(h)).toEqual(before);
    expect(await row(complaintFormID)).toMatchObject({ completedAt: null, completionText: null });

    const empty = await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey, completionText: " " });
    expect(empty.body.error.details[0].message).toBe("Debes escribir la información o los documentos que completan tu solicitud");
    const res = await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey, ...text });
    expect(res.status).toBe(200);
    const expected = (await loadBusinessCalendar(h.db)).addBusinessDays(bogotaDay(), suspendedDaysLeft!);
    expect(res.body).toMatchObject({ message: "Recibimos la información: el término para responder tu solicitud se reanudó", answerableDate: expected });
    expect((await track(trackingID, accessKey)).body).toMatchObject({ answerableDate: expected, lifecycle: { suspended: false } });
    expect(await row(complaintFormID)).toMatchObject({ completionText: text.completionText });

    // Once completed, neither the key nor the mailed link completes it again.
    const twice = await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey, ...text });
    expect(twice.body.error.message).toBe("Esta solicitud no tiene un requerimiento pendiente de completar");
  });

  it("the owner completes it logged in, and the mailed link works once", async () => {
    const citizen = await h.registerCitizen();
    const own = await fileRequest(personalRequest(), citizen.token);
    expect((await put(`complaintforms/admin/${own.complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(200);
    const mine = await h.call(
      "POST",
      "/api/v1/complaintforms/completion",
      { trackingID: own.trackingID, completionText: "Completo desde mi cuenta" },
      citizen.token,
    );
    expect(mine.status).toBe(200);

    const { complaintFormID, trackingID, body } = await fileRequest();
    expect((await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(200);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-completion-request", to: body.emailPersonal } });
    const token = mail.text.match(/completar=([A-Za-z0-9_-]{43})/)![1]!;
    const info = await h.call("GET", `/api/v1/complaintforms/completion/${token}`);
    expect(info.body).toMatchObject({ trackingID, completionRequest: REQUIREMENT.completionRequest });
    // A management link is not a completion link.
    const manageToken = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
    expect((await put(`complaintforms/completion/${manageToken}`, { completionText: "Intento" })).status).toBe(404);
    const done = await put(`complaintforms/completion/${token}`, { completionText: "Adjunto la dirección: Calle 10 # 20-30" });
    expect(done.status).toBe(200);
    expect((await put(`complaintforms/completion/${token}`, { completionText: "Otra vez" })).status).toBe(404);
    expect((await h.call("GET", `/api/v1/complaintforms/completion/${token}`)).status).toBe(404);
    const history = (await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}`, undefined, staff)).body.history;
    expect(history.at(-1)).toMatchObject({ action: "completion.completed", actor: body.emailPersonal });
  });

  it("refuses a requirement after 10 business days, a second one and one on a closed request, changing nothing", async () => {
    const { complaintFormID } = await fileRequest();
    await filedBusinessDaysAgo(complaintFormID, 11);
    const before = await counts(h);
    const late = await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(
      "Solo se puede requerir al ciudadano que complete la solicitud dentro de los 10 días hábiles siguientes a su radicación",
    );
    expect(await counts(h)).toEqual(before);
    expect(await row(complaintFormID)).toMatchObject({ completionRequestedAt: null, suspendedDaysLeft: null });

    await filedBusinessDaysAgo(complaintFormID, 10);
    expect((await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(200);
    const before2 = await counts(h);
    const second = await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff);
    expect(second.body.error.message).toBe("Ya se requirió al ciudadano que complete esta solicitud");
    expect(await counts(h)).toEqual(before2);
    const closed = await fileRequest();
    await put(`complaintforms/admin/${closed.complaintFormID}/transfer`, TRANSFER, staff);
    const before3 = await counts(h);
    expect((await put(`complaintforms/admin/${closed.complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(400);
    expect(await counts(h)).toEqual(before3);
  });

  it("tacit withdrawal: closed the day after the one-month deadline (not on it), with a reasoned notice; idempotent", async () => {
    const { complaintFormID, trackingID, body, accessKey } = await fileRequest();
    expect((await put(`complaintforms/admin/${complaintFormID}/completion-request`, REQUIREMENT, staff)).status).toBe(200);
    const deadline = (await row(complaintFormID)).completionDeadline!.toISOString().slice(0, 10);
    const noon = (day: string) => new Date(startOfBogotaDay(day).getTime() + 12 * 3600_000);

    expect((await withdrawExpiredRequests(h.deps, noon(addCalendarDays(deadline, -1)))).withdrawn).not.toContain(trackingID);
    expect((await withdrawExpiredRequests(h.deps, noon(deadline))).withdrawn).not.toContain(trackingID);
    expect((await row(complaintFormID)).status).toBe(1);

    const after = noon(addCalendarDays(deadline, 1));
    expect((await withdrawExpiredRequests(h.deps, after)).withdrawn).toContain(trackingID);
    expect(await row(complaintFormID)).toMatchObject({ status: 2, outcome: "withdrawn" });
    const notice = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-withdrawal", to: body.emailPersonal } });
    expect(notice.subject).toBe("Desistimiento tácito de tu solicitud");
    expect(notice.text).toContain("artículo 17 de la Ley 1437 de 2011");
    expect(notice.text).toContain("Puedes radicar de nuevo tu solicitud");
    expect(notice.text).toContain(REQUIREMENT.completionRequest);
    const before = await counts(h);
    expect((await withdrawExpiredRequests(h.deps, after)).withdrawn).not.toContain(trackingID);
    expect(await counts(h)).toEqual(before);
    expect((await track(trackingID, accessKey)).body).toMatchObject({ status: 2, lifecycle: { outcomeName: "Desistimiento tácito" } });
    const completed = await h.call("POST", "/api/v1/complaintforms/completion", { trackingID, accessKey, completionText: "Tarde" });
    expect(completed.body.error.message).toBe("Esta solicitud no tiene un requerimiento pendiente de completar");
  });
});

describe("extension notice (Ley 1755 art. 14 parágrafo)", () => {
  it("states the reasons and the new date; refused once the term expired, changing nothing", async () => {
    const { complaintFormID, body } = await fileRequest();
    const res = await put(`complaintforms/admin/${complaintFormID}/extend`, { days: 3, reason: "Debemos consultar a la empresa de energía." }, staff);
    expect(res.status).toBe(200);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-extension", to: body.emailPersonal } });
    expect(mail.text).toContain("Debemos consultar a la empresa de energía.");
    expect(mail.text).toContain(`Nueva fecha límite: ${formatSpanishDay(res.body.complaintForm.answerableDate as string)}`);

    const expired = await fileRequest();
    await h.db.complaintForm.update({
      where: { complaintFormID: expired.complaintFormID },
      data: { answerableDate: dayToDate(addCalendarDays(bogotaDay(), -1)) },
    });
    const before = await counts(h);
    const late = await put(`complaintforms/admin/${expired.complaintFormID}/extend`, { days: 1, reason: "Tarde" }, staff);
    expect(late.body.error.message).toBe("El término de esta solicitud ya venció: no se puede prorrogar");
    expect(await counts(h)).toEqual(before);
  });
});

describe("permission matrix of the lifecycle procedures", () => {
  it.each([
    ["transfer", TRANSFER],
    ["completion-request", REQUIREMENT_BODY()],
  ])("%s: anonymous 401, citizen 403, other staff 403, PQRs 200", async (path, input) => {
    const { complaintFormID } = await fileRequest();
    const url = `complaintforms/admin/${complaintFormID}/${path}`;
    const [citizen, otherStaff, pqrs] = [(await h.registerCitizen()).token, await h.registerStaff("Contents"), await h.registerStaff("PQRs")];
    const before = await counts(h);
    expect((await put(url, input)).status).toBe(401);
    expect((await put(url, input, citizen)).status).toBe(403);
    expect((await put(url, input, otherStaff)).status).toBe(403);
    expect(await counts(h)).toEqual(before);
    expect((await put(url, input, pqrs)).status).toBe(200);
  });
});

function REQUIREMENT_BODY() {
  return { completionRequest: "Adjunta el documento de identidad." };
}

function addMonth(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

describe("the filer's account hears of each step in the portal", () => {
  it("an extension, a requirement to complete and a transfer each leave the citizen a notification naming the request", async () => {
    const citizen = await h.registerCitizen();
    const mine = async () => (await h.db.notification.findMany({ where: { userId: citizen.user.id }, orderBy: { id: "asc" } })).map((n) => n.value);

    const extended = await fileRequest(personalRequest(), citizen.token);
    expect(
      (await put(`complaintforms/admin/${extended.complaintFormID}/extend`, { days: 5, reason: "Se requiere concepto de otra dependencia." }, staff)).status,
    ).toBe(200);
    const newDue = (await row(extended.complaintFormID)).answerableDate.toISOString().slice(0, 10);
    expect(await mine()).toContainEqual(
      `El plazo para responder tu solicitud PQRDS con radicado ${extended.trackingID} (Petición) se amplió hasta el ${formatSpanishDay(newDue)}.`,
    );

    const incomplete = await fileRequest(personalRequest(), citizen.token);
    expect(
      (
        await put(
          `complaintforms/admin/${incomplete.complaintFormID}/completion-request`,
          { completionRequest: "Indica la dirección exacta del poste y adjunta una foto." },
          staff,
        )
      ).status,
    ).toBe(200);
    const deadline = (await row(incomplete.complaintFormID)).completionDeadline!.toISOString().slice(0, 10);
    expect(await mine()).toContainEqual(
      `Tu solicitud PQRDS con radicado ${incomplete.trackingID} (Petición) necesita que la completes antes del ${formatSpanishDay(deadline)}.`,
    );

    const moved = await fileRequest(personalRequest(), citizen.token);
    expect((await put(`complaintforms/admin/${moved.complaintFormID}/transfer`, TRANSFER, staff)).status).toBe(200);
    expect(await mine()).toContainEqual(
      `Tu solicitud PQRDS con radicado ${moved.trackingID} (Petición) fue trasladada a ${TRANSFER.transferEntityName}, la entidad competente para responderla.`,
    );

    // Anonymous requests have no account to tell.
    const before = await h.db.notification.count();
    const anonymous = await fileRequest();
    await put(`complaintforms/admin/${anonymous.complaintFormID}/transfer`, TRANSFER, staff);
    expect(await h.db.notification.count()).toBe(before);
  });
});
