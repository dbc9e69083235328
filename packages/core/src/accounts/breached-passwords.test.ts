import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { assertPasswordNotBreached, isBreachedPassword } from "./breached-passwords.ts";

describe("breached and common passwords (offline list)", () => {
  it("finds listed passwords whatever their case, and lets others through", () => {
    for (const p of ["123456", "password", "Password1", "QWERTY123", "iloveyou"]) expect(isBreachedPassword(p)).toBe(true);
    for (const p of ["pino-rojo-77", "Ceiba-de-1987", "clave-segura"]) expect(isBreachedPassword(p)).toBe(false);
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
