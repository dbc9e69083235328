import type { TPowChallenge } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_POW } from "@portal/schemas/captcha/captcha-rules";
import { createChallenge, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { createPowChallenge, derivePowSecrets, verifyPowSolution } from "./captcha-pow.ts";

const secrets = derivePowSecrets(new Uint8Array(32).fill(3));
const data = { captchaId: "c-1", form: "pqrds" };
const inTenMinutes = () => new Date(Date.now() + 600_000);
const solve = async (challenge: TPowChallenge) => (await solveChallenge({ challenge, deriveKey }))!;
const altchaVerifies = async (challenge: TPowChallenge, solution: { counter: number; derivedKey: string }) =>
  (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key })).verified;

describe("the captcha's proof of work, signed with node:crypto in ALTCHA v2's format", () => {
  it("is a challenge altcha-lib solves and verifies, and our check agrees", async () => {
    const challenge = await createPowChallenge(secrets, 2, data, inTenMinutes());
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_POW.algorithm, cost: 2, keyLength: 32, data });
    const solution = await solve(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(CAPTCHA_POW.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(CAPTCHA_POW.counterMax);
    expect(await altchaVerifies(challenge, solution)).toBe(true);
    expect(verifyPowSolution(secrets, challenge, solution)).toBe(true);
  });

  it("accepts what altcha-lib signed (captchas issued before an upgrade), refuses tampering, wrong keys and expiry", async () => {
    const issued = (await createChallenge({
      algorithm: CAPTCHA_POW.algorithm,
      cost: 2,
      counter: 200,
      deriveKey,
      data,
      expiresAt: inTenMinutes(),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    })) as TPowChallenge;
    const solution = await solve(issued);
    expect(verifyPowSolution(secrets, issued, solution)).toBe(true);

    const ours = await createPowChallenge(secrets, 2, data, inTenMinutes());
    const right = await solve(ours);
    const cases: [string, TPowChallenge, { counter: number; derivedKey: string }][] = [
      ["other data", { ...ours, parameters: { ...ours.parameters, data: { ...data, form: "login" } } }, right],
      ["cheaper cost", { ...ours, parameters: { ...ours.parameters, cost: 1 } }, right],
      ["wrong key", ours, { ...right, derivedKey: "00".repeat(32) }],
      ["not hex", ours, { ...right, derivedKey: "zz" }],
      ["no signature", { parameters: ours.parameters }, right],
      ["another server's", await createPowChallenge(derivePowSecrets(new Uint8Array(32).fill(4)), 2, data, inTenMinutes()), right],
      ["expired", await createPowChallenge(secrets, 2, data, new Date(Date.now() - 1000)), right],
    ];
    for (const [, challenge, attempt] of cases) {
      expect(verifyPowSolution(secrets, challenge, attempt)).toBe(false);
      expect(await altchaVerifies(challenge, attempt)).toBe(false);
    }
  });
});
