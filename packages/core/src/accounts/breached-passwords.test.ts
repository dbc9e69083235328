import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { describe, expect, it } from "vitest";
import { assertPasswordNotBreached, isBreachedPassword } from "./breached-passwords.ts";

describe("breached and common passwords (offline list)", () => {
  it("holds the most used passwords, Spanish and Colombian ones included, whatever their case or accents", () => {
    const top = [
      "abcdef",
      "123456",
      "password",
      "qwerty",
      "contraseña",
      "Contrasena",
      "colombia",
      "Colombia123",
      "clave123",
      "millonarios",
      "teamo",
      "bogota",
      "medellín",
      "123456789",
      "111111",
    ];
    for (const p of [...top, "Password1", "QWERTY123", "iloveyou"]) expect(isBreachedPassword(p), p).toBe(true);
    for (const p of ["pino-rojo-77", "Ceiba-de-1987", "clave-segura"]) expect(isBreachedPassword(p), p).toBe(false);
  });
  it("refuses with the Spanish message on the password field", () => {
    expect(() => assertPasswordNotBreached("12345678")).toThrow(PASSWORD_MESSAGES.breached);
    try {
      assertPasswordNotBreached("12345678");
    } catch (error) {
      expect(error).toMatchObject({ code: "BAD_REQUEST", details: [{ path: "password", message: PASSWORD_MESSAGES.breached }] });
    }
  });
});
