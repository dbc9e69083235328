import { pdfText } from "@portal/core/testing/pdf-text";
import { ANSWER_CHANNEL_MESSAGES as C } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, counts, mailedToken, personalRequest, submit, uniqueEmail } from "./complaint-forms-testing.ts";

let h: ApiHarness;
let admin: string;
let pqrs: string;
let owner: { token: string; email: string };
let stranger: string;
let otherStaff: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  admin = await h.login();
  pqrs = await h.registerStaff("PQRs");
  otherStaff = await h.registerStaff("Contents");
  owner = await h.registerCitizen();
  stranger = (await h.registerCitizen()).token;
});

const POSTAL = {
  responseTypeID: 2,
  rootLocation: 1,
  secondLevelLocation: 5,
  location: 5001,
  address: "Carrera 45 # 10-20 apto 301",
  neighborhood: "El Poblado",
};
const PHONE = { responseTypeID: 3, mobileNumber: "3109876543" };

async function file(body: Record<string, unknown>, token?: string) {
  const res = await submit(h, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { complaintFormID: res.body.complaintFormID as number, trackingID: res.body.trackingID as string };
}
const answer = (complaintFormID: number, body: Record<string, unknown>, token = admin) =>
  h.call("PUT", "/api/v1/complaintforms", { complaintFormID, ...body }, token);
async function letter(complaintFormID: number, token?: string) {
  const res = await fetch(`${h.baseUrl}/api/v1/complaintforms/${complaintFormID}/letter`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, json: () => JSON.parse(Buffer.from(bytes).toString()) };
}
const recordCall = (complaintFormID: number, body: Record<string, unknown>, token = pqrs) =>
  h.call("POST", `/api/v1/complaintforms/admin/${complaintFormID}/calls`, body, token);

const ANSWER = "La Secretaría de Infraestructura programó la reparación del alumbrado de su cuadra para el 5 de diciembre.\n\nAgradecemos su reporte.";

describe("answer letter (postal channel)", () => {
  it("is refused before the request has its answer; once resolved it prints radicado, addressee, answer, signer and a stable code", async () => {
    const { complaintFormID, trackingID } = await file(personalRequest({ ...POSTAL, emailPersonal: owner.email, emailVerif: owner.email }), owner.token);
    const before = await counts(h);
    const early = await letter(complaintFormID, pqrs);
    expect(early.status).toBe(409);
    expect(early.json().error.message).toBe(C.letterNoAnswer);
    // A saved draft is not yet the answer.
    expect((await answer(complaintFormID, { answer: "Borrador" })).status).toBe(200);
    expect((await letter(complaintFormID, pqrs)).status).toBe(409);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } })).letterCode).toBeNull();
    expect((await counts(h)).complaintForms).toBe(before.complaintForms);

    expect((await answer(complaintFormID, { answer: ANSWER, resolve: true })).status).toBe(200);
    const first = await letter(complaintFormID, pqrs);
    expect(first.status).toBe(200);
    expect(first.type).toBe("application/pdf");
    const text = await pdfText(first.bytes);
    expect(text).toContain(trackingID);
    expect(text).toContain("Ana María Pérez Gil");
    expect(text).toContain("Carrera 45 # 10-20 apto 301");
    expect(text).toContain("Medellín");
    expect(text).toContain("programó la reparación del alumbrado");
    expect(text).toContain("Administrador Principal");
    const { letterCode } = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } });
    expect(letterCode).toMatch(/^[0-9A-F]{32}$/);
    expect(text).toContain(letterCode!);
    expect(text).toContain(`/carta-validez?id=${letterCode}`);
    // Downloading again keeps the code; the first issue is in the history once.
    const second = await letter(complaintFormID, admin);
    expect(await pdfText(second.bytes)).toContain(letterCode!);
    expect(await h.db.complaintFormHistory.count({ where: { complaintFormID, action: "letter.issued" } })).toBe(1);
    // The filer may print their own letter; nobody else without the PQRs permission.
    expect((await letter(complaintFormID, owner.token)).status).toBe(200);
    const foreign = await letter(complaintFormID, stranger);
    expect(foreign.status).toBe(403);
    expect((await letter(complaintFormID, otherStaff)).status).toBe(403);
    expect((await letter(complaintFormID)).status).toBe(401);
    expect((await letter(999999, stranger)).status).toBe(403);
    expect((await letter(999999, pqrs)).status).toBe(404);
  });

  it("flows a long answer over several pages and refuses requests answered through another channel", async () => {
    const { complaintFormID } = await file(anonymousPetition({ ...POSTAL }));
    const long = Array.from(
      { length: 18 },
      (_, i) => `Párrafo ${i + 1}: ${"la entidad revisó cada uno de los puntos de su petición con el detalle que exige la ley ".repeat(1)}`,
    ).join("\n\n");
    expect((await answer(complaintFormID, { answer: long.slice(0, 2028), resolve: true })).status).toBe(200);
    const res = await letter(complaintFormID, pqrs);
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(res.bytes);
    expect(text).toContain("Ciudadano(a)");
    expect(text).toContain("Párrafo 18");

    const byMail = await file(anonymousPetition());
    expect((await answer(byMail.complaintFormID, { answer: ANSWER, resolve: true })).status).toBe(200);
    const refused = await letter(byMail.complaintFormID, pqrs);
    expect(refused.status).toBe(409);
    expect(refused.json().error.message).toBe(C.letterNotPostal);
  });

  it("is verified by its code with radicado, date and entity only, and by its sealed PDF; a wrong code is not found", async () => {
    const { complaintFormID, trackingID } = await file(personalRequest({ ...POSTAL, emailPersonal: owner.email, emailVerif: owner.email }), owner.token);
    expect((await answer(complaintFormID, { answer: ANSWER, resolve: true })).status).toBe(200);
    const printed = await letter(complaintFormID, pqrs);
    expect(printed.status).toBe(200);
    const { letterCode } = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } });
    // The letter's PDF itself checks by upload as sealed by this entity, with its code (issue 31).
    const form = new FormData();
    form.append("file", new Blob([printed.bytes], { type: "application/pdf" }), "carta.pdf");
    const sealed = await fetch(`${h.baseUrl}/api/v1/validity/pdf`, { method: "POST", body: form });
    expect(await sealed.json()).toMatchObject({ status: "valid", code: letterCode, validityPath: `/carta-validez?id=${letterCode}` });
    const ok = await h.call("GET", `/api/v1/complaintforms/letters/${letterCode!.toLowerCase()}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: C.letterValid, trackingID, date: expect.any(String), entityName: expect.any(String) });
    expect(JSON.stringify(ok.body)).not.toContain("Ana");
    expect(JSON.stringify(ok.body)).not.toContain("alumbrado");
    const wrong = await h.call("GET", `/api/v1/complaintforms/letters/${"A".repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe(C.letterNotFound);
    expect((await h.call("GET", "/api/v1/complaintforms/letters/x%27%20OR%201=1")).status).toBe(400);
  });
  it("is signed by a delegate who answered through the mailed link without an account, whoever downloads it", async () => {
    const filer = await h.registerCitizen({ name: "Julián", lastname: "Ortega" });
    const { complaintFormID, trackingID } = await file(personalRequest({ ...POSTAL, emailPersonal: filer.email, emailVerif: filer.email }), filer.token);
    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", trackingID);
    const delegate = uniqueEmail("enlace-infraestructura");
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${manage}`, { email: delegate })).status).toBe(200);
    const link = await mailedToken(h, "pqrds-delegation", delegate, "pqrs", trackingID);
    expect((await h.call("PUT", `/api/v1/complaintforms/${link}`, { answer: "Borrador de la dependencia" })).status).toBe(200);
    expect((await h.call("PUT", `/api/v1/complaintforms/${link}`, { answer: ANSWER, resolve: true })).status).toBe(200);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } })).answeredById).toBeNull();

    // Downloaded by a PQRs official (Camila Rojas) and by the filer: the delegate signs, not the downloader.
    for (const [token, downloader] of [
      [pqrs, "Camila Rojas"],
      [filer.token, "Julián Ortega"],
    ] as const) {
      const text = await pdfText((await letter(complaintFormID, token)).bytes);
      expect(text).toContain(delegate);
      expect(text).not.toContain(downloader);
    }

    // With the delegate's e-mail in the staff registry (any case), the letter gives their name and current position.
    const record = { identification: `9${Date.now()}`, name: "Mónica Suárez Díaz", email: delegate.toUpperCase(), dependency: "Secretaría de Infraestructura" };
    await h.db.staffRecord.createMany({
      data: [
        { ...record, position: "Técnica Administrativa", startDate: new Date("2019-01-01"), endDate: new Date("2021-12-31") },
        { ...record, position: "Profesional Universitaria", startDate: new Date("2022-01-01") },
      ],
    });
    const text = await pdfText((await letter(complaintFormID, filer.token)).bytes);
    expect(text).toContain("Mónica Suárez Díaz");
    expect(text).toContain("Profesional Universitaria - Secretaría de Infraestructura");
    expect(text).not.toContain("Técnica Administrativa");
    expect(text).not.toContain("Julián Ortega");
  });
});

describe("phone channel: the call is recorded before the request closes", () => {
  it("refuses to resolve without a call, changing nothing; records the call (listed in detail and history); then resolves", async () => {
    const { complaintFormID } = await file(anonymousPetition({ ...PHONE }));
    const before = await counts(h);
    const refused = await answer(complaintFormID, { answer: ANSWER, resolve: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0]).toEqual({ path: "resolve", message: C.callRequired });
    expect(await counts(h)).toEqual(before);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } })).status).toBe(1);

    const filed = (await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID } })).date;
    const bad = [
      [{ calledAt: new Date(Date.now() + 86_400_000).toISOString(), summary: "Se informó la respuesta" }, "calledAt", C.callDateFuture],
      [{ calledAt: new Date(filed.getTime() - 3_600_000).toISOString(), summary: "Se informó la respuesta" }, "calledAt", C.callDateBeforeFiling],
      [{ calledAt: "ayer", summary: "Se informó la respuesta" }, "calledAt", C.callDateRequired],
      [{ calledAt: new Date().toISOString(), summary: "x" }, "summary", C.callSummaryMin],
      [{ calledAt: new Date().toISOString(), summary: "x".repeat(2001) }, "summary", C.callSummaryMax],
    ] as const;
    for (const [body, path, message] of bad) {
      const res = await recordCall(complaintFormID, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.details[0]).toEqual({ path, message });
    }
    expect(await counts(h)).toEqual(before);
    expect(await h.db.complaintFormCall.count({ where: { complaintFormID } })).toBe(0);

    const calledAt = new Date().toISOString();
    const ok = await recordCall(complaintFormID, { calledAt, summary: "Se comunicó la respuesta a la ciudadana; quedó conforme." });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(C.callRecorded);
    expect(ok.body.complaintForm.calls).toEqual([
      {
        id: expect.any(Number),
        calledAt,
        official: "Camila Rojas",
        summary: "Se comunicó la respuesta a la ciudadana; quedó conforme.",
        createdAt: expect.any(String),
      },
    ]);
    expect(ok.body.complaintForm.history.at(-1)).toMatchObject({ action: "call.recorded", actionName: "Llamada registrada" });
    const resolved = await answer(complaintFormID, { answer: ANSWER, resolve: true });
    expect(resolved.status).toBe(200);
    expect(resolved.body.complaintForm.status).toBe(2);
  });

  it("other channels resolve without a call; calls need the PQRs permission", async () => {
    const { complaintFormID } = await file(anonymousPetition());
    expect((await answer(complaintFormID, { answer: ANSWER, resolve: true })).status).toBe(200);
    const body = { calledAt: new Date().toISOString(), summary: "Llamada de seguimiento" };
    expect((await recordCall(complaintFormID, body, null as unknown as string)).status).toBe(401);
    expect((await recordCall(complaintFormID, body, stranger)).status).toBe(403);
    expect((await recordCall(complaintFormID, body, otherStaff)).status).toBe(403);
    expect((await recordCall(complaintFormID, body, admin)).status).toBe(201);
    expect((await recordCall(999999, body, pqrs)).status).toBe(404);
  });
});

describe("information requests: access denied with a reason", () => {
  it("requires the reason when denied, refuses denial on other types, and shows it to the citizen with the answer", async () => {
    const info = await file(personalRequest({ complaintFormTypeID: 1, emailPersonal: owner.email, emailVerif: owner.email, email: owner.email }), owner.token);
    const before = await counts(h);
    const noReason = await answer(info.complaintFormID, { answer: ANSWER, accessDenied: true, resolve: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0]).toEqual({ path: "denialReason", message: C.denialReasonRequired });
    const short = await answer(info.complaintFormID, { answer: ANSWER, accessDenied: true, denialReason: "x" });
    expect(short.body.error.details[0]).toEqual({ path: "denialReason", message: C.denialReasonMin });
    const petition = await file(anonymousPetition());
    const wrongType = await answer(petition.complaintFormID, { answer: ANSWER, accessDenied: true, denialReason: "Información reservada" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details[0]).toEqual({ path: "accessDenied", message: C.denialOnlyInformation });
    expect((await counts(h)).history).toBe(before.history + 2); // only the new petition's filing rows

    const reason = "Información clasificada: datos personales de terceros (Ley 1712 de 2014, art. 18).";
    const ok = await answer(info.complaintFormID, { answer: ANSWER, accessDenied: true, denialReason: reason, resolve: true });
    expect(ok.status).toBe(200);
    expect(ok.body.complaintForm).toMatchObject({ accessDenied: true, denialReason: reason });
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: info.complaintFormID } });
    expect(row).toMatchObject({ accessDenied: true, denialReason: reason });
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { to: owner.email, text: { contains: info.trackingID } }, orderBy: { createdAt: "desc" } });
    expect(mail.text).toContain(reason);
    const mine = await h.call("GET", "/api/v1/complaintforms/mine", undefined, owner.token);
    expect(mine.status).toBe(200);
    const tracked = await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: info.trackingID, ...(await h.captcha("tracking")) }, owner.token);
    expect(tracked.body).toMatchObject({ accessDenied: true, denialReason: reason, answer: ANSWER });
  });
});
