import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { DOCUMENT_ADMIN_MESSAGES as A, ZSubDocumentTypeSave } from "./document-admin.schema.ts";
import { documentValidityUrl, ZDocumentRequest, ZDocumentValidity } from "./document-request.schema.ts";
import { DOCUMENT_MESSAGES as M, normalizeDocumentValue } from "./document-rules.ts";

const captcha = { captchaId: "c", captcha: "abc" };
const request = { subDocumentTypeID: 1, value: "1020304050", typeprivacy: true, ...captcha };

describe("ZDocumentRequest (document download)", () => {
  it("accepts a 5–30 character value with consent and captcha", () => {
    expect(ZDocumentRequest.safeParse(request).success).toBe(true);
    expect(ZDocumentRequest.safeParse({ ...request, value: "12345", typeprivacy: "true" }).success).toBe(true);
    expect(ZDocumentRequest.safeParse({ ...request, value: "a".repeat(30) }).success).toBe(true);
  });
  it("requires a value: 'Debes ingresar algún valor'", () => {
    expect(messagesOf(ZDocumentRequest, { ...request, value: "" }).value).toEqual([M.valueRequired]);
    expect(messagesOf(ZDocumentRequest, { ...request, value: "   " }).value).toEqual(["Debes ingresar algún valor"]);
    expect(messagesOf(ZDocumentRequest, { ...request, value: undefined }).value).toEqual([M.valueRequired]);
  });
  it("needs at least 5 characters: 'Debes ingresar por lo menos 5 caracteres', at most 30", () => {
    expect(messagesOf(ZDocumentRequest, { ...request, value: "1234" }).value).toEqual(["Debes ingresar por lo menos 5 caracteres"]);
    expect(messagesOf(ZDocumentRequest, { ...request, value: "1".repeat(31) }).value).toEqual([M.valueMax]);
  });
  it("requires the privacy consent and the captcha", () => {
    expect(messagesOf(ZDocumentRequest, { ...request, typeprivacy: false }).typeprivacy).toEqual([M.privacyRequired]);
    expect(messagesOf(ZDocumentRequest, { ...request, typeprivacy: undefined }).typeprivacy).toEqual(["Debes aceptar el aviso de privacidad"]);
    expect(messagesOf(ZDocumentRequest, { ...request, captcha: "" }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
  it("requires a sub-document type", () => {
    expect(messagesOf(ZDocumentRequest, { ...request, subDocumentTypeID: "x" }).subDocumentTypeID).toEqual([M.typeRequired]);
  });
  it("normalises search values", () => {
    expect(normalizeDocumentValue("  abc   12 ")).toBe("ABC 12");
  });
});

describe("ZDocumentValidity (/document-validez/)", () => {
  const code = "A".repeat(32);
  it("accepts 32 to 100 characters (dashes removed, upper case)", () => {
    expect(ZDocumentValidity.parse({ id: code.toLowerCase(), ...captcha }).id).toBe(code);
    expect(ZDocumentValidity.safeParse({ id: "b".repeat(100), ...captcha }).success).toBe(true);
    expect(ZDocumentValidity.parse({ id: "0123abcd-0123-abcd-0123-0123456789ab", ...captcha }).id).toBe("0123ABCD0123ABCD01230123456789AB");
  });
  it("requires a code: 'Debes ingresar un código'", () => {
    expect(messagesOf(ZDocumentValidity, { id: "", ...captcha }).id).toEqual([M.codeRequired]);
    expect(messagesOf(ZDocumentValidity, { ...captcha }).id).toEqual(["Debes ingresar un código"]);
  });
  it("refuses fewer than 32 or more than 100 characters, and symbols: 'Debes ingresar un código válido'", () => {
    expect(messagesOf(ZDocumentValidity, { id: "A".repeat(31), ...captcha }).id).toEqual([M.codeInvalid]);
    expect(messagesOf(ZDocumentValidity, { id: "A".repeat(101), ...captcha }).id).toEqual(["Debes ingresar un código válido"]);
    expect(messagesOf(ZDocumentValidity, { id: `${"A".repeat(32)}';--`, ...captcha }).id).toEqual([M.codeInvalid]);
  });
  it("requires the captcha and builds the validation URL", () => {
    expect(messagesOf(ZDocumentValidity, { id: code, captchaId: "c" }).captcha).toEqual(["Debes ingresar el Captcha"]);
    expect(documentValidityUrl("http://localhost:3000", code)).toBe(`http://localhost:3000/document-validez/?id=${code}`);
  });
});

describe("ZSubDocumentTypeSave (subdocumenttype)", () => {
  const type = {
    name: "Certificado de retención",
    variables: [
      { name: "numero_documento", label: "Número de documento", isSearchKey: true },
      { name: "valor", label: "Valor" },
    ],
  };
  it("accepts a type with exactly one search variable", () => {
    expect(ZSubDocumentTypeSave.safeParse(type).success).toBe(true);
  });
  it("requires the name and exactly one search variable with valid names", () => {
    expect(messagesOf(ZSubDocumentTypeSave, { ...type, name: " " }).name).toEqual([A.nameRequired]);
    expect(messagesOf(ZSubDocumentTypeSave, { ...type, variables: [{ name: "a", label: "A" }] }).variables).toEqual([A.oneSearchKey]);
    expect(messagesOf(ZSubDocumentTypeSave, { ...type, variables: [{ name: "Número", label: "N", isSearchKey: true }] })["variables.0.name"]).toEqual([
      A.variableNamePattern,
    ]);
    expect(messagesOf(ZSubDocumentTypeSave, { ...type, variables: [...type.variables, { name: "valor", label: "Otra" }] }).variables).toEqual([
      A.variablesRepeated,
    ]);
  });
});
