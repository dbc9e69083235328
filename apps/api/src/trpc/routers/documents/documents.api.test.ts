import { randomBytes } from "node:crypto";
import { runImport } from "@portal/core/imports/run-import";
import { pdfText } from "@portal/core/testing/pdf-text";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { verifyIdentity } from "../certificates/personal-testing.ts";

let h: ApiHarness;
let staff: string;
let typeId: number;
/** A logged-in citizen whose verified identification is 1020304050 (documents about them come at once). */
let owner: string;
const B = "/api/v1";

const TYPE = {
  name: "Certificado de ingresos y retenciones 2025",
  description: "Certificado anual para la declaración de renta",
  hasPayment: true,
  paymentDescription: "El documento no tiene costo para contratistas activos.",
  paymentTime: "Disponible de inmediato",
  variables: [
    { name: "numero_documento", label: "Número de documento", isSearchKey: true },
    { name: "nombre", label: "Nombre" },
    { name: "valor_retenido", label: "Valor retenido" },
  ],
  template: "Que {{nombre}}, identificado(a) con {{numero_documento}}, tuvo retenciones por {{valor_retenido}} durante 2025.",
};

async function uploadCsv(name: string, text: string) {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(text)]), name);
  const res = await fetch(`${h.baseUrl}${B}/uploadfiles/spreadsheet`, { method: "POST", body: form, headers: { authorization: `Bearer ${staff}` } });
  return (await res.json()) as { fileID: number };
}
async function searchDoc(id: number | string, value: string, extra = "typeprivacy=true", token: string | null = owner) {
  const c = await h.captcha("document");
  return h.call("GET", `${B}/verDocument/${id}/${encodeURIComponent(value)}?${extra}&captchaId=${c.captchaId}&captcha=${c.captcha}`, undefined, token);
}
async function validateDoc(code: string) {
  const c = await h.captcha("documentValidity");
  return h.call("GET", `${B}/validarDocument/${encodeURIComponent(code)}?captchaId=${c.captchaId}&captcha=${c.captcha}`);
}

useApiHarness(async (started) => {
  h = started;
  staff = await h.login();
  const citizen = await h.registerCitizen();
  await verifyIdentity(h, citizen.email, "1020304050");
  owner = citizen.token;
});

describe("document types (staff): a new type needs no code change", () => {
  it("creates a type with variables and a template; refuses unknown placeholders", async () => {
    const bad = await h.call("POST", `${B}/subdocumenttype`, { ...TYPE, template: "Hola {{apellido}}" }, staff);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe("La plantilla usa la variable {{apellido}}, que no existe en este tipo de documento");
    const res = await h.call("POST", `${B}/subdocumenttype`, TYPE, staff);
    expect(res.status).toBe(201);
    typeId = res.body.subDocumentTypeID;
    expect(res.body).toMatchObject({ name: TYPE.name, hasPayment: true, nameVariableDetailDocument: "Número de documento" });
    expect((await h.call("POST", `${B}/subdocumenttype`, TYPE, (await h.registerCitizen()).token)).status).toBe(403);
  });
  it("serves the screen's data publicly: type, search variable, variables", async () => {
    const type = await h.call("GET", `${B}/subdocumenttype/${typeId}`);
    expect(type.body).toMatchObject({ descripcion: TYPE.description, paymentDescription: TYPE.paymentDescription, paymentTime: "Disponible de inmediato" });
    expect(type.body.template).toBeUndefined();
    expect((await h.call("GET", `${B}/getfindvariable/${typeId}`)).body).toMatchObject({
      name: "numero_documento",
      nameVariableDetailDocument: "Número de documento",
    });
    expect((await h.call("GET", `${B}/VariableDetailBySubDocument/${typeId}`)).body.map((v: { name: string }) => v.name)).toEqual([
      "numero_documento",
      "nombre",
      "valor_retenido",
    ]);
    expect((await h.call("GET", `${B}/subdocumenttype`)).body.map((t: { subDocumentTypeID: number }) => t.subDocumentTypeID)).toContain(typeId);
    expect((await h.call("GET", `${B}/subdocumenttype/999999`)).status).toBe(404);
  });
  it("reads and saves the template and the variables", async () => {
    expect((await h.call("GET", `${B}/templatedocument?subDocumentTypeID=${typeId}`, undefined, staff)).body.template).toBe(TYPE.template);
    expect((await h.call("GET", `${B}/templatedocument?subDocumentTypeID=${typeId}`)).status).toBe(401);
    const saved = await h.call(
      "PUT",
      `${B}/templatedocument`,
      { subDocumentTypeID: typeId, template: `${TYPE.template}\n\nExpedido para fines tributarios.` },
      staff,
    );
    expect(saved.body.message).toBe("Los cambios se guardaron correctamente");
    const noSearch = await h.call(
      "PUT",
      `${B}/DetailVariableInformation`,
      { subDocumentTypeID: typeId, variables: [{ name: "nombre", label: "Nombre" }] },
      staff,
    );
    expect(noSearch.body.error.details[0].message).toBe("Debes marcar exactamente una variable como la de búsqueda");
    const details = await h.call("GET", `${B}/DetailVariableInformation?subDocumentTypeID=${typeId}`, undefined, staff);
    expect(details.body).toHaveLength(3);
  });
  it("loads data rows in bulk (POST datadocument → worker job with progress); bad rows import nothing", async () => {
    const bad = await uploadCsv("malo.csv", "numero_documento,nombre,valor_retenido\n,Sin documento,1\n1020304050,Ana,=1+2");
    const badJob = await h.call("POST", `${B}/datadocument`, { subDocumentTypeID: typeId, fileID: bad.fileID }, staff);
    expect(badJob.status).toBe(202);
    await runImport({ db: h.deps.db, storage: h.deps.storage, log: h.deps.log }, badJob.body.id);
    const failed = (await h.call("GET", `${B}/imports/${badJob.body.id}`, undefined, staff)).body;
    expect(failed).toMatchObject({ status: "FAILED", errorCount: 2 });
    expect(failed.errors[1]).toEqual({ row: 2, message: "numero_documento: Debes ingresar algún valor" });
    expect(failed.errors[2].row).toBe(3);
    expect(await h.db.documentDataRow.count({ where: { subDocumentTypeID: typeId } })).toBe(0);

    const good = await uploadCsv(
      "datos.csv",
      "Número de documento,Nombre,Valor retenido\n1020304050,Ana María Pérez,$ 1.234.000\n79111222,Luis Gómez,$ 56.000",
    );
    const job = await h.call("POST", `${B}/datadocument`, { subDocumentTypeID: typeId, fileID: good.fileID }, staff);
    await runImport({ db: h.deps.db, storage: h.deps.storage, log: h.deps.log }, job.body.id);
    expect((await h.call("GET", `${B}/imports/${job.body.id}`, undefined, staff)).body).toMatchObject({ status: "DONE", progress: 100, processedRows: 2 });
    expect((await h.call("POST", `${B}/datadocument`, { subDocumentTypeID: 999999, fileID: good.fileID }, staff)).status).toBe(404);
  });
});

describe("document download and validity (citizens)", () => {
  let guid: string;
  let pdfUrl: string;
  it("checks the value: required, 5–30 characters, consent, captcha", async () => {
    let res = await searchDoc(typeId, "1234");
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("Debes ingresar por lo menos 5 caracteres");
    res = await searchDoc(typeId, "1".repeat(31));
    expect(res.body.error.details[0].message).toBe("Debes ingresar máximo 30 caracteres");
    res = await searchDoc(typeId, "     ");
    expect(res.body.error.details[0].message).toBe("Debes ingresar algún valor");
    res = await searchDoc(typeId, "1020304050", "typeprivacy=false");
    expect(res.body.error.details[0].message).toBe("Debes aceptar el aviso de privacidad");
    res = await h.call("GET", `${B}/verDocument/${typeId}/1020304050?typeprivacy=true&captchaId=x&captcha=y`);
    expect(res.body.error.message).toBe("El Captcha ingresado no es válido, inténtalo de nuevo");
  });
  it("answers 'No se encontró información con los valores ingresados' when nothing matches", async () => {
    const other = await h.registerCitizen();
    await verifyIdentity(h, other.email, "99999999");
    for (const [id, value, token] of [
      [typeId, "99999999", other.token],
      [999999, "1020304050", owner],
      [999999, "1020304050", null],
    ] as const) {
      const res = await searchDoc(id, value, undefined, token);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("No se encontró información con los valores ingresados");
    }
    // Anyone else is told only that a code went to the e-mail on file, if there is one (personal-certificates.api.test.ts).
    const stranger = await searchDoc(typeId, "' OR 1=1 --", undefined, null);
    expect(stranger.body).toMatchObject({ codeSent: true, guid: null, pdfUrl: null });
  });
  it("finds the row, issues the document with a code, and serves its PDF", async () => {
    const res = await searchDoc(typeId, " 1020304050 ");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nameSubDocumentType: TYPE.name,
      nameVariableDetailDocument: "Número de documento",
      numeroIdentificacion: "1020304050",
      hasPayment: true,
      paymentDescription: TYPE.paymentDescription,
      paymentTime: "Disponible de inmediato",
    });
    guid = res.body.guid;
    expect(guid).toMatch(/^[0-9A-F]{32}$/);
    expect(res.body.pdfUrl).toMatch(new RegExp(`^${B}/verPDF/${guid}\\?grant=[\\w-]+$`));
    pdfUrl = res.body.pdfUrl;
    const file = await fetch(`${h.baseUrl}${res.body.pdfUrl}`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // The result page previews it in a frame of the portal's own: framing is allowed to the portal, and only to it.
    expect(file.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(file.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const text = (await pdfText(new Uint8Array(await file.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Que Ana María Pérez, identificado(a) con 1020304050, tuvo retenciones por $ 1.234.000 durante 2025.");
    expect(text).toContain("Expedido para fines tributarios.");
    expect(text).toContain(guid);
    expect(text).toContain(`/document-validez/?id=${guid}`);
    // The guid alone (printed on the paper, validated publicly) does not open the PDF.
    expect((await fetch(`${h.baseUrl}${B}/verPDF/${guid}`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}${B}/verPDF/${"0".repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}${B}/verPDF/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
  it("validates: 'Documento válido' with code, type name and the identification masked; wrong lengths and unknown codes refused", async () => {
    const res = await validateDoc(guid.toLowerCase());
    expect(res.status).toBe(200);
    // Anyone holding the paper's code asks: enough to match the paper, not the person's full cédula.
    expect(res.body).toMatchObject({ message: "Documento válido", guid, nameSubDocumentType: TYPE.name, numeroIdentificacion: "******4050" });
    expect(JSON.stringify(res.body)).not.toContain("1020304050");
    expect((await validateDoc("A".repeat(31))).body.error.details[0].message).toBe("Debes ingresar un código válido");
    expect((await validateDoc("A".repeat(101))).body.error.details[0].message).toBe("Debes ingresar un código válido");
    const unknown = await validateDoc("B".repeat(40));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Código inválido");
    const empty = await h.call("GET", `${B}/validarDocument/%20?captchaId=x&captcha=y`);
    expect(empty.body.error.details[0].message).toBe("Debes ingresar un código");
  });
  it("stays valid after the data is replaced, and lists the issue in the history", async () => {
    const replace = await uploadCsv("nuevo.csv", "numero_documento,nombre,valor_retenido\n55555555,Otra Persona,1");
    const job = await h.call("POST", `${B}/datadocument`, { subDocumentTypeID: typeId, fileID: replace.fileID }, staff);
    await runImport({ db: h.deps.db, storage: h.deps.storage, log: h.deps.log }, job.body.id);
    expect(await h.db.documentDataRow.count({ where: { subDocumentTypeID: typeId } })).toBe(1);
    expect((await validateDoc(guid)).body.numeroIdentificacion).toBe("******4050");
    expect((await searchDoc(typeId, "1020304050")).status).toBe(404);
    const history = await h.call("GET", `${B}/documents/issued?subDocumentTypeID=${typeId}`, undefined, staff);
    expect(history.body.items[0]).toMatchObject({ guid, value: "1020304050" });
  });
  it("answers a revoked document as revoked, also by its uploaded PDF", async () => {
    const downloaded = await fetch(`${h.baseUrl}${pdfUrl}`);
    expect(downloaded.status).toBe(200);
    const file = new Blob([await downloaded.arrayBuffer()], { type: "application/pdf" });
    const sealCheck = async () => {
      const form = new FormData();
      form.append("file", file, "documento.pdf");
      return (await fetch(`${h.baseUrl}${B}/validity/pdf`, { method: "POST", body: form })).json();
    };
    expect(await sealCheck()).toMatchObject({ status: "valid", code: guid });
    const noReason = await h.call("PUT", `${B}/documents/issued/${guid}/revoke`, { reason: " " }, staff);
    expect(noReason.body.error.details[0].message).toBe("Debes ingresar el motivo de la anulación");
    expect((await h.call("PUT", `${B}/documents/issued/${guid}/revoke`, { reason: "Datos errados" }, staff)).body.message).toBe("El documento quedó anulado");
    const res = await validateDoc(guid);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("Este documento fue anulado y ya no es válido");
    expect((await fetch(`${h.baseUrl}${pdfUrl}`)).status).toBe(409);
    // The same file, untouched, no longer stands for a valid document.
    expect(await sealCheck()).toMatchObject({ status: "revoked", message: expect.stringContaining("Este documento fue anulado y ya no es válido") });
    expect((await h.call("PUT", `${B}/documents/issued/${guid}/revoke`, { reason: "otra vez" }, staff)).status).toBe(409);
  });
});

describe("revoked twice at once", () => {
  it("two officials revoking the same document at once: one revocation, the other told it was already revoked", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const issue = await h.db.documentIssue.create({
        data: { guid: randomBytes(16).toString("hex").toUpperCase(), subDocumentTypeID: typeId, value: "1020304050", data: {} },
      });
      const revoked = await Promise.all(
        ["Datos errados", "Expedido por error"].map((reason) => h.call("PUT", `${B}/documents/issued/${issue.guid}/revoke`, { reason }, staff)),
      );
      expect(revoked.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(revoked.find((r) => r.status === 409)!.body.error.message).toBe("El documento ya estaba anulado");
      expect(await h.db.auditLog.count({ where: { action: "document.revoke", entityId: issue.guid } })).toBe(1);
    }
  });
});

describe("a type searched by something else than the person's identification", () => {
  /**
   * A type searched by `searchKey`, with one row whose key is the verified citizen's cédula (1020304050) but which is
   * about someone else (Otra Persona, `email`): searching it must give the code notice, issue nothing and mail that
   * person, never hand over their document.
   */
  async function expectOnlyTheCode(name: string, searchKey: string, otherVariables: string[], values: Record<string, string>, email: string) {
    const variables = [
      { name: searchKey, label: searchKey, isSearchKey: true },
      ...otherVariables.map((variable) => ({ name: variable, label: variable })),
      { name: "correo", label: "Correo" },
    ];
    const type = await h.call("POST", `${B}/subdocumenttype`, { ...TYPE, name, variables, template: `Que {{${searchKey}}} es de {{nombre}}.` }, staff);
    const id = type.body.subDocumentTypeID as number;
    await h.db.documentDataRow.create({
      data: { subDocumentTypeID: id, searchValue: "1020304050", values: { [searchKey]: "1020304050", nombre: "Otra Persona", correo: email, ...values } },
    });
    const res = await searchDoc(id, "1020304050");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ codeSent: true, guid: null, numeroIdentificacion: null, pdfUrl: null });
    expect(JSON.stringify(res.body)).not.toContain("Otra Persona");
    expect(await h.db.documentIssue.count({ where: { subDocumentTypeID: id } })).toBe(0);
    // The code went to the person the row is about.
    expect(await h.db.emailMessage.count({ where: { to: email } })).toBe(1);
  }

  it("issues at once only when the row's identification is the session's: a contract number equal to one's cédula opens nothing", async () => {
    // A contract whose number happens to be the owner's cédula, signed by someone else.
    await expectOnlyTheCode("Certificado de contrato", "numero_contrato", ["cedula", "nombre"], { cedula: "55566677" }, "otra.persona@correo.co");
  });

  it("issues nothing at once when the type states no identification at all: its row could be anyone's", async () => {
    await expectOnlyTheCode("Licencia de funcionamiento", "numero_licencia", ["nombre"], {}, "otra.duena@correo.co");
  });
});
