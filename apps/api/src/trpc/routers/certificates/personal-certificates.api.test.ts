import { PERSONAL_LOOKUP_MIN_MS } from "@portal/core/certificates/personal-access";
import { PERSONAL_ACCESS_MESSAGES, PERSONAL_CODE_MAX_ATTEMPTS } from "@portal/schemas/certificates/personal-access-rules";
import { DOCUMENT_MESSAGES } from "@portal/schemas/documents/document-rules";
import { describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { mailedPersonalCode, verifyIdentity } from "./personal-testing.ts";

/** Ley 1581: residence, labour and income documents go only to the person they are about. */
let h: ApiHarness;
const B = "/api/v1";
const RESIDENT = { identification: "1011223344", email: "sofia.mejia@correo.co" };
const WORKER = { identification: "43777888", email: "ana.lopez@correo.co" };
const UNKNOWN = "1099999999";

useApiHarness(async (started) => {
  h = started;
  await h.db.resident.create({
    data: { identification: RESIDENT.identification, names: "Sofía Mejía Arango", address: "Calle 50 # 40-20", neighborhood: "Boston", email: RESIDENT.email },
  });
  await h.db.staffRecord.create({
    data: {
      identification: WORKER.identification,
      name: "Ana López",
      position: "Técnica",
      startDate: new Date("2019-01-02"),
      salary: 3_500_000,
      email: WORKER.email,
    },
  });
});

async function check(body: Record<string, unknown>, token?: string) {
  return h.call("POST", `${B}/certificates/check`, { ...(await h.captcha("certificate")), ...body }, token);
}
const checkCode = (body: Record<string, unknown>, token?: string) => h.call("POST", `${B}/certificates/check/code`, body, token);
const codesTo = (to: string) => h.db.emailMessage.count({ where: { kind: "personal-data-code", to } });
const lastAudit = (action: string) => h.db.auditLog.findFirstOrThrow({ where: { action }, orderBy: { id: "desc" } });

describe("a residence certificate asked by a stranger", () => {
  it("is refused without telling whether the identification exists: same status and body, a code only to the e-mail on file", async () => {
    const before = await h.db.emailMessage.count();
    const mailedBefore = await codesTo(RESIDENT.email);
    let started = performance.now();
    const existing = await check({ certificateID: 4, identification: RESIDENT.identification });
    const existingMs = performance.now() - started;
    started = performance.now();
    const missing = await check({ certificateID: 4, identification: UNKNOWN });
    const missingMs = performance.now() - started;

    expect(existing.status).toBe(200);
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toEqual(existing.body);
    expect(existing.body).toEqual({
      requiredPay: false,
      codeSent: true,
      message: PERSONAL_ACCESS_MESSAGES.codeSent,
      information: null,
      time: null,
      certificadoID: null,
      certificateID: 4,
      key: null,
      downloadUrl: null,
    });
    // Both take at least the floor, so the extra row of the registered case is not measurable.
    expect(existingMs).toBeGreaterThanOrEqual(PERSONAL_LOOKUP_MIN_MS - 5);
    expect(missingMs).toBeGreaterThanOrEqual(PERSONAL_LOOKUP_MIN_MS - 5);
    // One e-mail, to the address the entity has on file; nothing was issued.
    expect(await h.db.emailMessage.count()).toBe(before + 1);
    expect(await codesTo(RESIDENT.email)).toBe(mailedBefore + 1);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "personal-data-code", to: RESIDENT.email }, orderBy: { createdAt: "desc" } });
    expect(mail.subject).toBe(PERSONAL_ACCESS_MESSAGES.emailSubject);
    expect(mail.subject).not.toContain(RESIDENT.identification);
    expect(await h.db.certificateIssue.count({ where: { numeroIdentificacion: RESIDENT.identification } })).toBe(0);
  });
  it("the same for a labour certificate and for a logged-in citizen who is not the owner (or not verified)", async () => {
    const unverified = await h.registerCitizen({});
    await h.db.user.update({ where: { email: unverified.email }, data: { identification: WORKER.identification, identificationTypeId: 1 } });
    const other = await h.registerCitizen({});
    await verifyIdentity(h, other.email, "555666777");
    const answers = [
      await check({ certificateID: 5, identification: WORKER.identification }),
      await check({ certificateID: 5, identification: UNKNOWN }),
      await check({ certificateID: 5, identification: WORKER.identification }, unverified.token),
      await check({ certificateID: 5, identification: WORKER.identification }, other.token),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0]!.body);
      expect(res.body.key).toBeNull();
    }
  });
  it("a wrong, guessed or spent code gets nothing, and a code survives only a few wrong tries", async () => {
    await check({ certificateID: 4, identification: RESIDENT.identification });
    const code = await mailedPersonalCode(h, RESIDENT.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const unknown = await checkCode({ certificateID: 4, identification: UNKNOWN, code });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(PERSONAL_ACCESS_MESSAGES.codeInvalid);
    for (let i = 0; i < PERSONAL_CODE_MAX_ATTEMPTS; i++) {
      const res = await checkCode({ certificateID: 4, identification: RESIDENT.identification, code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(PERSONAL_ACCESS_MESSAGES.codeInvalid);
    }
    // Spent by the wrong tries: the right code no longer works.
    const late = await checkCode({ certificateID: 4, identification: RESIDENT.identification, code });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(PERSONAL_ACCESS_MESSAGES.codeInvalid);
    expect((await checkCode({ certificateID: 4, identification: RESIDENT.identification, code: "12ab" })).body.error.details[0].message).toBe(
      PERSONAL_ACCESS_MESSAGES.codeFormat,
    );
    expect((await checkCode({ certificateID: 3, identification: RESIDENT.identification, code })).status).toBe(400);
  });
});

describe("guessing a mailed code in one tRPC batch (issue 26)", () => {
  it("9 wrong codes and the right one in one batch: the cap holds, nothing is issued", async () => {
    await check({ certificateID: 4, identification: RESIDENT.identification });
    const code = await mailedPersonalCode(h, RESIDENT.email);
    const wrong = (i: number) => {
      const c = String(111111 * (i + 1)).slice(0, 6);
      return c === code ? "000000" : c;
    };
    const inputs = [...Array.from({ length: 9 }, (_, i) => wrong(i)), code].map((c) => ({
      certificateID: 4,
      identification: RESIDENT.identification,
      code: c,
    }));
    const issuedBefore = await h.db.certificateIssue.count({ where: { numeroIdentificacion: RESIDENT.identification } });
    const batch = await h.call(
      "POST",
      `/trpc/${inputs.map(() => "certificates.checkCode").join(",")}?batch=1`,
      Object.fromEntries(inputs.map((v, i) => [String(i), v])),
    );
    const answers = batch.body as { result?: unknown; error?: unknown }[];
    expect(answers).toHaveLength(10);
    expect(answers.filter((a) => a.result)).toHaveLength(0);
    expect(await h.db.certificateIssue.count({ where: { numeroIdentificacion: RESIDENT.identification } })).toBe(issuedBefore);
    const row = await h.db.personalDataCode.findFirstOrThrow({ where: { email: RESIDENT.email }, orderBy: { createdAt: "desc" } });
    expect(row).toMatchObject({ attempts: PERSONAL_CODE_MAX_ATTEMPTS, usedAt: null });
    expect((await checkCode({ certificateID: 4, identification: RESIDENT.identification, code })).status).toBe(400);
  });
});

describe("the owner gets it", () => {
  it("by the code mailed to the e-mail on file: issued once, PDF only through their grant, issue and download logged", async () => {
    await check({ certificateID: 4, identification: RESIDENT.identification });
    const code = await mailedPersonalCode(h, RESIDENT.email);
    const res = await checkCode({ certificateID: 4, identification: RESIDENT.identification, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codeSent: false, message: "Solicitud registrada exitosamente", certificateID: 4 });
    expect(res.body.downloadUrl).toMatch(new RegExp(`^${B}/certificates/4/export/${res.body.key}\\?grant=[\\w-]+$`));
    const issue = await h.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: res.body.key } });
    const issued = await lastAudit("certificate.issue");
    expect(issued).toMatchObject({ userId: null, entityType: "CertificateIssue", entityId: String(issue.id) });
    expect(issued.details).toMatchObject({ via: "email-code", email: RESIDENT.email, certificateID: 4 });
    expect((issued.details as { address: string | null }).address).toBeTruthy();

    // Single use.
    expect((await checkCode({ certificateID: 4, identification: RESIDENT.identification, code })).status).toBe(400);

    const pdf = await fetch(`${h.baseUrl}${res.body.downloadUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const downloaded = await lastAudit("certificate.download");
    expect(downloaded).toMatchObject({ entityId: String(issue.id) });
    expect(downloaded.details).toMatchObject({ via: "email-code", email: RESIDENT.email });

    // The validity code (printed on the paper, public at /validez/) does not open a personal certificate's PDF.
    const stranger = await h.call("GET", `${B}/certificates/4/export/${res.body.key}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe("Código inválido");
    expect((await fetch(`${h.baseUrl}${B}/certificates/4/export/${res.body.key}?grant=${"x".repeat(32)}`)).status).toBe(404);
  });
  it("logged in with a verified identity matching the identification: directly, logged with the user id", async () => {
    const citizen = await h.registerCitizen({});
    await verifyIdentity(h, citizen.email, WORKER.identification);
    const mailed = await codesTo(WORKER.email);
    const res = await check({ certificateID: 5, identification: WORKER.identification }, citizen.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codeSent: false, message: "Solicitud registrada exitosamente", certificateID: 5 });
    expect(await codesTo(WORKER.email)).toBe(mailed);
    const issued = await lastAudit("certificate.issue");
    expect(issued.userId).toBe(citizen.user.id);
    expect(issued.details).toMatchObject({ via: "session", email: citizen.email });
    expect((await fetch(`${h.baseUrl}${res.body.downloadUrl}`)).status).toBe(200);
    expect((await lastAudit("certificate.download")).userId).toBe(citizen.user.id);
  });
  it("property certificates keep the cadastral-key flow", async () => {
    await h.db.property.create({
      data: { cadastralKey: "77000001", address: "Calle 1", stratum: 2, owners: { create: [{ identification: "70111222", name: "Propietaria" }] } },
    });
    const res = await check({ certificateID: 3, key: "77000001", identification: "70111222" });
    expect(res.body).toMatchObject({ codeSent: false, requiredPay: false });
    // Its PDF names the owners too: the link carries the owner's grant (property-certificates.api.test.ts).
    expect(res.body.downloadUrl).toMatch(new RegExp(`^${B}/certificates/3/export/${res.body.key}\\?grant=[\\w-]+$`));
    expect((await fetch(`${h.baseUrl}${res.body.downloadUrl}`)).status).toBe(200);
  });
});

describe("documents about a person (income)", () => {
  it("a stranger gets the same notice whether the value is registered or not; the owner gets it by code", async () => {
    const type = await h.db.subDocumentType.create({
      data: {
        name: "Certificado de ingresos",
        template: "Que {{nombre}} recibió {{valor}}.",
        variables: {
          create: [
            { name: "documento", label: "Documento", isSearchKey: true },
            { name: "nombre", label: "Nombre" },
            { name: "valor", label: "Valor" },
            { name: "correo", label: "Correo" },
          ],
        },
        rows: {
          create: [{ searchValue: "80123456", values: { documento: "80123456", nombre: "Julio Díaz", valor: "$ 9.000.000", correo: "julio.diaz@correo.co" } }],
        },
      },
    });
    const search = async (value: string) => {
      const c = await h.captcha("document");
      return h.call("GET", `${B}/verDocument/${type.subDocumentTypeID}/${value}?typeprivacy=true&captchaId=${c.captchaId}&captcha=${c.captcha}`);
    };
    const existing = await search("80123456");
    const missing = await search("80999999");
    expect(existing.status).toBe(200);
    expect(missing.status).toBe(200);
    expect({ ...missing.body, value: null }).toEqual({ ...existing.body, value: null });
    expect(existing.body).toMatchObject({
      codeSent: true,
      message: DOCUMENT_MESSAGES.codeSentOrNotFound,
      guid: null,
      numeroIdentificacion: null,
      pdfUrl: null,
    });
    // The one answer also says the spec's search failure, for the case no code arrives (nothing matched).
    expect(missing.body.message).toMatch(/no se encontró información con los valores ingresados/i);
    expect(await h.db.documentIssue.count({ where: { subDocumentTypeID: type.subDocumentTypeID } })).toBe(0);

    const code = await mailedPersonalCode(h, "julio.diaz@correo.co");
    const res = await h.call("POST", `${B}/verDocument/code`, { subDocumentTypeID: type.subDocumentTypeID, value: "80123456", code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codeSent: false, numeroIdentificacion: "80123456" });
    expect((await lastAudit("document.issue")).details).toMatchObject({ via: "email-code", email: "julio.diaz@correo.co" });
    expect((await fetch(`${h.baseUrl}${B}/verPDF/${res.body.guid}`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}${res.body.pdfUrl}`)).status).toBe(200);
    expect((await lastAudit("document.download")).entityType).toBe("DocumentIssue");
  });
});

describe("the export counts against the certificate lookup limit", () => {
  it("answers 429 with Retry-After once the address spent its lookups", async () => {
    const limited = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      let last: Response | null = null;
      for (let i = 0; i < 31; i++) last = await fetch(`${limited.baseUrl}${B}/certificates/3/export/${"0".repeat(32)}`);
      expect(last!.status).toBe(429);
      expect(last!.headers.get("retry-after")).toBeTruthy();
      expect((await fetch(`${limited.baseUrl}${B}/verPDF/${"0".repeat(32)}`)).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
