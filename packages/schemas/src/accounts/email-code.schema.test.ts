import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES } from "../common/email.ts";
import { messagesOf } from "../test-helpers.ts";
import { EMAIL_CODE_ALPHABET, formatEmailCodeSent, EMAIL_CODE_MESSAGES as M, ZEmailCodeRequest, ZEmailCodeValidate } from "./email-code.schema.ts";

describe("e-mail change codes (spec 03 §4, §5)", () => {
  it("asks for a code for a valid address, for the profile unless told otherwise", () => {
    expect(ZEmailCodeRequest.parse({ email: " Nuevo@Correo.CO " })).toEqual({ email: "nuevo@correo.co", service: "profile" });
    expect(messagesOf(ZEmailCodeRequest, { email: "" }).email).toEqual([EMAIL_MESSAGES.required]);
    expect(messagesOf(ZEmailCodeRequest, { email: "no-es-correo" }).email).toEqual([EMAIL_MESSAGES.invalid]);
    expect(ZEmailCodeRequest.safeParse({ email: "a@b.co", service: "otro" }).success).toBe(false);
  });
  it("says where the code went", () => {
    expect(formatEmailCodeSent("nuevo@correo.co")).toBe("El código fue enviado al correo nuevo@correo.co");
  });
  it("requires the code", () => {
    expect(messagesOf(ZEmailCodeValidate, { email: "a@b.co", code: " " }).code).toEqual([M.required]);
  });
  it("takes exactly 4 characters for the profile and the user form (case-insensitive)", () => {
    expect(ZEmailCodeValidate.parse({ email: "a@b.co", code: "ab7k" }).code).toBe("AB7K");
    expect(messagesOf(ZEmailCodeValidate, { email: "a@b.co", code: "AB7" }).code).toEqual([M.length]);
    expect(messagesOf(ZEmailCodeValidate, { email: "a@b.co", code: "AB7KQ", service: "userForm" }).code).toEqual([M.length]);
  });
  it("takes up to 8 characters in the update-data wizard (the other reading of the spec)", () => {
    expect(ZEmailCodeValidate.safeParse({ email: "a@b.co", code: "AB7KQ2", service: "userMain" }).success).toBe(true);
    expect(messagesOf(ZEmailCodeValidate, { email: "a@b.co", code: "AB7KQ2XY9", service: "userMain" }).code).toEqual([M.max]);
  });
  it("refuses characters a code never has", () => {
    expect(messagesOf(ZEmailCodeValidate, { email: "a@b.co", code: "A<b>" }).code).toEqual([M.invalid]);
  });
  it("draws codes from letters and digits that cannot be confused", () => {
    expect(EMAIL_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });
});
