import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchTotp, newMfaSecret, openMfaSecret, sealMfaSecret } from "./mfa-secret.ts";

const key = new TextEncoder().encode("k".repeat(48));

describe("TOTP secrets", () => {
  it("are sealed (never stored as text) and open only with the same auth secret", () => {
    const secret = newMfaSecret();
    const sealed = sealMfaSecret(key, secret);
    expect(sealed).not.toContain(secret);
    expect(openMfaSecret(key, sealed)).toBe(secret);
    expect(openMfaSecret(new TextEncoder().encode("z".repeat(48)), sealed)).toBeNull();
    expect(openMfaSecret(key, `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(openMfaSecret(key, null)).toBeNull();
  });
  it("accept the current code and one step of drift, not more", () => {
    const secret = newMfaSecret();
    const now = Date.now();
    const at = (offset: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: now + offset * 30_000 });
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, at(0), now)).toBe(step);
    expect(matchTotp(secret, at(1), now)).toBe(step + 1);
    expect(matchTotp(secret, at(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, at(3), now)).toBeNull();
  });
});
