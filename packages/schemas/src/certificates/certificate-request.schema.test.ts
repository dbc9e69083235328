import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { CERTIFICATE_SLUGS } from "./certificate-catalog.ts";
import { ZCertificateCheck, ZCertificateValidity } from "./certificate-request.schema.ts";
import { certificateSearchBy, certificateValidityUrl, CERTIFICATE_MESSAGES as M, normalizeCadastralKey } from "./certificate-rules.ts";

const captcha = { captchaId: "c", captcha: "abc" };
const byKey = { certificateID: 1, key: "01-02-0003-0004", ...captcha };
const byId = { certificateID: 4, identification: "1020304050", ...captcha };

describe("certificate slugs and search keys", () => {
  it("maps the five /tramites/ segments to ids 1–5", () => {
    expect(CERTIFICATE_SLUGS).toEqual({ "certificado-paz-y-salvo": 1, "uso-suelo": 2, estratificacion: 3, residencia: 4, laboral: 5 });
  });
  it("asks by cadastral key for ids 3 and below, by identification above 3", () => {
    expect([1, 2, 3, 4, 5].map(certificateSearchBy)).toEqual(["cadastralKey", "cadastralKey", "cadastralKey", "identification", "identification"]);
  });
  it("normalises a cadastral key: upper case, no dashes, dots or spaces", () => {
    expect(normalizeCadastralKey("01-02 0003.0004-ab")).toBe("010200030004AB");
  });
});

describe("ZCertificateCheck (POST certificates/check)", () => {
  it("accepts a cadastral key for ids 1–3 and an identification for ids 4–5", () => {
    expect(ZCertificateCheck.safeParse(byKey).success).toBe(true);
    expect(ZCertificateCheck.safeParse({ ...byKey, certificateID: 3 }).success).toBe(true);
    expect(ZCertificateCheck.safeParse(byId).success).toBe(true);
    expect(ZCertificateCheck.safeParse({ ...byId, certificateID: "5" }).success).toBe(true);
  });
  it("requires the identification for ids above 3: digits only, max 12", () => {
    expect(messagesOf(ZCertificateCheck, { ...byId, identification: " " }).identification).toEqual([M.identificationRequired]);
    expect(messagesOf(ZCertificateCheck, { ...byId, identification: "10.203.040" }).identification).toEqual([M.identificationDigits]);
    expect(messagesOf(ZCertificateCheck, { ...byId, identification: "1".repeat(13) }).identification).toEqual(["Debes ingresar máximo 12 números"]);
    expect(ZCertificateCheck.safeParse({ ...byId, identification: "1".repeat(12) }).success).toBe(true);
    // A cadastral key does not stand in for it.
    expect(messagesOf(ZCertificateCheck, { certificateID: 5, key: "0102", ...captcha }).identification).toEqual([M.identificationRequired]);
  });
  it("requires the cadastral key for ids 3 and below, max 50", () => {
    expect(messagesOf(ZCertificateCheck, { ...byKey, key: "" }).key).toEqual([M.keyRequired]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, key: "1".repeat(51) }).key).toEqual(["Debes ingresar máximo 50 caracteres"]);
    expect(ZCertificateCheck.safeParse({ ...byKey, key: "1".repeat(50) }).success).toBe(true);
    expect(messagesOf(ZCertificateCheck, { certificateID: 2, identification: "123", ...captcha }).key).toEqual([M.keyRequired]);
  });
  it("takes an owner's identification with the key (digits only, max 12), left empty for a verified session", () => {
    expect(ZCertificateCheck.safeParse({ ...byKey, identification: "1020304050" }).success).toBe(true);
    expect(ZCertificateCheck.safeParse({ ...byKey, identification: "" }).success).toBe(true);
    expect(messagesOf(ZCertificateCheck, { ...byKey, identification: "10.203" }).identification).toEqual([M.identificationDigits]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, identification: "1".repeat(13) }).identification).toEqual(["Debes ingresar máximo 12 números"]);
  });
  it("refuses hostile characters in the cadastral key", () => {
    expect(messagesOf(ZCertificateCheck, { ...byKey, key: "1' OR '1'='1" }).key).toEqual([M.keyChars]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, key: "<script>" }).key).toEqual([M.keyChars]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, key: "---" }).key).toEqual([M.keyChars]);
  });
  it("requires a known certificate id and the captcha", () => {
    expect(messagesOf(ZCertificateCheck, { ...byKey, certificateID: 9 }).certificateID).toEqual([M.certificateRequired]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, certificateID: undefined }).certificateID).toEqual([M.certificateRequired]);
    expect(messagesOf(ZCertificateCheck, { ...byKey, captcha: "" }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
});

describe("ZCertificateValidity (/validez/)", () => {
  const code = "0123456789ABCDEF0123456789ABCDEF";
  it("accepts exactly 32 characters and upper-cases them", () => {
    expect(ZCertificateValidity.parse({ id: ` ${code.toLowerCase()} `, ...captcha }).id).toBe(code);
  });
  it("refuses any other length, an empty code and symbols with 'Debes ingresar un código válido'", () => {
    for (const id of ["", code.slice(1), `${code}0`, `${code.slice(0, 31)}-`, "x".repeat(1000)]) {
      expect(messagesOf(ZCertificateValidity, { id, ...captcha }).id).toEqual([M.codeInvalid]);
    }
    expect(messagesOf(ZCertificateValidity, { ...captcha }).id).toEqual([M.codeInvalid]);
  });
  it("requires the captcha", () => {
    expect(messagesOf(ZCertificateValidity, { id: code, captchaId: "c", captcha: " " }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
  it("builds the validation URL the QR code opens", () => {
    expect(certificateValidityUrl("https://portal.gov.co/", code)).toBe(`https://portal.gov.co/validez/?id=${code}`);
  });
});
