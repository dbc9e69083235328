import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { MFA_MESSAGES, ZLoginAnswer, ZMfaCode } from "./mfa.schema.ts";
import { PASSWORD_MESSAGES, ZPasswordChange } from "./password.schema.ts";

describe("ZMfaCode (Código de verificación)", () => {
  it("takes 6 digits", () => {
    expect(ZMfaCode.parse({ code: " 123456 " }).code).toBe("123456");
  });
  it("requires the code", () => {
    expect(messagesOf(ZMfaCode, { code: "" }).code).toEqual([MFA_MESSAGES.codeRequired]);
  });
  it("refuses anything but 6 digits", () => {
    for (const code of ["12345", "1234567", "12a456"]) expect(messagesOf(ZMfaCode, { code }).code).toEqual([MFA_MESSAGES.codeFormat]);
  });
});

describe("ZLoginAnswer", () => {
  it("is either a session or the second step", () => {
    expect(ZLoginAnswer.safeParse({ mfaRequired: true, challenge: "c", enrol: false }).success).toBe(true);
    expect(ZLoginAnswer.safeParse({ token: "t" }).success).toBe(false);
  });
});

describe("ZPasswordChange", () => {
  it("keeps the 6–50 rule and the confirmation", () => {
    expect(messagesOf(ZPasswordChange, { currentPassword: "x", password: "abc", confirmPassword: "abc" }).password).toEqual([PASSWORD_MESSAGES.min]);
    expect(messagesOf(ZPasswordChange, { currentPassword: "x", password: "abcdefg", confirmPassword: "abcdefh" }).confirmPassword).toEqual([
      PASSWORD_MESSAGES.mismatch,
    ]);
    expect(ZPasswordChange.safeParse({ password: "abcdefg", confirmPassword: "abcdefg" }).success).toBe(true);
  });
});
