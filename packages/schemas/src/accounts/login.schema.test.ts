import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { ZLogin } from "./login.schema.ts";

const valid = { email: "Ana@Ejemplo.gov.co", password: "secreta1", captchaId: "c1", captcha: "abcde" };

describe("ZLogin (POST auth)", () => {
  it("accepts a complete login and lower-cases the e-mail", () => {
    expect(ZLogin.parse(valid).email).toBe("ana@ejemplo.gov.co");
  });
  it("asks for the e-mail", () => {
    expect(messagesOf(ZLogin, { ...valid, email: "" }).email).toEqual(["Debes ingresar el correo electrónico"]);
    expect(messagesOf(ZLogin, { ...valid, email: undefined }).email).toEqual(["Debes ingresar el correo electrónico"]);
  });
  it("rejects a malformed e-mail and one over 150 characters", () => {
    expect(messagesOf(ZLogin, { ...valid, email: "ana@ejemplo" }).email).toEqual(["Debes ingresar un correo electrónico válido"]);
    expect(messagesOf(ZLogin, { ...valid, email: `${"a".repeat(140)}@ejemplo.co` }).email).toContain("Debes ingresar un correo electrónico válido");
  });
  it("asks for the password", () => {
    expect(messagesOf(ZLogin, { ...valid, password: "" }).password).toEqual(["Debes ingresar tu contraseña"]);
  });
  it("asks for the captcha, rejecting blank answers", () => {
    expect(messagesOf(ZLogin, { ...valid, captcha: "   " }).captcha).toEqual(["Debes ingresar el Captcha"]);
    expect(messagesOf(ZLogin, { ...valid, captchaId: "" }).captchaId).toEqual(["Debes ingresar el Captcha"]);
  });
});
