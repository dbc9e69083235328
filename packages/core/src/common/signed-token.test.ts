import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token.ts";

const secret = new TextEncoder().encode("un secreto de prueba de al menos treinta y dos bytes");
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("signed tokens", () => {
  it("give back the claims they were signed with, with the time they were issued", () => {
    const exp = inAnHour();
    const claims = verifyToken(secret, signToken(secret, { sid: "s-1", sub: "7", exp }));
    expect(claims).toMatchObject({ sid: "s-1", sub: "7", exp });
    expect(Math.abs(Number(claims?.iat) - Date.now() / 1000)).toBeLessThan(5);
  });

  it("refuse an expired token, a changed payload, another secret, an unsigned token and garbage", () => {
    const token = signToken(secret, { sub: "7", exp: inAnHour() });
    const [header, , signature] = token.split(".");
    expect(verifyToken(secret, signToken(secret, { sub: "7", exp: Math.floor(Date.now() / 1000) - 1 }))).toBeNull();
    expect(verifyToken(secret, `${header}.${base64url({ sub: "1", exp: inAnHour() })}.${signature}`)).toBeNull();
    expect(verifyToken(new TextEncoder().encode("otro secreto de al menos treinta y dos bytes!!"), token)).toBeNull();
    expect(verifyToken(secret, `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: "1", exp: inAnHour() })}.`)).toBeNull();
    expect(verifyToken(secret, "no-es-un-token")).toBeNull();
  });
});
