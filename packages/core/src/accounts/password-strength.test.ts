import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { describe, expect, it } from "vitest";
import { assertAcceptablePassword } from "./password-strength.ts";

const refusal = (password: string, rules: Parameters<typeof assertAcceptablePassword>[1] = {}) => {
  try {
    assertAcceptablePassword(password, rules);
    return null;
  } catch (error) {
    return (error as { details: { path: string; message: string }[] }).details[0];
  }
};

describe("the server's password rules (on top of the form's 6–50 characters)", () => {
  it("refuses listed passwords and those the estimator rates weakest; keeps passphrases", () => {
    for (const p of ["abcdef", "contraseña", "colombia"]) expect(refusal(p)?.message, p).toBe(PASSWORD_MESSAGES.breached);
    for (const p of ["aaaaaaaa", "0987654321", "abcabcabc", "lkjhgfdsa", "abcdefghij"]) expect(refusal(p)?.message, p).toBe(PASSWORD_MESSAGES.weak);
    for (const p of ["pino-rojo-77", "Ceiba-de-1987", "clave-segura", "Clave.2025"]) expect(refusal(p), p).toBeNull();
  });
  it("counts the account's own e-mail and names against the password", () => {
    expect(refusal("camilarojas")).toBeNull();
    expect(refusal("camilarojas", { userInputs: ["camila.rojas@correo.co", "Camila", "Rojas"] })?.message).toBe(PASSWORD_MESSAGES.weak);
  });
  it("asks staff for 12 characters at least", () => {
    expect(refusal("Pino-rojo7", { staff: true })).toEqual({ path: "password", message: PASSWORD_MESSAGES.staffMin });
    expect(refusal("pino-rojo-77", { staff: true })).toBeNull();
    expect(refusal("Pino-rojo7", { staff: true, field: "newPassword" })?.path).toBe("newPassword");
  });
});
