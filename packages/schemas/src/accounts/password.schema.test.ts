import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { ZNewPassword, ZPasswordResetRequest } from "./password.schema.ts";

describe("ZNewPassword (PUT users/passwordreset/{token})", () => {
  it("accepts 6 to 50 characters that match", () => {
    expect(ZNewPassword.safeParse({ password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
    expect(ZNewPassword.safeParse({ password: "a".repeat(50), confirmPassword: "a".repeat(50) }).success).toBe(true);
  });
  it("requires the password", () => {
    expect(messagesOf(ZNewPassword, { password: "", confirmPassword: "" }).password).toContain("Debes ingresar tu contraseña");
  });
  it("refuses fewer than 6 and more than 50 characters", () => {
    expect(messagesOf(ZNewPassword, { password: "abcde", confirmPassword: "abcde" }).password).toEqual(["La contraseña debe tener por lo menos 6 caracteres"]);
    expect(messagesOf(ZNewPassword, { password: "a".repeat(51), confirmPassword: "a".repeat(51) }).password).toEqual([
      "La contraseña no puede tener más de 50 caracteres",
    ]);
  });
  it("requires the confirmation and that it matches", () => {
    expect(messagesOf(ZNewPassword, { password: "abcdef", confirmPassword: "" }).confirmPassword).toEqual(["Debes confirmar tu contraseña"]);
    expect(messagesOf(ZNewPassword, { password: "abcdef", confirmPassword: "abcdeg" }).confirmPassword).toEqual(["Las contraseñas no coinciden"]);
  });
});

describe("ZPasswordResetRequest (POST users/passwordreset)", () => {
  it("needs a valid e-mail and the captcha", () => {
    const m = messagesOf(ZPasswordResetRequest, { email: "x", captchaId: "", captcha: "" });
    expect(m.email).toEqual(["Debes ingresar un correo electrónico válido"]);
    expect(m.captcha).toEqual(["Debes ingresar el Captcha"]);
  });
});
