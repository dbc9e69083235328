import { answerableDay, loadBusinessCalendar } from "@portal/core/complaint-forms/business-days";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, counts, PDF, personalRequest, submit, upload } from "./complaint-forms-testing.ts";

let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  // Random captchas of the PQRDS form: never required here (the answer is still accepted when it is).
  await h.deps.settings.set("captchaThreshold", 99);
});

const CHECK_FORM = "Verifica todos los datos del formulario";

describe("POST complaintforms — filing", () => {
  it("files an anonymous petition: tracking number, type name, due date; stored before the e-mails are queued", async () => {
    const body = anonymousPetition();
    const before = new Date();
    const res = await submit(h, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ complaintFormType: { id: 2, name: "Petición" }, isAppointment: false, message: "SOLICITUD ENVIADA" });
    expect(res.body.response).toMatch(/^\d{18}$/);
    expect(res.body.trackingID).toBe(res.body.response);

    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(res.body.trackingID) } });
    expect(row).toMatchObject({
      anonymous: true,
      userId: null,
      status: 1,
      responseTypeID: 1,
      email: body.email,
      emailPersonal: body.emailPersonal,
      typeprivacy: true,
      nDelegate: 0,
    });
    expect(row.descriptionHtml).toBe("Solicito información sobre el alumbrado público del barrio Laureles.<br>Gracias.");
    // 15 business days from the day after filing (Bogotá calendar, holidays skipped).
    const expected = answerableDay(await loadBusinessCalendar(h.db), before, 15);
    expect(res.body.answerableDate).toBe(expected);
    expect(row.answerableDate.toISOString().slice(0, 10)).toBe(expected);

    const ack = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-acknowledgement", to: body.emailPersonal } });
    expect(ack.text).toContain(res.body.trackingID);
    expect(ack.html).toContain(res.body.trackingID);
    expect(ack.createdAt.getTime()).toBeGreaterThanOrEqual(row.date.getTime());
    const notification = await h.db.emailMessage.findFirstOrThrow({
      where: { kind: "pqrds-staff-notification", to: ADMIN.email, text: { contains: res.body.trackingID } },
    });
    expect(notification.text).toMatch(/\/pqrs\/[A-Za-z0-9_-]{43}/);
    const tokens = await h.db.complaintFormToken.findMany({ where: { complaintFormID: row.complaintFormID } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: "manage", email: ADMIN.email });
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(notification.text).not.toContain(tokens[0]!.tokenHash);
    const history = await h.db.complaintFormHistory.findMany({ where: { complaintFormID: row.complaintFormID }, orderBy: { id: "asc" } });
    expect(history.map((x) => x.action)).toEqual(["created", "notification.sent"]);
  });

  it("Petición and Denuncia default to anonymous when not logged in", async () => {
    const { anonymous: _omit, ...body } = anonymousPetition({ complaintFormTypeID: 5 });
    const res = await submit(h, body);
    expect(res.status).toBe(201);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(res.body.trackingID) } })).anonymous).toBe(true);
  });

  it("personal mode requires login; logged in, it is linked to the user with their level of assurance", async () => {
    const before = await counts(h);
    const refused = await submit(h, personalRequest());
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe("Debes iniciar sesión para radicar una solicitud a nombre personal");
    expect(await counts(h)).toEqual(before);

    const citizen = await h.registerCitizen();
    // The spec's client sends its "loa"; only the session's is stored (a client cannot raise its own level).
    const res = await submit(h, personalRequest({ loa: "loa:2" }), citizen.token);
    expect(res.status).toBe(201);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(res.body.trackingID) } });
    expect(row).toMatchObject({
      anonymous: false,
      userId: citizen.user.id,
      loa: "loa:1",
      firstName: "Ana",
      identification: "1020304050",
      identificationTypeID: 1,
      locationPersonalID: 5001,
    });
    expect(row.birthDate?.toISOString().slice(0, 10)).toBe("1990-05-04");
  });

  it("appointments and personal-data requests require login and identity data, even when sent as anonymous", async () => {
    // Registered first: registration mails its verification link, which is not what is counted here.
    const citizen = await h.registerCitizen();
    const before = await counts(h);
    const appointment = await submit(h, anonymousPetition({ complaintFormTypeID: 7 }));
    expect(appointment.status).toBe(401);
    expect(appointment.body.error.message).toBe("Debes iniciar sesión para agendar una cita o solicitar tus datos personales");
    const personalData = await submit(h, anonymousPetition({ complaintFormTypeID: 8 }), citizen.token);
    expect(personalData.status).toBe(400);
    expect(personalData.body.error.message).toBe(CHECK_FORM);
    expect(personalData.body.error.details.map((d: { path: string }) => d.path)).toContain("identification");
    expect(await counts(h)).toEqual(before);
    const ok = await submit(h, personalRequest({ complaintFormTypeID: 8, anonymous: true }), citizen.token);
    expect(ok.status).toBe(201);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(ok.body.trackingID) } })).anonymous).toBe(false);
  });

  it("refuses bad input with the overall message and the first rule first; nothing is stored", async () => {
    const before = await counts(h);
    const res = await submit(h, {
      complaintFormTypeID: 2,
      anonymous: true,
      emailPersonal: "ana@correo.co",
      emailVerif: "otra@correo.co",
      description: "   ",
      responseTypeID: 3,
      typeprivacy: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CHECK_FORM);
    expect(res.body.error.details).toEqual([
      { path: "emailVerif", message: "Correos no coinciden" },
      { path: "description", message: "Debes ingresar el contenido de la solicitud" },
      { path: "mobileNumber", message: "Debes ingresar el número de teléfono movil" },
      { path: "typeprivacy", message: "Debes aceptar el aviso de privacidad" },
    ]);
    const long = await submit(h, anonymousPetition({ description: "a".repeat(5099) }));
    expect(long.body.error.details[0]).toEqual({ path: "description", message: "Debes ingresar máximo 5098 caracteres" });
    expect(await counts(h)).toEqual(before);
  });

  it("checks the response channel's data: postal in Colombia needs the department, city, vereda and address", async () => {
    const res = await submit(h, anonymousPetition({ responseTypeID: 2, email: null, rootLocation: 1 }));
    expect(res.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      "Debes seleccionar el departamento",
      "Debes seleccionar la ciudad",
      "Debes ingresar la vereda o municipio",
      "Debes ingresar tu dirección física",
    ]);
    const ok = await submit(
      h,
      anonymousPetition({
        responseTypeID: 2,
        email: "ignorado@correo.co",
        rootLocation: 1,
        secondLevelLocation: 5,
        location: 5001,
        neighborhood: "Vereda El Salado",
        address: "Km 3 vía Las Palmas",
      }),
    );
    expect(ok.status).toBe(201);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(ok.body.trackingID) } });
    expect(row).toMatchObject({
      responseTypeID: 2,
      email: null,
      rootLocationID: 1,
      secondLevelLocationID: 5,
      locationID: 5001,
      address: "Km 3 vía Las Palmas",
    });
  });

  it("refuses a city outside the chosen department", async () => {
    const citizen = await h.registerCitizen();
    const res = await submit(h, personalRequest({ locationPersonal: 11001 }), citizen.token);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "locationPersonal", message: "Debes seleccionar la ciudad" });
  });

  it("refuses a bad captcha and stores nothing", async () => {
    await h.deps.settings.set("captchaThreshold", 0);
    await h.setCaptchaDraw("pqrds", 50);
    const before = await counts(h);
    // The held draw exceeds the threshold, so a captcha is asked for; a wrong answer is then refused.
    const challenge = await h.captcha("pqrds");
    const res = await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), captchaId: challenge.captchaId, captcha: "zzzzz" });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "captcha", message: "El Captcha ingresado no es válido, inténtalo de nuevo" });
    const noId = await h.call("POST", "/api/v1/complaintforms", anonymousPetition());
    expect(noId.body.error.details[0]).toEqual({ path: "captcha", message: "Debes ingresar el Captcha" });
    expect(await counts(h)).toEqual(before);
    // The test answer always passes.
    expect((await submit(h, anonymousPetition())).status).toBe(201);
    await h.deps.settings.set("captchaThreshold", 99);
  });

  it("attaches one uploaded complaint file, once", async () => {
    const file = (await upload(h, "complaint", "Derecho de petición.pdf", PDF)).body;
    const res = await submit(h, anonymousPetition({ isAttachment: true, fileID: file.fileID, fileName: "otro-nombre.pdf" }));
    expect(res.status).toBe(201);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(res.body.trackingID) } });
    expect(row).toMatchObject({ isAttachment: true, fileID: file.fileID, fileName: "Derecho de petición.pdf" });

    const before = await counts(h);
    const again = await submit(h, anonymousPetition({ isAttachment: true, fileID: file.fileID }));
    expect(again.status).toBe(400);
    expect(again.body.error.details[0]).toEqual({ path: "fileID", message: "El archivo adjunto no es válido o ya está asociado a otra solicitud" });
    const answerFile = (await upload(h, "answer", "respuesta.pdf", PDF)).body;
    expect((await submit(h, anonymousPetition({ isAttachment: true, fileID: answerFile.fileID }))).status).toBe(400);
    expect((await submit(h, anonymousPetition({ isAttachment: true, fileID: "3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f" }))).status).toBe(400);
    expect(await counts(h)).toEqual(before);
    // Unchecked: the id is dropped.
    const dropped = await submit(h, anonymousPetition({ isAttachment: false, fileID: file.fileID }));
    expect(dropped.status).toBe(201);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(dropped.body.trackingID) } })).fileID).toBeNull();
  });

  it("lets only the uploader attach a file: another anonymous upload session or another user gets the invalid-attachment refusal", async () => {
    const INVALID = { path: "fileID", message: "El archivo adjunto no es válido o ya está asociado a otra solicitud" };
    const mine = (await upload(h, "complaint", "anexo.pdf", PDF, undefined, "sesion-de-la-ciudadana-aaaaaaaaaaaaaaaaaaaa")).body;
    expect(mine.fileID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const before = await counts(h);
    const stranger = await submit(h, anonymousPetition({ isAttachment: true, fileID: mine.fileID }), null, "sesion-de-un-extrano-bbbbbbbbbbbbbbbbbbbbbbb");
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.details[0]).toEqual(INVALID);
    // Without any upload session, nobody owns an anonymous upload.
    expect(
      (await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition({ isAttachment: true, fileID: mine.fileID }), ...(await h.captcha("pqrds")) }))
        .status,
    ).toBe(400);
    expect(await counts(h)).toEqual(before);
    expect((await submit(h, anonymousPetition({ isAttachment: true, fileID: mine.fileID }), null, "sesion-de-la-ciudadana-aaaaaaaaaaaaaaaaaaaa")).status).toBe(
      201,
    );

    const ana = await h.registerCitizen();
    const luis = await h.registerCitizen();
    const anaFile = (await upload(h, "complaint", "cedula.pdf", PDF, ana.token, "sesion-compartida-ccccccccccccccccccccccccc")).body;
    // Same browser session, another user: the file belongs to Ana, not to the session.
    const byLuis = await submit(h, personalRequest({ isAttachment: true, fileID: anaFile.fileID }), luis.token, "sesion-compartida-ccccccccccccccccccccccccc");
    expect(byLuis.status).toBe(400);
    expect(byLuis.body.error.details[0]).toEqual(INVALID);
    expect(
      (await submit(h, personalRequest({ isAttachment: true, fileID: anaFile.fileID }), ana.token, "otra-sesion-de-ana-dddddddddddddddddddddd")).status,
    ).toBe(201);
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: anaFile.fileID } })).attachedAt).not.toBeNull();
  });

  it("lets a REST client without an upload session attach its own upload with the upload's token, once and only that file", async () => {
    const INVALID = { path: "fileID", message: "El archivo adjunto no es válido o ya está asociado a otra solicitud" };
    // The spec's two calls, no upload-session header on either: POST uploadfiles/complaint, then POST complaintforms.
    const uploadBare = async (name: string) => {
      const form = new FormData();
      form.append("file", new Blob([PDF]), name);
      const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/complaint`, { method: "POST", body: form });
      return { status: res.status, body: (await res.json()) as { fileID: string; uploadToken?: string } };
    };
    const fileBare = async (extra: Record<string, unknown>) =>
      h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition({ isAttachment: true, ...extra }), ...(await h.captcha("pqrds")) });
    const mine = await uploadBare("anexo-rest.pdf");
    expect(mine.status).toBe(201);
    expect(mine.body.uploadToken).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const other = (await uploadBare("otro.pdf")).body;

    const before = await counts(h);
    // Another file's token, a forged one, or none: the same refusal, nothing stored.
    for (const uploadToken of [other.uploadToken, `${mine.body.uploadToken!.split(".")[0]}.${"A".repeat(43)}`, undefined]) {
      const refused = await fileBare({ fileID: mine.body.fileID, uploadToken });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details[0]).toEqual(INVALID);
    }
    expect(await counts(h)).toEqual(before);

    const filed = await fileBare({ fileID: mine.body.fileID, uploadToken: mine.body.uploadToken });
    expect(filed.status).toBe(201);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } })).fileID).toBe(mine.body.fileID);
    // The token attaches its file once.
    const again = await fileBare({ fileID: mine.body.fileID, uploadToken: mine.body.uploadToken });
    expect(again.body.error.details[0]).toEqual(INVALID);
    // A logged-in uploader's file is theirs by the session: no token is handed out.
    const citizen = await h.registerCitizen();
    expect((await upload(h, "complaint", "propio.pdf", PDF, citizen.token)).body).not.toHaveProperty("uploadToken");
  });

  it("refuses an upload token past its lifetime", async () => {
    const { signUploadToken } = await import("@portal/core/files/upload-token");
    const file = (await upload(h, "complaint", "viejo.pdf", PDF, undefined, "sesion-olvidada-eeeeeeeeeeeeeeeeeeeeeeeeee")).body;
    const stale = signUploadToken(h.deps.authSecret, file.fileID, new Date(Date.now() - 3 * 60 * 60 * 1000));
    const res = await h.call("POST", "/api/v1/complaintforms", {
      ...anonymousPetition({ isAttachment: true, fileID: file.fileID, uploadToken: stale }),
      ...(await h.captcha("pqrds")),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "fileID", message: "El archivo adjunto no es válido o ya está asociado a otra solicitud" });
  });

  it("books an appointment on an attention day and hour", async () => {
    const root = (await h.call("GET", "/api/v1/attention/GetRoot")).body;
    const day = root.find((d: { dates: string[] }) => d.dates.length > 0);
    const citizen = await h.registerCitizen();
    const appointment = (extra: Record<string, unknown>) =>
      personalRequest({
        complaintFormTypeID: 7,
        presential: 1,
        DaysAttentions: { attentionConfigID: day.attentionConfigID, day: day.dates[0] },
        hour: day.hours[0].id,
        ...extra,
      });

    const missing = await submit(h, appointment({ presential: null, DaysAttentions: null, hour: null }), citizen.token);
    expect(missing.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      "Debes ingresar el tipo de cita",
      "Debes seleccionar el dia",
      "Debes seleccionar la hora",
    ]);
    const badHour = await submit(h, appointment({ hour: 13 }), citizen.token);
    expect(badHour.body.error.details[0]).toEqual({ path: "hour", message: "La hora seleccionada no está disponible" });
    const other = root.find((d: { attentionConfigID: number }) => d.attentionConfigID !== day.attentionConfigID);
    const wrongDay = await submit(h, appointment({ DaysAttentions: { attentionConfigID: other.attentionConfigID, day: day.dates[0] } }), citizen.token);
    expect(wrongDay.body.error.details[0]).toEqual({ path: "DaysAttentions", message: "El día seleccionado no está disponible para citas" });

    const res = await submit(h, appointment({}), citizen.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isAppointment: true, message: "LA CITA HA SIDO AGENDADA", complaintFormType: { id: 7, name: "Agenda tu cita" } });
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(res.body.trackingID) } });
    expect(row).toMatchObject({ presential: 1, attentionConfigID: day.attentionConfigID, hour: day.hours[0].id });
    expect(row.attentionDay?.toISOString().slice(0, 10)).toBe(day.dates[0]);
    const ack = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-acknowledgement", text: { contains: res.body.trackingID } } });
    expect(ack.text).toContain(day.hours[0].label);
  });

  it("is refused while the PQR-enabled setting is off", async () => {
    await h.deps.settings.set("pqrEnabled", false);
    const res = await submit(h, anonymousPetition());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("La recepción de PQRDS no está habilitada en este momento");
    await h.deps.settings.set("pqrEnabled", true);
  });

  it("the tRPC procedure answers the same", async () => {
    const res = await h.call("POST", "/trpc/complaintForms.submit", { ...anonymousPetition(), ...(await h.captcha("pqrds")) });
    expect(res.status).toBe(200);
    expect(res.body.result.data.trackingID).toMatch(/^\d{18}$/);
    const bad = await h.call("POST", "/trpc/complaintForms.submit", { ...anonymousPetition({ typeprivacy: false }), ...(await h.captcha("pqrds")) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.data.details[0].message).toBe("Debes aceptar el aviso de privacidad");
  });
});

describe("POST complaintforms/tracking", () => {
  const track = async (trackingID: unknown, token?: string, accessKey?: string) =>
    h.call("POST", "/api/v1/complaintforms/tracking", { trackingID, accessKey, ...(await h.captcha("tracking")) }, token);

  it("answers the request to whoever presents the code and its access key", async () => {
    const citizen = await h.registerCitizen();
    const file = (await upload(h, "complaint", "anexo.pdf", PDF)).body;
    const filed = await submit(
      h,
      personalRequest({ isAttachment: true, fileID: file.fileID, responseTypeID: 3, email: null, mobileNumber: "3109876543", extension: "12" }),
      citizen.token,
    );
    const res = await track(filed.body.trackingID, undefined, filed.body.accessKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      personalData: true,
      trackingID: filed.body.trackingID,
      status: 1,
      statusName: "Abierta",
      answer: null,
      files: [],
      closingDate: null,
      answerableDate: filed.body.answerableDate,
      complaintFormType: { id: 2, name: "Petición" },
      complaintFormUserType: { id: 1, name: "Persona natural" },
      names: "Ana María Pérez Gil",
      identificationType: { id: 1, name: "Cédula de ciudadanía" },
      identification: "1020304050",
      genre: "Femenino",
      birthDate: "1990-05-04",
      rootLocationPersonal: { id: 1, name: "Colombia" },
      locationPersonal: { id: 5001 },
      neighborhoodPersonal: "Laureles",
      mobileNumberPersonal: "3001234567",
      responseTypeID: 3,
      responseType: { id: 3, name: "Teléfono" },
      emailLabel: "Correo certificado",
      mobileNumber: "3109876543",
      extension: "12",
      fileID: file.fileID,
      fileName: "anexo.pdf",
      filePath: `/files/${file.fileID}/anexo.pdf`,
    });
    expect(res.body.descriptionHtml).toContain("<br>");
    const attachment = await h.call("GET", `/api/v1/complaintforms/files/${res.body.fileDownloadToken}`);
    expect(attachment.body).toMatchObject({ fileID: file.fileID, name: "anexo.pdf", mimeType: "application/pdf" });
    expect(Buffer.from(attachment.body.content, "base64").equals(PDF)).toBe(true);
    expect(typeof res.body.date).toBe("string");
  });

  it("answers 404 with the complaint-not-found message for an unknown code", async () => {
    const res = await track("1234567890");
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("No encontramos una solicitud con ese número. Verifica el número e inténtalo de nuevo.");
    expect((await track("9".repeat(20))).status).toBe(404);
  });

  it("requires a numeric code of at most 20 digits and the captcha", async () => {
    for (const code of ["", "12a", "1".repeat(21)]) {
      const res = await track(code);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual({ path: "trackingID", message: "Debes ingresar el número de la solicitud" });
    }
    const noCaptcha = await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: "123" });
    expect(noCaptcha.body.error.details[0].message).toBe("Debes ingresar el Captcha");
    const otherForm = await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: "123", ...(await h.captcha("login")) });
    expect(otherForm.body.error.details[0].path).toBe("captcha");
  });

  it("personal data goes only with the code, or to the logged-in owner of a personal request", async () => {
    const owner = await h.registerCitizen();
    const stranger = await h.registerCitizen();
    const filed = await submit(h, personalRequest(), owner.token);
    const anonymousFiled = await submit(h, anonymousPetition(), owner.token);
    expect((await h.call("GET", "/api/v1/complaintforms/mine")).status).toBe(401);
    const mine = await h.call("GET", "/api/v1/complaintforms/mine", undefined, owner.token);
    // "Mis solicitudes" lists which request and where it stands (paged); the personal data stays on the tracking page.
    expect(mine.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(mine.body.items.map((r: { trackingID: string }) => r.trackingID)).toEqual([filed.body.trackingID]);
    expect(mine.body.items[0]).toMatchObject({ statusName: "Abierta", qualification: null });
    expect(mine.body.items[0].identification).toBeUndefined();
    expect(mine.body.items.map((r: { trackingID: string }) => r.trackingID)).not.toContain(anonymousFiled.body.trackingID);
    expect((await h.call("GET", "/api/v1/complaintforms/mine", undefined, stranger.token)).body).toMatchObject({ items: [], total: 0 });
    // Staff-only list and token pages are closed to citizens and visitors.
    expect((await h.call("GET", "/api/v1/complaintforms")).status).toBe(401);
    expect((await h.call("GET", "/api/v1/complaintforms", undefined, stranger.token)).status).toBe(403);
    expect((await h.call("GET", `/api/v1/complaintforms/${"x".repeat(43)}`)).status).toBe(404);
  });
});
