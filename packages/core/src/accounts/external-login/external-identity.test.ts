import { describe, expect, it } from "vitest";
import { identityFromClaims } from "./external-identity.ts";

describe("identityFromClaims", () => {
  it("splits two-word names and surnames into the registration's four fields", () => {
    const id = identityFromClaims("google", { sub: "g-1", email: "Ana@Correo.co", email_verified: true, given_name: "Ana  María", family_name: "Pérez Gómez" });
    expect(id).toEqual({
      provider: "google", subject: "g-1", email: "ana@correo.co", emailVerified: true, loa: "loa:1",
      names: { name: "Ana", secondname: "María", lastname: "Pérez", secondlastname: "Gómez" },
    });
  });

  it('reads "loa:2" only from the identity provider\'s acr', () => {
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:2" })!.loa).toBe("loa:2");
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:3" })!.loa).toBe("loa:1");
    expect(identityFromClaims("google", { sub: "g-1", acr: "loa:2" })!.loa).toBe("loa:1");
  });

  it("reads Facebook's and X's profile answers; an unverified address stays unverified", () => {
    expect(identityFromClaims("facebook", { id: "f-1", email: "a@b.co", first_name: "Luis", middle_name: "Ángel", last_name: "Mora" })).toMatchObject({
      subject: "f-1", emailVerified: true, names: { name: "Luis", secondname: "Ángel", lastname: "Mora", secondlastname: "" },
    });
    expect(identityFromClaims("twitter", { data: { id: "t-1", name: "Eva Lara", username: "eva" } })).toMatchObject({
      subject: "t-1", email: null, emailVerified: false, names: { name: "Eva", lastname: "Lara" },
    });
    expect(identityFromClaims("google", { sub: "g-2", email: "x@y.co", email_verified: false })!.emailVerified).toBe(false);
  });

  it("refuses claims without a subject", () => {
    expect(identityFromClaims("google", { email: "x@y.co" })).toBeNull();
  });
});
