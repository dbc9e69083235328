import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CAPTCHA_POW, type TPowChallenge } from "@portal/schemas/captcha/captcha.schema";

export interface PowSecrets {
  signature: string;
  key: string;
}

/** Two HMAC secrets for ALTCHA, derived from the auth secret so no new secret has to be configured or leaked. */
export function derivePowSecrets(authSecret: Uint8Array): PowSecrets {
  const derive = (label: string) => createHmac("sha256", authSecret).update(`portal-captcha-pow:${label}`).digest("hex");
  return { signature: derive("signature"), key: derive("key") };
}

/**
 * A signed challenge whose data names the captcha and form it belongs to. Deterministic mode: the server picks the
 * counter, so the work is known in advance and the check is one HMAC (no key derivation on the server).
 */
export async function createPowChallenge(secrets: PowSecrets, cost: number, data: { captchaId: string; form: string }, expiresAt: Date): Promise<TPowChallenge> {
  return createChallenge({
    algorithm: CAPTCHA_POW.algorithm,
    cost,
    counter: randomInt(CAPTCHA_POW.counterMax, CAPTCHA_POW.counterMin),
    deriveKey,
    data,
    expiresAt,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  }) as Promise<TPowChallenge>;
}

/** True when the solution is right for an unexpired challenge this server signed. */
export async function verifyPowSolution(secrets: PowSecrets, challenge: TPowChallenge, solution: { counter: number; derivedKey: string }): Promise<boolean> {
  if (challenge.parameters.algorithm !== CAPTCHA_POW.algorithm) return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secrets.signature, hmacKeySignatureSecret: secrets.key });
    return result.verified;
  } catch {
    // Malformed hex and the like: a wrong proof, not a server error.
    return false;
  }
}
