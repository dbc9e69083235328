import { createHmac, pbkdf2, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { TPowChallenge } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_POW } from "@portal/schemas/captcha/captcha-rules";

export interface PowSecrets {
  signature: string;
  key: string;
}

/** Two HMAC secrets for ALTCHA, derived from the auth secret so no new secret has to be configured or leaked. */
export function derivePowSecrets(authSecret: Uint8Array): PowSecrets {
  const derive = (label: string) => createHmac("sha256", authSecret).update(`portal-captcha-pow:${label}`).digest("hex");
  return { signature: derive("signature"), key: derive("key") };
}

const pbkdf2Async = promisify(pbkdf2);
const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const KEY_LENGTH = 32;
const MAX_UINT32 = 0xffffffff;

/** ALTCHA's canonical JSON: keys sorted at every level, undefined values left out. */
function canonical(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((k) => {
        const v = (value as Record<string, unknown>)[k];
        return v === undefined ? [] : [[k, canonical(v)]];
      }),
  );
}

/**
 * A signed challenge whose data names the captcha and form it belongs to. Deterministic mode: the server picks the
 * counter, so the work is known in advance and the check is one HMAC (no key derivation on the server).
 * ALTCHA v2's format (PBKDF2/SHA-256, uint32 counter after the nonce, half the key as prefix, key signature), signed
 * with node:crypto's HMAC: altcha-lib signs through WebCrypto, an imported key and a thread-pool hop per signature,
 * four on every PQRDS submission. The key derivation stays asynchronous, off the event loop.
 */
export async function createPowChallenge(
  secrets: PowSecrets,
  cost: number,
  data: { captchaId: string; form: string },
  expiresAt: Date,
): Promise<TPowChallenge> {
  const nonce = randomBytes(16);
  const salt = randomBytes(16);
  const counter = randomInt(CAPTCHA_POW.counterMin, CAPTCHA_POW.counterMax + 1);
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password);
  password.writeUInt32BE(counter, nonce.length);
  const derivedKey = await pbkdf2Async(password, salt, cost, KEY_LENGTH, "sha256");
  const parameters = canonical({
    algorithm: CAPTCHA_POW.algorithm,
    nonce: nonce.toString("hex"),
    salt: salt.toString("hex"),
    cost,
    keyLength: KEY_LENGTH,
    keyPrefix: derivedKey.subarray(0, KEY_LENGTH / 2).toString("hex"),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
    data,
    keySignature: hmacHex(secrets.key, derivedKey),
  }) as TPowChallenge["parameters"];
  return { parameters, signature: hmacHex(secrets.signature, JSON.stringify(parameters)) };
}

/** True when the solution is right for an unexpired challenge this server signed (ALTCHA v2's key-signature check). */
export function verifyPowSolution(secrets: PowSecrets, challenge: TPowChallenge, solution: { counter: number; derivedKey: string }): boolean {
  const p = challenge.parameters;
  if (p.algorithm !== CAPTCHA_POW.algorithm) return false;
  if (p.expiresAt && p.expiresAt < Date.now() / 1000) return false;
  if (!challenge.signature || !sameHex(challenge.signature, hmacHex(secrets.signature, JSON.stringify(canonical(p))))) return false;
  if (typeof solution?.derivedKey !== "string" || !/^(?:[0-9a-f]{2})+$/.test(solution.derivedKey)) return false;
  if (!Number.isInteger(solution.counter) || solution.counter < 0 || solution.counter > MAX_UINT32) return false;
  if (!p.keySignature) return false;
  return sameHex(p.keySignature, hmacHex(secrets.key, Buffer.from(solution.derivedKey, "hex")));
}
