import { invalidateReferenceCaches } from "@portal/core/cache/reference-cache";
import { DEMO_CERTIFICATE_SIGNERS } from "@portal/core/seed/demo-entity";
import { pdfText } from "@portal/core/testing/pdf-text";
import { Prisma } from "@portal/db/client";
import { CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES, type TSealCheck } from "@portal/schemas/validity/seal-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { mailedPersonalCode } from "./personal-testing.ts";

let h: ApiHarness;
let staff: string;
const B = "/api/v1";
/** Owners of the two properties: a property certificate needs the key and an owner's identification. */
const OWNER = "1020304050";
const DEBTOR = "43555666";

useApiHarness(async (started) => {
  h = started;
  staff = await h.login();
  await h.db.property.create({
    data: {
      cadastralKey: "010200030004",
      address: "Calle 10 # 4-21",
      stratum: 3,
      landUse: "Residencial",
      zone: "Urbana",
      taxPaidUntil: new Date("2026-12-31"),
      owners: {
        create: [
          { identification: "1020304050", name: "Ana María Pérez" },
          { identification: "79111222", name: "Luis Gómez" },
        ],
      },
    },
  });
  await h.db.property.create({
    data: {
      cadastralKey: "99000001",
      address: "Vereda El Carmen, lote 7",
      stratum: 1,
      amountOwed: new Prisma.Decimal("350000.50"),
      owners: { create: [{ identification: "43555666", name: "Rosa Díaz" }] },
    },
  });
  await h.db.resident.create({
    data: {
      identification: "1098765432",
      names: "Camilo Andrés Ruiz",
      address: "Carrera 7 # 8-9",
      neighborhood: "La Esperanza",
      since: new Date("2015-03-01"),
      email: "camilo.ruiz@correo.co",
    },
  });
  await h.db.staffRecord.createMany({
    data: [
      {
        identification: "52333444",
        name: "Marta Lucía Ortiz",
        position: "Auxiliar administrativa",
        startDate: new Date("2010-02-01"),
        endDate: new Date("2014-06-30"),
        dependency: "Secretaría de Gobierno",
        email: "marta.ortiz@correo.co",
      },
      {
        identification: "52333444",
        name: "Marta Lucía Ortiz",
        position: "Profesional universitaria",
        startDate: new Date("2014-07-01"),
        dependency: "Secretaría de Hacienda",
      },
    ],
  });
});

async function check(body: Record<string, unknown>) {
  return h.call("POST", `${B}/certificates/check`, { ...(await h.captcha("certificate")), ...body });
}
/** A residence (4) or labour (5) certificate, obtained by its owner through the code mailed to the e-mail on file. */
async function owned(certificateID: number, identification: string, email: string) {
  const notice = await check({ certificateID, identification });
  expect(notice.body.codeSent).toBe(true);
  return h.call("POST", `${B}/certificates/check/code`, { certificateID, identification, code: await mailedPersonalCode(h, email) });
}
async function validate(id: string) {
  return h.call("POST", `${B}/certification/check`, { id, ...(await h.captcha("certificateValidity")) });
}
/** The issue counter staff see (GET certificates/count/{id}). */
async function shownCount(certificateID: number): Promise<number> {
  return (await h.call("GET", `${B}/certificates/count/${certificateID}`, undefined, staff)).body[0].issueCount;
}
/** POST validity/pdf: the PDF itself, checked by its seal and its code (verify by upload, issue 31). */
async function sealCheck(bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), "certificado.pdf");
  const res = await fetch(`${h.baseUrl}${B}/validity/pdf`, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as TSealCheck };
}
async function pdf(path: string) {
  const res = await fetch(`${h.baseUrl}${path}`);
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("POST certificates/check", () => {
  it("refuses wrong lengths and characters with the form's messages", async () => {
    const properties = await h.db.property.count();
    let res = await check({ certificateID: 4, identification: "1".repeat(13) });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "identification", message: "Debes ingresar máximo 12 números" });
    res = await check({ certificateID: 5, identification: "12 34" });
    expect(res.body.error.details[0].message).toBe("Debes ingresar solo números sin espacios");
    res = await check({ certificateID: 2, key: "9".repeat(51) });
    expect(res.body.error.details[0]).toEqual({ path: "key", message: "Debes ingresar máximo 50 caracteres" });
    res = await check({ certificateID: 1, key: "" });
    expect(res.body.error.details[0].message).toBe("Debes ingresar la cédula catastral");
    res = await check({ certificateID: 3, key: '\'; DROP TABLE "Property"; --' });
    expect(res.body.error.details[0].message).toBe("Debes ingresar una cédula catastral válida");
    res = await check({ certificateID: 77, key: "010200030004" });
    expect(res.status).toBe(400);
    expect(await h.db.property.count()).toBe(properties);
  });
  it("requires a valid captcha of the certificate form", async () => {
    let res = await h.call("POST", `${B}/certificates/check`, { certificateID: 3, key: "010200030004", captchaId: "nada", captcha: "x" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("El Captcha ingresado no es válido, inténtalo de nuevo");
    res = await h.call("POST", `${B}/certificates/check`, { certificateID: 3, key: "010200030004", ...(await h.captcha("login")) });
    expect(res.status).toBe(400);
  });
  it("answers 404 'no property found' for a key not in the registry (not the typo-like 'Código inválido')", async () => {
    let res = await check({ certificateID: 3, key: "00-00-0000", identification: OWNER });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CERTIFICATE_MESSAGES.propertyNotFound);
    // A personal certificate never tells whether an identification is registered (personal-certificates.api.test.ts).
    res = await check({ certificateID: 4, identification: "123456" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codeSent: true, key: null, downloadUrl: null });
  });
  it("issues a stratification certificate: key, download link, PDF with the registry facts, QR code and validation", async () => {
    const before = await shownCount(3);
    const row = await h.db.certificate.findUniqueOrThrow({ where: { id: 3 } });
    const res = await check({ certificadoID: 3, key: "01-02-0003-0004", identification: OWNER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requiredPay: false, message: "Solicitud registrada exitosamente", certificateID: 3, information: null, time: null });
    expect(res.body.key).toMatch(/^[0-9A-F]{32}$/);
    // The link carries the grant handed to the owner who proved it (property-certificates.api.test.ts).
    expect(res.body.downloadUrl).toMatch(new RegExp(`^${B}/certificates/3/export/${res.body.key}\\?grant=[\\w-]+$`));
    expect(await shownCount(3)).toBe(before + 1);
    // The counter is derived from the issues: issuing leaves the certificate's row (and its updatedAt) as it was.
    expect(await h.db.certificate.findUniqueOrThrow({ where: { id: 3 } })).toEqual(row);

    const file = await pdf(res.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.type).toBe("application/pdf");
    const text = await pdfText(file.bytes);
    expect(text).toContain("CERTIFICADO DE ESTRATIFICACIÓN");
    expect(text).toContain("010200030004");
    expect(text).toContain("Calle 10 # 4-21");
    expect(text).toContain("estrato socioeconómico 3");
    expect(text).toContain(res.body.key);
    expect(text).toContain(`/validez/?id=${res.body.key}`);
    expect(text).toMatch(/Se expide a solicitud del interesado el \d{1,2} de [a-z]+ de \d{4}/);
    // Signed by the demo entity's named official, not a generic one.
    expect(text).toContain(DEMO_CERTIFICATE_SIGNERS[3]);
    expect(text).not.toContain("Funcionario responsable");
    // The PDF was stored: a second download serves the same bytes.
    expect(Buffer.from((await pdf(res.body.downloadUrl)).bytes).equals(Buffer.from(file.bytes))).toBe(true);

    const valid = await validate(res.body.key.toLowerCase());
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({
      id: res.body.key,
      cedulaCatastral: "010200030004",
      numeroIdentificacion: "******4050",
      ownerInitials: "A. M. P.",
      certificateName: "Certificado de estratificación",
    });
  });
  it("issues residence and labour certificates by identification", async () => {
    const residence = await owned(4, "1098765432", "camilo.ruiz@correo.co");
    expect(residence.status).toBe(200);
    const text = await pdfText((await pdf(residence.body.downloadUrl)).bytes);
    expect(text).toContain("Camilo Andrés Ruiz");
    expect(text).toContain("La Esperanza");
    expect(text).toContain("1 de marzo de 2015");
    const labour = await owned(5, "52333444", "marta.ortiz@correo.co");
    const labourText = await pdfText((await pdf(labour.body.downloadUrl)).bytes);
    expect(labourText).toContain("Profesional universitaria");
    expect(labourText.replace(/\s+/g, " ")).toContain("en la dependencia Secretaría de Hacienda");
    expect(labourText).toContain("hasta la fecha");
    expect((await validate(labour.body.key)).body).toMatchObject({ cedulaCatastral: null, numeroIdentificacion: "******3444", ownerInitials: "M. L. O." });
  });
  it("refuses a disabled certificate with the server's text", async () => {
    await h.db.certificate.update({ where: { id: 2 }, data: { enabled: false } });
    invalidateReferenceCaches(); // written behind the admin use case: drop the cached rows
    const res = await check({ certificateID: 2, key: "010200030004", identification: OWNER });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Este certificado no está disponible en este momento");
    await h.db.certificate.update({ where: { id: 2 }, data: { enabled: true } });
    invalidateReferenceCaches(); // written behind the admin use case: drop the cached rows
  });
});

describe("payment: 'Pago requerido' until staff mark it paid", () => {
  it("asks for payment, lists it on the payments page, and issues on the next request once paid", async () => {
    const first = await check({ certificateID: 1, key: "99000001", identification: DEBTOR });
    expect(first.status).toBe(200);
    const cert1 = await h.db.certificate.findUniqueOrThrow({ where: { id: 1 } });
    expect(first.body).toMatchObject({
      requiredPay: true,
      message: "Pago requerido",
      information: cert1.paymentInformation,
      time: cert1.paymentTime,
      key: null,
      downloadUrl: null,
    });
    // Asking again does not pile up requests.
    const again = await check({ certificateID: 1, key: "99-000-001", identification: DEBTOR });
    expect(again.body.certificadoID).toBe(first.body.certificadoID);

    // Only Administrator-permission holders see the payments page.
    const citizen = (await h.registerCitizen()).token;
    expect((await h.call("GET", `${B}/certificates/payments`, undefined, citizen)).status).toBe(403);
    expect((await h.call("GET", `${B}/certificates/payments`)).status).toBe(401);
    const pending = await h.call("GET", `${B}/certificates/payments?status=pending`, undefined, staff);
    expect(pending.status).toBe(200);
    expect(pending.body.items).toEqual([
      expect.objectContaining({ certificadoID: first.body.certificadoID, cadastralKey: "99000001", amountOwed: "350000.5", paid: false }),
    ]);

    const noReference = await h.call("PUT", `${B}/certificates/payments/${first.body.certificadoID}`, { paymentReference: " " }, staff);
    expect(noReference.status).toBe(400);
    expect(noReference.body.error.details[0].message).toBe("Debes ingresar la referencia de pago");
    const paid = await h.call("PUT", `${B}/certificates/payments/${first.body.certificadoID}`, { paymentReference: "PSE-2026-000123" }, staff);
    expect(paid.status).toBe(200);
    const twice = await h.call("PUT", `${B}/certificates/payments/${first.body.certificadoID}`, { paymentReference: "otra" }, staff);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("Esta solicitud no está esperando pago");
    expect((await h.call("PUT", `${B}/certificates/payments/999999`, { paymentReference: "x" }, staff)).status).toBe(404);

    const issued = await check({ certificateID: 1, key: "99000001", identification: DEBTOR });
    expect(issued.body).toMatchObject({ requiredPay: false, message: "Solicitud registrada exitosamente", certificadoID: first.body.certificadoID });
    expect(issued.body.key).toMatch(/^[0-9A-F]{32}$/);
    const text = await pdfText((await pdf(issued.body.downloadUrl)).bytes);
    expect(text).toContain("Rosa Díaz");
    expect(text).toContain("PSE-2026-000123");
    // The same paid request is not issued twice.
    expect((await check({ certificateID: 1, key: "99000001", identification: DEBTOR })).body.key).toBe(issued.body.key);

    const history = await h.call("GET", `${B}/certificates/issued?keyword=99000001`, undefined, staff);
    expect(history.body.items[0]).toMatchObject({ id: issued.body.key, paymentReference: "PSE-2026-000123", certificateID: 1 });
    const paidList = await h.call("GET", `${B}/certificates/payments?status=paid`, undefined, staff);
    expect(paidList.body.items[0]).toMatchObject({ paid: true, paymentReference: "PSE-2026-000123", issued: { key: issued.body.key } });
  });
});

describe("payment asked twice at once", () => {
  it("two 'Pago requerido' answers at once (a double click) open one pending request, not two for the payments page", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const key = `9900100${attempt}`;
      await h.db.property.create({
        data: {
          cadastralKey: key,
          address: `Vereda El Carmen, lote ${attempt}`,
          stratum: 1,
          amountOwed: new Prisma.Decimal("1000"),
          owners: { create: [{ identification: DEBTOR, name: "Rosa Díaz" }] },
        },
      });
      const captchas = [await h.captcha("certificate"), await h.captcha("certificate")];
      const answers = await Promise.all(
        captchas.map((c) => h.call("POST", `${B}/certificates/check`, { ...c, certificateID: 1, key, identification: DEBTOR })),
      );
      expect(answers.map((a) => a.body.message)).toEqual(["Pago requerido", "Pago requerido"]);
      expect(answers[1]!.body.certificadoID).toBe(answers[0]!.body.certificadoID);
      expect(await h.db.certificateRequest.count({ where: { cadastralKey: key, requiredPay: true, paid: false } })).toBe(1);
    }
  });
});

describe("revoked twice at once", () => {
  it("two officials revoking the same certificate at once: one revocation with its reason, the other told it was already revoked", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const key = (await check({ certificateID: 3, key: "010200030004", identification: OWNER })).body.key as string;
      const reasons = ["Expedido por error", "Datos del predio desactualizados"];
      const revoked = await Promise.all(reasons.map((reason) => h.call("PUT", `${B}/certificates/issued/${key}/revoke`, { reason }, staff)));
      expect(revoked.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(revoked.find((r) => r.status === 409)!.body.error.message).toBe("El certificado ya estaba anulado");
      const winner = reasons[revoked.findIndex((r) => r.status === 200)];
      expect((await h.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: key } })).revokeReason).toBe(winner);
      expect(await h.db.auditLog.count({ where: { action: "certificate.revoke", entityId: key } })).toBe(1);
    }
  });
});

describe("validity: from the issue record, revocation, hostile codes", () => {
  it("keeps answering what was certified after the registry changes", async () => {
    await h.db.property.create({
      data: { cadastralKey: "010200030005", address: "Calle 10 # 4-23", stratum: 3, owners: { create: [{ identification: OWNER, name: "Ana María Pérez" }] } },
    });
    const res = await check({ certificateID: 3, key: "010200030005", identification: OWNER });
    const property = await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "010200030005" } });
    await h.db.propertyOwner.deleteMany({ where: { propertyId: property.id } });
    await h.db.property.update({ where: { id: property.id }, data: { stratum: 6, address: "Otra dirección" } });
    const valid = await validate(res.body.key);
    expect(valid.body).toMatchObject({ cedulaCatastral: "010200030005", numeroIdentificacion: "******4050", ownerInitials: "A. M. P." });
    const text = await pdfText((await pdf(res.body.downloadUrl)).bytes);
    expect(text).toContain("estrato socioeconómico 3");
    expect(text).not.toContain("Otra dirección");
  });
  it("answers a revoked certificate as revoked, for validation, export and its uploaded PDF", async () => {
    const res = await owned(4, "1098765432", "camilo.ruiz@correo.co");
    const file = Buffer.from((await pdf(res.body.downloadUrl)).bytes);
    expect((await sealCheck(file)).body).toMatchObject({ status: "valid", code: res.body.key, validityPath: `/validez/?id=${res.body.key}` });
    const noReason = await h.call("PUT", `${B}/certificates/issued/${res.body.key}/revoke`, { reason: "" }, staff);
    expect(noReason.body.error.details[0].message).toBe("Debes ingresar el motivo de la anulación");
    const revoked = await h.call("PUT", `${B}/certificates/issued/${res.body.key}/revoke`, { reason: "Expedido por error" }, staff);
    expect(revoked.status).toBe(200);
    const valid = await validate(res.body.key);
    expect(valid.status).toBe(409);
    expect(valid.body.error.message).toBe("Este certificado fue anulado y ya no es válido");
    // Anyone with the code learns when, not the reason staff typed (it may be about the person); the holder learns why.
    expect(valid.body.error.details[0].message).toMatch(/^Este certificado fue anulado y ya no es válido \(anulado el \d{4}-\d{2}-\d{2}\)$/);
    const holders = await pdf(res.body.downloadUrl);
    expect(holders.status).toBe(409);
    expect(JSON.parse(Buffer.from(holders.bytes).toString()).error.details[0].message).toContain("Expedido por error");
    // The same authentic file, uploaded after the revocation: untouched, but no longer valid, and why.
    const afterRevocation = await sealCheck(file);
    expect(afterRevocation.body.status).toBe("revoked");
    expect(afterRevocation.body.message).toBe(fillMessage(SEAL_MESSAGES.results.revoked, { reason: valid.body.error.details[0].message }));
    expect((await h.call("PUT", `${B}/certificates/issued/${res.body.key}/revoke`, { reason: "otra vez" }, staff)).status).toBe(409);
  });
  it("answers an expired certificate as expired (validity days of the certificate, frozen at issue)", async () => {
    await h.db.certificate.update({ where: { id: 4 }, data: { validityDays: 30 } });
    invalidateReferenceCaches(); // written behind the admin use case: drop the cached rows
    const res = await owned(4, "1098765432", "camilo.ruiz@correo.co");
    expect((await validate(res.body.key)).status).toBe(200);
    expect(await pdfText((await pdf(res.body.downloadUrl)).bytes)).toMatch(/Este certificado es válido hasta el \d{1,2} de [a-z]+ de \d{4}/);
    const issue = await h.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: res.body.key } });
    const data = issue.data as Record<string, unknown>;
    await h.db.certificateIssue.update({
      where: { id: issue.id },
      data: { data: { ...data, validUntil: "1 de enero de 2020", validUntilDate: "2020-01-01" } },
    });
    const expired = await validate(res.body.key);
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe("Este certificado venció el 1 de enero de 2020 y ya no es válido");
    await h.db.certificate.update({ where: { id: 4 }, data: { validityDays: null } });
    invalidateReferenceCaches(); // written behind the admin use case: drop the cached rows
  });
  it("refuses codes of the wrong length and answers 404 'Código inválido' for unknown ones", async () => {
    for (const id of ["", "ABC", "A".repeat(31), "A".repeat(33), "x".repeat(5000), "../../../../etc/passwd"]) {
      const res = await validate(id);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].message).toBe("Debes ingresar un código válido");
    }
    const unknown = await validate("0".repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Código inválido");
  });
  it("export: unknown, malformed or mismatched keys are 404, never a file", async () => {
    const res = await check({ certificateID: 3, key: "010200030004", identification: OWNER });
    expect((await pdf(`${B}/certificates/2/export/${res.body.key}`)).status).toBe(404);
    expect((await pdf(`${B}/certificates/3/export/${"0".repeat(32)}`)).status).toBe(404);
    expect((await pdf(`${B}/certificates/3/export/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await pdf(`${B}/certificates/abc/export/${res.body.key}`)).status).toBe(404);
    const notFound = await h.call("GET", `${B}/certificates/3/export/x`);
    expect(notFound.body.error.message).toBe("Código inválido");
  });
});

describe("certificate administration", () => {
  it("lists and updates certificates (texts, signing official, enabled), staff only", async () => {
    expect((await h.call("GET", `${B}/certificates`)).status).toBe(401);
    const catalog = await h.call("GET", `${B}/certificates/catalog`);
    expect(catalog.body[0]).toEqual({ id: 1, name: "Certificado de paz y salvo", slug: "certificado-paz-y-salvo", searchBy: "cadastralKey", enabled: true });
    const list = await h.call("GET", `${B}/certificates`, undefined, staff);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5]);
    const bad = await h.call("PUT", `${B}/certificates/3`, { text: "Estrato {{nada}}" }, staff);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe("El texto usa el campo {{nada}}, que no existe para este certificado");
    const ok = await h.call("PUT", `${B}/certificates/3`, { signerName: "Carolina Vélez Arango", signerRole: "Secretaria de Planeación" }, staff);
    expect(ok.status).toBe(200);
    const issued = await check({ certificateID: 3, key: "010200030004", identification: OWNER });
    const text = await pdfText((await pdf(issued.body.downloadUrl)).bytes);
    expect(text).toContain("Carolina Vélez Arango");
    expect(text).toContain("Secretaria de Planeación");
    expect((await h.call("PUT", `${B}/certificates/9`, { enabled: false }, staff)).status).toBe(400);
  });
  it("counts issues and resets a counter", async () => {
    const counts = await h.call("GET", `${B}/certificates/count/3`, undefined, staff);
    expect(counts.status).toBe(200);
    expect(counts.body[0].issueCount).toBeGreaterThan(0);
    expect(counts.body[0].issuedToday).toBeGreaterThan(0);
    const all = await h.call("GET", `${B}/certificates/count/all`, undefined, staff);
    expect(all.body).toHaveLength(5);
    // A count of null, empty, false or a list is refused and leaves the counter as it was (null read as 0 reset it).
    const before = await shownCount(3);
    for (const issueCount of [null, "", " ", false, [], "1.5", "-1"]) {
      const refused = await h.call("PUT", `${B}/certificates/count`, { certificateID: 3, issueCount }, staff);
      expect(refused.status, JSON.stringify(issueCount)).toBe(400);
      expect(refused.body.error.message, JSON.stringify(issueCount)).toMatch(/^Debes ingresar un número/);
    }
    expect(await shownCount(3)).toBe(before);
    const reset = await h.call("PUT", `${B}/certificates/count`, { certificateID: 3, issueCount: 0 }, staff);
    expect(reset.body.issueCount).toBe(0);
    expect(await shownCount(3)).toBe(0);
    // Set to N, then two issues (one of them revoked: every issue counts): N + 2, on the counters and on the list.
    const set = await h.call("PUT", `${B}/certificates/count`, { certificateID: 3, issueCount: 40 }, staff);
    expect(set.body.issueCount).toBe(40);
    const first = await check({ certificateID: 3, key: "010200030004", identification: OWNER });
    expect(first.status).toBe(200);
    expect(await shownCount(3)).toBe(41);
    expect((await check({ certificateID: 3, key: "010200030004", identification: OWNER })).status).toBe(200);
    expect((await h.call("PUT", `${B}/certificates/issued/${first.body.key}/revoke`, { reason: "Expedido por error" }, staff)).status).toBe(200);
    expect(await shownCount(3)).toBe(42);
    const list = await h.call("GET", `${B}/certificates`, undefined, staff);
    expect(list.body.find((c: { id: number }) => c.id === 3).issueCount).toBe(42);
    // Other certificates' issues do not move it.
    expect((await check({ certificateID: 2, key: "010200030004", identification: OWNER })).status).toBe(200);
    expect(await shownCount(3)).toBe(42);
    expect((await h.call("GET", `${B}/certificates/count/99`, undefined, staff)).status).toBe(404);
  });
  it("keeps certificate process records (GET/POST/PUT certificateprocess)", async () => {
    const created = await h.call(
      "POST",
      `${B}/certificateprocess`,
      { certificateID: 1, name: "Revisión de pagos", description: "Conciliación diaria con el banco" },
      staff,
    );
    expect(created.status).toBe(201);
    const updated = await h.call(
      "PUT",
      `${B}/certificateprocess/${created.body.certificateProcessID}`,
      { certificateID: 1, name: "Revisión de pagos", active: false },
      staff,
    );
    expect(updated.body.active).toBe(false);
    const list = await h.call("GET", `${B}/certificateprocess?certificateID=1`, undefined, staff);
    expect(list.body).toEqual([expect.objectContaining({ name: "Revisión de pagos", active: false })]);
    const noName = await h.call("POST", `${B}/certificateprocess`, { name: "" }, staff);
    expect(noName.body.error.details[0].message).toBe("Debes ingresar el nombre del proceso");
  });
  it("edits single registry records", async () => {
    const created = await h.call(
      "POST",
      `${B}/registry/properties`,
      { cadastralKey: "55-01", address: "Calle 1", stratum: 2, owners: [{ identification: "111", name: "Pedro" }] },
      staff,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cadastralKey: "5501", owners: [{ identification: "111", name: "Pedro" }] });
    const dup = await h.call("POST", `${B}/registry/properties`, { cadastralKey: "5501", address: "Calle 2" }, staff);
    expect(dup.status).toBe(409);
    const updated = await h.call(
      "PUT",
      `${B}/registry/properties/${created.body.id}`,
      { cadastralKey: "5501", address: "Calle 1A", amountOwed: 1000, owners: [] },
      staff,
    );
    expect(updated.body).toMatchObject({ address: "Calle 1A", amountOwed: "1000", owners: [] });
    const list = await h.call("GET", `${B}/registry/properties?keyword=5501`, undefined, staff);
    expect(list.body.total).toBe(1);
    const resident = await h.call("POST", `${B}/registry/residents`, { identification: "123abc", names: "X", address: "Y" }, staff);
    expect(resident.body.error.details[0].message).toBe("Debes ingresar solo números sin espacios");
    const period = await h.call(
      "POST",
      `${B}/registry/staff`,
      { identification: "900", name: "Sara", position: "Técnica", startDate: "2020-01-01", endDate: "2019-01-01" },
      staff,
    );
    expect(period.body.error.details[0].message).toBe("La fecha de retiro no puede ser anterior a la fecha de inicio");
    const removed = await h.call("DELETE", `${B}/registry/properties/${created.body.id}`, undefined, staff);
    expect(removed.status).toBe(200);
    // Spec 03 §9's success text, verbatim (accents and final period as the spec writes it).
    expect(removed.body.message).toBe("El registro se elimino con exito.");
    expect((await h.call("DELETE", `${B}/registry/properties/${created.body.id}`, undefined, staff)).status).toBe(404);
  });
});
