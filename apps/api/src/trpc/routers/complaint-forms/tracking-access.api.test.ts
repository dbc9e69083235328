import { addCalendarDays, bogotaDay, dayToDate, loadBusinessCalendar } from "@portal/core/complaint-forms/business-days";
import { TRACKING_MESSAGES } from "@portal/schemas/complaint-forms/tracking-rules";
import { describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, mailedToken, PDF, personalRequest, submit, TEST_UPLOAD_SESSION, upload } from "./complaint-forms-testing.ts";

/** Ley 1581: a tracking number alone shows status and dates; the personal data needs the access key or the owner. */
let h: ApiHarness;
let owner: { email: string; token: string };
let filed: { trackingID: string; accessKey: string; answerableDate: string };
let request: Record<string, unknown>;
const ANSWER = "Revisamos el alumbrado de la Calle 10 y programamos la reparación.";

const track = async (trackingID: string, accessKey?: string | null, token?: string, headers: Record<string, string> = {}) =>
  h.call("POST", "/api/v1/complaintforms/tracking", { trackingID, accessKey, ...(await h.captcha("tracking")) }, token, headers);

useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  owner = await h.registerCitizen();
  const file = (await upload(h, "complaint", "cedula-escaneada.pdf", PDF, owner.token)).body;
  request = personalRequest({ isAttachment: true, fileID: file.fileID, description: "Mi vecino Jorge Ramírez dejó basuras frente a mi casa." });
  const res = await submit(h, request, owner.token);
  expect(res.status).toBe(201);
  filed = res.body;
  // Answered with a file, so there is an answer and files to withhold.
  const manage = await mailedToken(h, "pqrds-staff-notification", "admin@prueba.gov.co", "pqrs", filed.trackingID);
  const answerFile = (await upload(h, "answer", "respuesta-oficial.pdf", PDF)).body;
  const answered = await h.call("PUT", `/api/v1/complaintforms/${manage}`, { answer: ANSWER, fileIDs: [answerFile.fileID], resolve: true }, null, {
    "upload-session": TEST_UPLOAD_SESSION,
  });
  expect(answered.status).toBe(200);
});

/** Everything of the request a stranger must not read. */
const secrets = () => [
  "Ana María Pérez Gil",
  "Pérez",
  "1020304050",
  String(request.emailPersonal),
  "Jorge Ramírez",
  ANSWER,
  "respuesta-oficial.pdf",
  "cedula-escaneada.pdf",
  "3001234567",
  "Calle 10 # 20-30",
];

describe("tracking by number alone", () => {
  it("shows status and dates only: no name, e-mail, identification, description, answer or files", async () => {
    const res = await track(filed.trackingID);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      personalData: false,
      trackingID: filed.trackingID,
      status: 2,
      statusName: "Cerrada",
      answerableDate: filed.answerableDate,
    });
    expect(res.body.closingDate).toBeTruthy();
    // The withheld fields are not sent at all, so the summary stays under the size that is compressed.
    expect(Object.keys(res.body).sort()).toEqual([
      "accessKeyInvalid",
      "answerableDate",
      "closingDate",
      "complaintFormID",
      "complaintFormType",
      "date",
      "extended",
      "lifecycle",
      "personalData",
      "status",
      "statusName",
      "term",
      "trackingID",
    ]);
    expect(res.body.lifecycle).toMatchObject({ completionRequest: null, transferEntityName: null });
    expect(res.headers.get("content-encoding")).toBeNull();
    const text = JSON.stringify(res.body);
    for (const secret of secrets()) expect(text).not.toContain(secret);
  });
  it("a wrong access key is said (the key does not match), and shows no more than the number alone", async () => {
    const none = await track(filed.trackingID);
    expect(none.body.accessKeyInvalid).toBe(false);
    const wrong = await track(filed.trackingID, "ABCD-EFGH-JKMN");
    const garbage = await track(filed.trackingID, "x".repeat(40));
    expect(wrong.status).toBe(none.status);
    // The same summary (status and dates only), flagged so the form tells the citizen the key does not match.
    expect(wrong.body).toEqual({ ...none.body, accessKeyInvalid: true });
    expect(garbage.body).toEqual({ ...none.body, accessKeyInvalid: true });
    expect(TRACKING_MESSAGES.accessKeyInvalid).toMatch(/no corresponde a esta solicitud/);
    expect((await track(filed.trackingID, "x".repeat(41))).body.error.details[0]).toEqual({ path: "accessKey", message: TRACKING_MESSAGES.accessKeyMax });
  });
});

describe("the clock tracking shows (issue 31)", () => {
  it("states the type's legal rule and the business days counted and left in the entity's calendar, to anyone with the number", async () => {
    const consultation = await submit(h, anonymousPetition({ complaintFormTypeID: 10 }));
    expect(consultation.status).toBe(201);
    const justFiled = (await track(consultation.body.trackingID)).body;
    expect(justFiled.term).toEqual({
      rule: "30 días hábiles, Ley 1755 de 2015, art. 14, num. 2",
      businessDays: 30,
      elapsed: 0,
      left: 30,
      suspended: false,
      claimInProgress: false,
      personalDataKind: null,
    });

    // Filed six business days ago: six counted, 24 left (holidays and closure days are not counted).
    const calendar = await loadBusinessCalendar(h.db);
    let filedDay = bogotaDay();
    while (calendar.businessDaysBetween(filedDay, bogotaDay()) < 6) filedDay = addCalendarDays(filedDay, -1);
    const due = calendar.addBusinessDays(filedDay, 30);
    await h.db.complaintForm.update({
      where: { trackingID: BigInt(consultation.body.trackingID) },
      data: { date: new Date(`${filedDay}T15:00:00Z`), answerableDate: dayToDate(due) },
    });
    expect((await track(consultation.body.trackingID)).body.term).toMatchObject({ businessDays: 30, elapsed: 6, left: 24 });

    // Answered: the clock says how long the answer took.
    expect((await track(filed.trackingID)).body.term).toMatchObject({ rule: "15 días hábiles, Ley 1755 de 2015, art. 14", businessDays: 15, elapsed: 0 });
  });
});

describe("tracking with the second factor", () => {
  it("the access key shown once at filing (any case, with or without dashes) opens all of it", async () => {
    expect(filed.accessKey).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    for (const key of [filed.accessKey, filed.accessKey.toLowerCase().replaceAll("-", "")]) {
      const res = await track(filed.trackingID, key);
      expect(res.body).toMatchObject({
        personalData: true,
        names: "Ana María Pérez Gil",
        identification: "1020304050",
        emailPersonal: request.emailPersonal,
        answer: ANSWER,
      });
      expect(res.body.description).toContain("Jorge Ramírez");
      expect(res.body.files).toHaveLength(1);
      expect(res.body.fileName).toBe("cedula-escaneada.pdf");
      expect(res.body.fileDownloadToken).toEqual(expect.any(String));
    }
  });
  it("the logged-in owner sees it without the key; another account does not", async () => {
    expect((await track(filed.trackingID, null, owner.token)).body).toMatchObject({ personalData: true, identification: "1020304050" });
    const other = await h.registerCitizen();
    expect((await track(filed.trackingID, null, other.token)).body).toMatchObject({ personalData: false });
  });
  it("the owner opens it from Mis solicitudes without a captcha (GET complaintforms/mine/{trackingID}); nobody else does", async () => {
    const mine = await h.call("GET", `/api/v1/complaintforms/mine/${filed.trackingID}`, undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ personalData: true, trackingID: filed.trackingID, identification: "1020304050" });
    const other = await h.registerCitizen();
    const stranger = await h.call("GET", `/api/v1/complaintforms/mine/${filed.trackingID}`, undefined, other.token);
    expect(stranger.status).toBe(404);
    expect((await h.call("GET", "/api/v1/complaintforms/mine/99999999999999", undefined, other.token)).body).toEqual(stranger.body);
    expect((await h.call("GET", `/api/v1/complaintforms/mine/${filed.trackingID}`)).status).toBe(401);
  });
  it("only a hash of the key is stored; the citizen's e-mail carries it; no subject carries the number", async () => {
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.trackingID) } });
    expect(row.accessKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify({ ...row, trackingID: String(row.trackingID) })).not.toContain(filed.accessKey.replaceAll("-", ""));
    const ack = await h.db.emailMessage.findFirstOrThrow({
      where: { kind: "pqrds-acknowledgement", to: String(request.emailPersonal) },
      orderBy: { createdAt: "desc" },
    });
    expect(ack.text).toContain(filed.accessKey);
    const mails = await h.db.emailMessage.findMany({ where: { text: { contains: filed.trackingID } } });
    expect(mails.map((m) => m.kind).sort()).toEqual(expect.arrayContaining(["pqrds-acknowledgement", "pqrds-answer", "pqrds-staff-notification"]));
    for (const mail of mails) expect(mail.subject).not.toContain(filed.trackingID);
  });
});

describe("guessing access keys", () => {
  it("wrong keys for one number are limited (class tracking), whatever the address", async () => {
    // Behind a trusted proxy, so each guess can come from another address (X-Forwarded-For).
    const limited = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "loopback" });
    try {
      await limited.deps.settings.set("captchaThreshold", 99);
      const res = await limited.call(
        "POST",
        "/api/v1/complaintforms",
        { ...personalRequest(), ...(await limited.captcha("pqrds")) },
        (await limited.registerCitizen()).token,
      );
      const { trackingID, accessKey } = res.body as { trackingID: string; accessKey: string };
      const tryKey = async (key: string, address: string) =>
        limited.call("POST", "/api/v1/complaintforms/tracking", { trackingID, accessKey: key, ...(await limited.captcha("tracking")) }, null, {
          "x-forwarded-for": address,
        });
      // 30 keys a minute per number (RATE_LIMITS.tracking), each counted before it is compared.
      for (let i = 0; i < 30; i++) expect((await tryKey(`WRONG${String(i).padStart(7, "2")}`, `10.1.0.${i + 1}`)).body.personalData).toBe(false);
      // Spent: even the right key, from a fresh address, waits.
      const blocked = await tryKey(accessKey, "10.2.0.1");
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toBeTruthy();
      // An unknown number's keys count the same, here through the receipt (which has no captcha): its refusals and
      // then its limit look like a real number's, so neither tells which numbers exist.
      const tryReceipt = (address: string) =>
        limited.call("POST", "/api/v1/complaintforms/receipt", { trackingID: "99999999999999999", accessKey: "WRONG2222222" }, null, {
          "x-forwarded-for": address,
        });
      for (let i = 0; i < 30; i++) expect((await tryReceipt(`10.3.0.${i + 1}`)).status).toBe(403);
      expect((await tryReceipt("10.4.0.1")).status).toBe(429);
    } finally {
      await limited.stop();
    }
  }, 240_000);
});
