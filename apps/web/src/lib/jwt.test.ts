import { describe, expect, it } from "vitest";
import { decodeJwtPayload, isTokenExpired, tokenExpiresAt } from "./jwt";

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const jwt = (payload: object) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(payload)}.firma`;

describe("JWT expiry (decoded without verifying)", () => {
  const now = Date.UTC(2025, 2, 14, 12, 0, 0);
  const inSeconds = (s: number) => Math.floor(now / 1000) + s;

  it("reads the payload, including non-ASCII claims", () => {
    expect(decodeJwtPayload(jwt({ sub: "7", name: "Señora Muñoz", exp: 1 }))).toEqual({ sub: "7", name: "Señora Muñoz", exp: 1 });
  });

  it("is alive before exp and dead at or after it", () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(60) }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: inSeconds(0) }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: inSeconds(-1) }), now)).toBe(true);
  });

  it("gives the expiry in milliseconds", () => {
    expect(tokenExpiresAt(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt(jwt({ sub: "1" }))).toBeNull();
  });

  it("treats an unreadable token as expired and a token without exp as alive", () => {
    expect(isTokenExpired("no-es-un-jwt", now)).toBe(true);
    expect(isTokenExpired("a.%%%.c", now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: "1" }), now)).toBe(false);
  });
});
