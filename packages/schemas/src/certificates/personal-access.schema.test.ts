import { describe, expect, it } from "vitest";
import { ZTracking } from "../complaint-forms/tracking.schema.ts";
import { ACCESS_KEY_INPUT_MAX, formatAccessKey, normalizeAccessKey, TRACKING_MESSAGES } from "../complaint-forms/tracking-rules.ts";
import { ZDocumentCodeRequest } from "../documents/document-request.schema.ts";
import { messagesOf } from "../test-helpers.ts";
import { ZCertificateCodeCheck } from "./certificate-request.schema.ts";
import { CERTIFICATE_MESSAGES, isPersonalCertificate } from "./certificate-rules.ts";
import { PERSONAL_ACCESS_MESSAGES as M } from "./personal-access-rules.ts";

describe("personal certificates and their one-time code", () => {
  it("residence (4) and labour (5) are personal; property certificates (1–3) are not", () => {
    expect([1, 2, 3, 4, 5].map(isPersonalCertificate)).toEqual([false, false, false, true, true]);
  });
  it("asks for the mailed code with its messages", () => {
    const base = { certificateID: 4, identification: "1020304050" };
    expect(ZCertificateCodeCheck.safeParse({ ...base, code: " 012345 " }).data?.code).toBe("012345");
    expect(messagesOf(ZCertificateCodeCheck, { ...base, code: "" }).code).toEqual([M.codeRequired]);
    expect(messagesOf(ZCertificateCodeCheck, { ...base, code: "12345" }).code).toEqual([M.codeFormat]);
    expect(messagesOf(ZCertificateCodeCheck, { ...base, code: "12a456" }).code).toEqual([M.codeFormat]);
    expect(messagesOf(ZCertificateCodeCheck, { ...base, certificateID: 3, code: "123456" }).certificateID).toEqual([CERTIFICATE_MESSAGES.certificateRequired]);
    expect(messagesOf(ZCertificateCodeCheck, { ...base, identification: "12 3", code: "123456" }).identification).toEqual([
      CERTIFICATE_MESSAGES.identificationDigits,
    ]);
    expect(messagesOf(ZDocumentCodeRequest, { subDocumentTypeID: 1, value: "1020304050", code: "" }).code).toEqual([M.codeRequired]);
  });
  it("tells nothing about whether the identification exists", () => {
    expect(M.codeSent).toContain("Si la identificación está registrada, enviamos un código al correo registrado");
  });
});

describe("tracking access key", () => {
  const base = { trackingID: "123", captchaId: "c", captcha: "abc" };
  it("is optional, normalised (upper case, no dashes or spaces) and at most 40 characters", () => {
    expect(ZTracking.parse(base).accessKey).toBeNull();
    expect(ZTracking.parse({ ...base, accessKey: "abcd-efgh jkmn" }).accessKey).toBe("ABCDEFGHJKMN");
    expect(messagesOf(ZTracking, { ...base, accessKey: "x".repeat(ACCESS_KEY_INPUT_MAX + 1) }).accessKey).toEqual([TRACKING_MESSAGES.accessKeyMax]);
  });
  it("is shown in groups of four", () => {
    expect(formatAccessKey("abcdefghjkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeAccessKey("ABCD-EFGH-JKMN")).toBe("ABCDEFGHJKMN");
  });
});
