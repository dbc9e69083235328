import { describe, expect, it } from "vitest";
import { normalizeCaptchaAnswer, ZCaptchaFields, ZCaptchaProof } from "./captcha.schema.ts";
import { CAPTCHA_MESSAGES } from "./captcha-rules.ts";

describe("captcha schema", () => {
  it("keeps the spec's messages verbatim", () => {
    expect(CAPTCHA_MESSAGES).toEqual({ required: "Debes ingresar el Captcha", invalid: "El Captcha ingresado no es válido, inténtalo de nuevo" });
    const empty = ZCaptchaFields.safeParse({ captchaId: "x", captcha: "   " });
    expect(empty.success ? null : empty.error.issues[0]!.message).toBe(CAPTCHA_MESSAGES.required);
  });

  it("takes a proof only with its captcha id and a well-formed challenge and solution", () => {
    const challenge = { parameters: { algorithm: "PBKDF2/SHA-256", nonce: "ab", salt: "cd", cost: 1, keyLength: 32, keyPrefix: "00" }, signature: "ef" };
    expect(ZCaptchaProof.safeParse({ captchaId: "c", challenge, solution: { counter: 3, derivedKey: "00aa" } }).success).toBe(true);
    const noId = ZCaptchaProof.safeParse({ captchaId: "", challenge, solution: { counter: 3, derivedKey: "00aa" } });
    expect(noId.success ? null : noId.error.issues[0]!.message).toBe(CAPTCHA_MESSAGES.required);
    expect(ZCaptchaProof.safeParse({ captchaId: "c", challenge, solution: { counter: -1, derivedKey: "zz" } }).success).toBe(false);
  });

  it("compares answers without case, accents or extra spaces", () => {
    expect(normalizeCaptchaAnswer("  El   Miércoles ")).toBe("el miercoles");
    expect(normalizeCaptchaAnswer("AbC7")).toBe("abc7");
  });
});
