import {
  addCalendarDays,
  answerableDay,
  bogotaDay,
  createBusinessCalendar,
  dayToDate,
  loadBusinessCalendar,
  startOfBogotaDay,
} from "@portal/core/complaint-forms/business-days";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, counts, mailedToken, PDF, submit, TEST_UPLOAD_SESSION, uniqueEmail, upload } from "./complaint-forms-testing.ts";

let h: ApiHarness;
let staff: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  staff = await h.login();
});

/** Files a request and returns its tracking number, id and the administrator's management token. */
async function fileRequest(extra: Record<string, unknown> = {}) {
  const body = anonymousPetition(extra);
  const res = await submit(h, body);
  expect(res.status).toBe(201);
  const trackingID = res.body.trackingID as string;
  const manageToken = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
  accessKeys.set(trackingID, res.body.accessKey);
  return { body, trackingID, complaintFormID: res.body.complaintFormID as number, manageToken };
}
/** The access key shown at filing, per tracking number: tracking with it shows the answer and files. */
const accessKeys = new Map<string, string>();
const track = async (trackingID: string) =>
  h.call("POST", "/api/v1/complaintforms/tracking", { trackingID, accessKey: accessKeys.get(trackingID), ...(await h.captcha("tracking")) });
const byToken = (token: string) => h.call("GET", `/api/v1/complaintforms/${token}`);
const put = (path: string, body: unknown, token?: string, uploadSession = TEST_UPLOAD_SESSION) =>
  h.call("PUT", `/api/v1/${path}`, body, token, { "upload-session": uploadSession });

describe("management by token (GET / PUT complaintforms/{token})", () => {
  it("shows the request, its term and history to the holder of the management link", async () => {
    const { trackingID, manageToken, body } = await fileRequest();
    const res = await byToken(manageToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      trackingID,
      status: 1,
      statusName: "Abierta",
      emailPersonal: body.emailPersonal,
      nDelegate: 0,
      delegate: false,
      canDelegate: true,
      level: 0,
      termDays: 15,
    });
    expect(res.body.daysLeft).toBe(createBusinessCalendar().businessDaysBetween(bogotaDay(), res.body.answerableDate));
    expect(res.body.history.map((e: { action: string }) => e.action)).toEqual(["created", "notification.sent"]);
    expect(res.body.history[0]).toMatchObject({ actionName: "Solicitud radicada", actor: "Ciudadano (anónimo)" });
  });

  it("refuses unknown, expired and wrong-purpose tokens with 404", async () => {
    const { manageToken, complaintFormID } = await fileRequest();
    expect((await byToken("no-es-un-token")).status).toBe(404);
    // A manage link is not a delegation link.
    expect((await h.call("GET", `/api/v1/complaintforms/delegate/${manageToken}`)).status).toBe(404);
    await h.db.complaintFormToken.updateMany({ where: { complaintFormID, purpose: "manage" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await byToken(manageToken);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe("El enlace no es válido o ya venció");
    expect((await put(`complaintforms/${manageToken}`, { answer: "Respuesta tardía" })).status).toBe(404);
  });

  it("saves a draft answer (2–2028) that the citizen does not see until it is resolved", async () => {
    const { trackingID, manageToken } = await fileRequest();
    const before = await counts(h);
    const short = await put(`complaintforms/${manageToken}`, { answer: "a" });
    expect(short.status).toBe(400);
    expect(short.body.error.details[0]).toEqual({ path: "answer", message: "Debes ingresar por lo menos 2 caracteres" });
    const empty = await put(`complaintforms/${manageToken}`, { answer: "  " });
    expect(empty.body.error.details[0].message).toBe("Debes ingresar la respuesta a la solicitud");
    expect(await counts(h)).toEqual(before);

    const saved = await put(`complaintforms/${manageToken}`, { answer: "Borrador de respuesta" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("La respuesta se guardó con éxito");
    expect(saved.body.complaintForm).toMatchObject({ status: 1, answer: "Borrador de respuesta" });
    expect(saved.body.complaintForm.history.at(-1)).toMatchObject({ action: "answered", actor: `Administrador Principal <${ADMIN.email}>` });
    expect((await track(trackingID)).body).toMatchObject({ status: 1, answer: null });
  });

  it("a draft's link to a file (urlFile) stays with the staff, like its text, until the request is resolved", async () => {
    const { trackingID, manageToken } = await fileRequest();
    const url = "https://archivo.entidad.gov.co/borradores/2026/proyecto-de-respuesta.pdf";
    const saved = await put(`complaintforms/${manageToken}`, { answer: "Borrador con el proyecto enlazado", urlFile: url });
    expect(saved.status).toBe(200);
    expect(saved.body.complaintForm).toMatchObject({ status: 1, urlFile: url });
    // The citizen (access key) sees neither the draft's text nor its link while the request is open.
    expect((await track(trackingID)).body).toMatchObject({ personalData: true, status: 1, answer: null, urlFile: null });
    expect((await byToken(manageToken)).body).toMatchObject({ urlFile: url });
    expect((await put(`complaintforms/${manageToken}`, { answer: "Respuesta con el acta enlazada", urlFile: url, resolve: true })).status).toBe(200);
    expect((await track(trackingID)).body).toMatchObject({ status: 2, answer: "Respuesta con el acta enlazada", urlFile: url });
  });

  it("resolves with answer files: closed, citizen e-mailed with the answer and a qualify link; tracking shows it", async () => {
    const { trackingID, manageToken, body } = await fileRequest();
    const f1 = (await upload(h, "answer", "Respuesta oficial.pdf", PDF)).body;
    const f2 = (await upload(h, "answer", "anexo.pdf", PDF)).body;
    const complaintFile = (await upload(h, "complaint", "no-es-respuesta.pdf", PDF)).body;
    const wrong = await put(`complaintforms/${manageToken}`, { answer: "Respuesta", fileIDs: [complaintFile.fileID], resolve: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].message).toBe("Uno de los archivos de la respuesta no es válido o ya está asociado a otra solicitud");
    // Only the link holder's own uploads: an answer file uploaded by another browser session is refused.
    const foreign = (await upload(h, "answer", "ajeno.pdf", PDF, undefined, "sesion-de-otra-persona-0123456789abcdef")).body;
    expect((await put(`complaintforms/${manageToken}`, { answer: "Respuesta", fileIDs: [foreign.fileID], resolve: true })).status).toBe(400);

    const res = await put(`complaintforms/${manageToken}`, {
      answer: "Se programó la reparación del alumbrado.\nCordialmente.",
      fileIDs: [f1.fileID, f2.fileID],
      resolve: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("La solicitud fue resuelta y se notificó al ciudadano");
    expect(res.body.complaintForm).toMatchObject({ status: 2, statusName: "Cerrada", canDelegate: false });
    expect(res.body.complaintForm.closingDate).toBeTruthy();
    expect(res.body.complaintForm.history.map((e: { action: string }) => e.action).slice(-2)).toEqual(["resolved", "citizen.notified"]);

    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-answer", to: body.email } });
    expect(mail.text).toContain("Se programó la reparación del alumbrado.");
    expect(mail.text).toMatch(/\/calificar\/[A-Za-z0-9_-]{43}/);
    const tracked = (await track(trackingID)).body;
    expect(tracked).toMatchObject({
      status: 2,
      statusName: "Cerrada",
      answer: "Se programó la reparación del alumbrado.\nCordialmente.",
      answerHtml: "Se programó la reparación del alumbrado.<br>Cordialmente.",
    });
    expect(tracked.files).toEqual([
      {
        fileID: f1.fileID,
        name: "Respuesta oficial.pdf",
        filePath: `/files/${f1.fileID}/${encodeURIComponent("Respuesta oficial.pdf")}`,
        downloadToken: expect.any(String),
      },
      { fileID: f2.fileID, name: "anexo.pdf", filePath: `/files/${f2.fileID}/anexo.pdf`, downloadToken: expect.any(String) },
    ]);
    // The files are private; the citizen who tracked the request opens them with the download tokens.
    expect((await fetch(`${h.baseUrl}${tracked.files[0].filePath}`)).status).toBe(404);
    const download = await h.call("GET", `/api/v1/complaintforms/files/${tracked.files[0].downloadToken}`);
    expect(download.body).toMatchObject({ fileID: f1.fileID, name: "Respuesta oficial.pdf", mimeType: "application/pdf", size: PDF.length });
    expect(Buffer.from(download.body.content, "base64").equals(PDF)).toBe(true);
    expect((await h.call("GET", `/api/v1/complaintforms/files/${"x".repeat(32)}`)).status).toBe(404);
    // A file already attached to one request cannot go with another's answer.
    const other = await fileRequest();
    expect((await put(`complaintforms/${other.manageToken}`, { answer: "Respuesta", fileIDs: [f1.fileID] })).status).toBe(400);

    // Closed: nothing more to answer, resolve or delegate.
    const again = await put(`complaintforms/${manageToken}`, { answer: "Otra respuesta", resolve: true });
    expect(again.status).toBe(400);
    expect(again.body.error.details[0]).toEqual({ path: "status", message: "La solicitud ya fue resuelta y está cerrada" });
    const draft = await put(`complaintforms/${manageToken}`, { answer: "Otra respuesta" });
    expect(draft.body.error.message).toBe("La solicitud ya está cerrada: no se puede modificar la respuesta");
    const delegate = await put(`complaintforms/delegate/${manageToken}`, { email: uniqueEmail("funcionario") });
    expect(delegate.body.error.message).toBe("Solo se pueden delegar solicitudes abiertas");
  });

  it("postal and phone channels record a pending notification instead of an e-mail", async () => {
    const postal = await fileRequest({
      responseTypeID: 2,
      email: null,
      rootLocation: 1,
      secondLevelLocation: 5,
      location: 5001,
      neighborhood: "Vereda Santa Elena",
      address: "Km 5",
    });
    const emailsBefore = await h.db.emailMessage.count({ where: { kind: "pqrds-answer" } });
    const res = await put(`complaintforms/${postal.manageToken}`, { answer: "Respuesta por correo físico", resolve: true });
    expect(res.body.complaintForm.history.at(-1)).toMatchObject({
      action: "citizen.pending-postal",
      details: { address: "Km 5", neighborhood: "Vereda Santa Elena" },
    });
    const phone = await fileRequest({ responseTypeID: 3, email: null, mobileNumber: "3001112233" });
    // The answer was given in a recorded call (a phone request cannot close without one).
    await h.db.complaintFormCall.create({
      data: { complaintFormID: phone.complaintFormID, calledAt: new Date(), official: "Funcionario", summary: "Se comunicó la respuesta" },
    });
    const res2 = await put(`complaintforms/${phone.manageToken}`, { answer: "Respuesta por teléfono", resolve: true });
    expect(res2.body.complaintForm.history.at(-1)).toMatchObject({ action: "citizen.pending-phone", details: { mobileNumber: "3001112233" } });
    expect(await h.db.emailMessage.count({ where: { kind: "pqrds-answer" } })).toBe(emailsBefore);
    expect(
      await h.db.complaintFormToken.count({ where: { complaintFormID: { in: [postal.complaintFormID, phone.complaintFormID] }, purpose: "qualify" } }),
    ).toBe(0);
  });
});

describe("delegation (PUT complaintforms/delegate/{token})", () => {
  it("delegates by e-mail at most twice; each delegate gets their own link", async () => {
    const { trackingID, manageToken } = await fileRequest();
    const bad = await put(`complaintforms/delegate/${manageToken}`, { email: "" });
    expect(bad.body.error.details[0].message).toBe("Debes ingresar el correo electrónico del usuario a delegar");
    const invalid = await put(`complaintforms/delegate/${manageToken}`, { email: "juan@" });
    expect(invalid.body.error.details[0].message).toBe("Debes ingresar un correo electrónico válido");
    const self = await put(`complaintforms/delegate/${manageToken}`, { email: ADMIN.email });
    expect(self.body.error.message).toBe("No puedes delegar la solicitud a tu propio correo electrónico");

    const first = uniqueEmail("funcionario");
    const res = await put(`complaintforms/delegate/${manageToken}`, { email: first });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("PQRDS delegada con éxito");
    expect(res.body.complaintForm).toMatchObject({ nDelegate: 1, delegate: true, delegateEmail: first });
    expect(res.body.complaintForm.history.at(-1)).toMatchObject({
      action: "delegated",
      actor: `Administrador Principal <${ADMIN.email}>`,
      details: { email: first, nDelegate: 1 },
    });
    const delegateToken = await mailedToken(h, "pqrds-delegation", first, "pqrs", trackingID);
    expect(delegateToken).not.toBe(manageToken);
    const validated = await h.call("GET", `/api/v1/complaintforms/delegate/${delegateToken}`);
    expect(validated.status).toBe(200);
    expect(validated.body.trackingID).toBe(trackingID);
    expect((await byToken(delegateToken)).status).toBe(200);

    // The delegate delegates again (2nd); a third delegation is refused.
    const second = uniqueEmail("funcionario");
    expect((await put(`complaintforms/delegate/${delegateToken}`, { email: second })).body.complaintForm.nDelegate).toBe(2);
    const before = await counts(h);
    const third = await put(`complaintforms/delegate/${manageToken}`, { email: uniqueEmail("funcionario") });
    expect(third.status).toBe(400);
    expect(third.body.error.message).toBe("Esta solicitud ya fue delegada el máximo de 2 veces");
    expect(await counts(h)).toEqual(before);

    // The second delegate resolves through their link; the history names them.
    const secondToken = await mailedToken(h, "pqrds-delegation", second, "pqrs", trackingID);
    const resolved = await put(`complaintforms/${secondToken}`, { answer: "Resuelta por la dependencia delegada", resolve: true });
    expect(resolved.body.complaintForm.status).toBe(2);
    expect(resolved.body.complaintForm.history.find((e: { action: string }) => e.action === "resolved").actor).toBe(second);
  });
});

describe("qualification (GET / PUT complaintformtypes/qualify)", () => {
  it("qualifies once with the mailed link; the link works for nothing else", async () => {
    const { trackingID, manageToken, body } = await fileRequest();
    expect((await h.call("GET", `/api/v1/complaintformtypes/qualify?token=${manageToken}`)).status).toBe(404);
    await put(`complaintforms/${manageToken}`, { answer: "Respuesta para calificar", resolve: true });
    const token = await mailedToken(h, "pqrds-answer", body.email, "calificar", trackingID);

    // A qualify link is not a management link.
    expect((await byToken(token)).status).toBe(404);
    expect((await put(`complaintforms/${token}`, { answer: "Intento con el enlace equivocado" })).status).toBe(404);

    const info = await h.call("GET", `/api/v1/complaintformtypes/qualify?token=${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ trackingID, complaintFormType: { id: 2, name: "Petición" } });
    expect(JSON.stringify(info.body)).not.toContain(body.emailPersonal);

    const bad = await put("complaintformtypes/qualify", { token, qualification: 0 });
    expect(bad.body.error.details[0]).toEqual({ path: "qualification", message: "Debes ingresar la calificación" });
    const long = await put("complaintformtypes/qualify", { token, qualification: 4, comment: "a".repeat(241) });
    expect(long.body.error.details[0].message).toBe("Debes ingresar máximo 240 caracteres");
    const ok = await put("complaintformtypes/qualify", { token, qualification: 4, comment: "Buena atención" });
    expect(ok.status).toBe(200);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(trackingID) } });
    expect(row).toMatchObject({ qualification: 4, qualificationComment: "Buena atención" });

    const reuse = await put("complaintformtypes/qualify", { token, qualification: 1 });
    expect(reuse.status).toBe(404);
    expect(reuse.body.error.message).toBe("No se pudo calificar la gestión, intentalo más tarde.");
    expect((await h.call("GET", `/api/v1/complaintformtypes/qualify?token=${token}`)).status).toBe(404);
    expect((await put("complaintformtypes/qualify", { token: "x".repeat(43), qualification: 5 })).status).toBe(404);
  });

  it("an expired qualify link is refused", async () => {
    const { trackingID, manageToken, body, complaintFormID } = await fileRequest();
    await put(`complaintforms/${manageToken}`, { answer: "Respuesta", resolve: true });
    const token = await mailedToken(h, "pqrds-answer", body.email, "calificar", trackingID);
    const row = await h.db.complaintFormToken.findFirstOrThrow({ where: { complaintFormID, purpose: "qualify" } });
    // 60 days of validity.
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000)).toBe(60);
    await h.db.complaintFormToken.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await put("complaintformtypes/qualify", { token, qualification: 5 })).status).toBe(404);
  });
});

describe("/administrador/pqrs (PQRs permission)", () => {
  it("lists with filters and pagination; refuses citizens", async () => {
    const citizen = await h.registerCitizen();
    expect((await h.call("GET", "/api/v1/complaintforms", undefined, citizen.token)).status).toBe(403);
    const complaint = await fileRequest({ complaintFormTypeID: 3 });
    const late = await fileRequest({ complaintFormTypeID: 3 });
    await h.db.complaintForm.update({ where: { complaintFormID: late.complaintFormID }, data: { answerableDate: dayToDate("2020-01-02") } });

    const byType = await h.call("GET", "/api/v1/complaintforms?complaintFormTypeID=3&pageSize=50", undefined, staff);
    expect(byType.status).toBe(200);
    expect(byType.body.items.map((i: { trackingID: string }) => i.trackingID).sort()).toEqual([complaint.trackingID, late.trackingID].sort());
    const overdue = await h.call("GET", "/api/v1/complaintforms?overdue=true", undefined, staff);
    expect(overdue.body.items.map((i: { trackingID: string }) => i.trackingID)).toEqual([late.trackingID]);
    expect(overdue.body.items[0]).toMatchObject({ level: 3, levelName: "Término cumplido", status: 1, anonymous: true });
    expect(overdue.body.items[0].daysLeft).toBeLessThan(0);

    const today = bogotaDay();
    const page1 = await h.call("GET", `/api/v1/complaintforms?from=${today}&to=${today}&status=1&page=1&pageSize=2`, undefined, staff);
    expect(page1.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.total).toBeGreaterThanOrEqual(3);
    const page2 = await h.call("GET", `/api/v1/complaintforms?from=${today}&to=${today}&status=1&page=2&pageSize=2`, undefined, staff);
    expect(page2.body.items[0].trackingID).not.toBe(page1.body.items[0].trackingID);
    const none = await h.call("GET", "/api/v1/complaintforms?from=2020-01-01&to=2020-01-31", undefined, staff);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const keyword = await h.call("GET", `/api/v1/complaintforms?keyword=${complaint.trackingID}`, undefined, staff);
    expect(keyword.body.items.map((i: { trackingID: string }) => i.trackingID)).toEqual([complaint.trackingID]);
  });

  it("reads one, answers and resolves, delegates (REST and tRPC)", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    const one = await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}`, undefined, staff);
    expect(one.body.trackingID).toBe(trackingID);
    expect((await h.call("GET", "/api/v1/complaintforms/admin/999999", undefined, staff)).status).toBe(404);
    const delegated = await h.call("POST", "/trpc/complaintForms.admin.delegate", { complaintFormID, email: uniqueEmail("jefe") }, staff);
    expect(delegated.body.result.data.message).toBe("PQRDS delegada con éxito");
    const resolved = await put("complaintforms", { complaintFormID, answer: "Respuesta desde el administrador", resolve: true }, staff);
    expect(resolved.status).toBe(200);
    expect(resolved.body.complaintForm.status).toBe(2);
    const actors = resolved.body.complaintForm.history.map((e: { action: string; actor: string }) => `${e.action}:${e.actor}`);
    expect(actors).toContain(`resolved:Administrador Principal <${ADMIN.email}>`);
    expect(await h.db.auditLog.count({ where: { action: "complaint-form.resolve", entityId: String(complaintFormID) } })).toBe(1);
  });

  it("staff resolving may set the answer's urlFile (https or a portal file), which tracking shows; other links are refused", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    const INVALID = "El enlace al archivo debe ser una dirección https:// o un archivo del portal (/files/…) de máximo 500 caracteres";
    for (const urlFile of ["javascript:alert(1)", "http://inseguro.gov.co/acta.pdf", "//otro-sitio.co/x", `https://archivo.gov.co/${"a".repeat(500)}`]) {
      const refused = await put("complaintforms", { complaintFormID, answer: "Respuesta con enlace", urlFile, resolve: true }, staff);
      expect(refused.status, urlFile).toBe(400);
      expect(refused.body.error.details[0]).toEqual({ path: "urlFile", message: INVALID });
    }
    const url = "https://archivo.entidad.gov.co/respuestas/2026/acta-123.pdf";
    const resolved = await put("complaintforms", { complaintFormID, answer: "Respuesta con el acta enlazada", urlFile: `  ${url} `, resolve: true }, staff);
    expect(resolved.status).toBe(200);
    expect(resolved.body.complaintForm).toMatchObject({ status: 2, urlFile: url });
    expect((await track(trackingID)).body).toMatchObject({ answer: "Respuesta con el acta enlazada", urlFile: url });
  });

  it("extends the term once, before it expires, up to the original term, and e-mails the reasons", async () => {
    const { complaintFormID, trackingID, body } = await fileRequest();
    const original = (await track(trackingID)).body.answerableDate as string;
    const tooLong = await put(`complaintforms/admin/${complaintFormID}/extend`, { days: 16, reason: "Motivos" }, staff);
    expect(tooLong.body.error.message).toBe("La prórroga no puede superar 15 días hábiles (el doble del término inicial como máximo)");
    const noReason = await put(`complaintforms/admin/${complaintFormID}/extend`, { days: 5, reason: " " }, staff);
    expect(noReason.body.error.details[0].message).toBe("Debes ingresar los motivos de la prórroga");

    const res = await put(
      `complaintforms/admin/${complaintFormID}/extend`,
      { days: 10, reason: "Se requiere un concepto técnico de la Secretaría de Infraestructura." },
      staff,
    );
    expect(res.status).toBe(200);
    const expected = (await loadBusinessCalendar(h.db)).addBusinessDays(original, 10);
    expect(res.body.complaintForm).toMatchObject({ answerableDate: expected, originalAnswerableDate: original, extended: true, canExtend: false });
    expect((await track(trackingID)).body).toMatchObject({
      answerableDate: expected,
      extended: true,
      extensionReason: "Se requiere un concepto técnico de la Secretaría de Infraestructura.",
    });
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-extension", to: body.emailPersonal } });
    expect(mail.text).toContain("Se requiere un concepto técnico");
    expect(res.body.complaintForm.history.at(-1)).toMatchObject({ action: "extended", details: { days: 10, from: original, to: expected } });

    const twice = await put(`complaintforms/admin/${complaintFormID}/extend`, { days: 1, reason: "Otra vez" }, staff);
    expect(twice.body.error.message).toBe("El término de esta solicitud ya fue prorrogado una vez");

    const expired = await fileRequest();
    await h.db.complaintForm.update({ where: { complaintFormID: expired.complaintFormID }, data: { answerableDate: dayToDate("2020-01-02") } });
    const late = await put(`complaintforms/admin/${expired.complaintFormID}/extend`, { days: 1, reason: "Tarde" }, staff);
    expect(late.body.error.message).toBe("El término de esta solicitud ya venció: no se puede prorrogar");
    const compliment = await fileRequest({ complaintFormTypeID: 9 });
    const notAllowed = await put(`complaintforms/admin/${compliment.complaintFormID}/extend`, { days: 1, reason: "No aplica" }, staff);
    expect(notAllowed.body.error.message).toBe("Este tipo de solicitud no admite prórroga");
  });

  it("a Consulta (Ley 1755 art. 14) is due in 30 business days and may be extended by up to 30 more", async () => {
    const before = new Date();
    const consultation = await fileRequest({ complaintFormTypeID: 10 });
    const calendar = await loadBusinessCalendar(h.db);
    const due = (await track(consultation.trackingID)).body;
    expect(due).toMatchObject({ answerableDate: answerableDay(calendar, before, 30) });
    const tooLong = await put(`complaintforms/admin/${consultation.complaintFormID}/extend`, { days: 31, reason: "Motivos" }, staff);
    expect(tooLong.body.error.message).toBe("La prórroga no puede superar 30 días hábiles (el doble del término inicial como máximo)");
    const res = await put(
      `complaintforms/admin/${consultation.complaintFormID}/extend`,
      { days: 30, reason: "Se requiere el concepto de la Oficina Jurídica." },
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body.complaintForm).toMatchObject({ answerableDate: calendar.addBusinessDays(due.answerableDate as string, 30), extended: true });
  });

  it("closure days move the due dates of open requests, and back when removed", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    const calendar = await loadBusinessCalendar(h.db);
    const due = (await track(trackingID)).body.answerableDate as string;
    // A business day inside the term: the next business day after filing.
    const closed = calendar.addBusinessDays(bogotaDay(), 1);
    const citizen = await h.registerCitizen();
    expect((await h.call("POST", "/api/v1/complaintforms/closuredays", { date: closed, reason: "Traslado de sede" }, citizen.token)).status).toBe(403);
    const bad = await h.call("POST", "/api/v1/complaintforms/closuredays", { date: "2026-02-30", reason: "x" }, staff);
    expect(bad.body.error.details[0].message).toBe("Debes ingresar una fecha válida");

    const added = await h.call("POST", "/api/v1/complaintforms/closuredays", { date: closed, reason: "Traslado de sede" }, staff);
    expect(added.status).toBe(201);
    expect(added.body.recomputed).toBeGreaterThanOrEqual(1);
    const moved = createBusinessCalendar(new Map([[closed, "Traslado de sede"]])).addBusinessDays(bogotaDay(), 15);
    expect(moved).not.toBe(due);
    expect((await track(trackingID)).body.answerableDate).toBe(moved);
    const dup = await h.call("POST", "/api/v1/complaintforms/closuredays", { date: closed, reason: "Otra" }, staff);
    expect(dup.body.error.message).toBe("Ya existe un día de cierre en esa fecha");
    const list = await h.call("GET", "/api/v1/complaintforms/closuredays", undefined, staff);
    expect(list.body).toContainEqual({ id: added.body.closureDay.id, date: closed, reason: "Traslado de sede" });

    const removed = await h.call("DELETE", `/api/v1/complaintforms/closuredays/${added.body.closureDay.id}`, undefined, staff);
    expect(removed.status).toBe(200);
    expect((await track(trackingID)).body.answerableDate).toBe(due);
    const history = await h.db.complaintFormHistory.findMany({ where: { complaintFormID, action: "due-date.recomputed" } });
    expect(history).toHaveLength(2);
  });

  it("a closure day moves the term of a request filed the evening before it (already the next day in UTC)", async () => {
    const { complaintFormID, trackingID } = await fileRequest();
    const calendar = await loadBusinessCalendar(h.db);
    // The closed day is a business day well ahead; the request was filed at 23:00 Bogotá the day before (04:00 UTC of it).
    const closed = calendar.addBusinessDays(bogotaDay(), 3);
    const filedAt = new Date(startOfBogotaDay(closed).getTime() - 60 * 60 * 1000);
    const termDays = (await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID }, include: { complaintFormType: true } })).complaintFormType
      .termDays;
    const due = calendar.addBusinessDays(addCalendarDays(closed, -1), termDays);
    await h.db.complaintForm.update({ where: { complaintFormID }, data: { date: filedAt, answerableDate: dayToDate(due) } });

    const added = await h.call("POST", "/api/v1/complaintforms/closuredays", { date: closed, reason: "Jornada electoral" }, staff);
    expect(added.status).toBe(201);
    const moved = createBusinessCalendar(new Map([[closed, "Jornada electoral"]])).addBusinessDays(addCalendarDays(closed, -1), termDays);
    expect(moved).not.toBe(due);
    expect((await track(trackingID)).body.answerableDate).toBe(moved);
    await h.call("DELETE", `/api/v1/complaintforms/closuredays/${added.body.closureDay.id}`, undefined, staff);
  });
});
