import { describe, expect, it } from "vitest";
import { identityFromClaims } from "./external-identity.ts";

describe("identityFromClaims", () => {
  it("splits two-word names and surnames into the registration's four fields", () => {
    const id = identityFromClaims("google", { sub: "g-1", email: "Ana@Correo.co", email_verified: true, given_name: "Ana  María", family_name: "Pérez Gómez" });
    expect(id).toEqual({
      provider: "google",
      subject: "g-1",
      email: "ana@correo.co",
      emailVerified: true,
      loa: "loa:1",
      names: { name: "Ana", secondname: "María", lastname: "Pérez", secondlastname: "Gómez" },
      document: null,
    });
  });

  it('reads "loa:2" only from the identity provider\'s acr, together with the identification it vouches for', () => {
    const doc = { document_type: "CC", document_number: "1.020.304.050" };
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:2", ...doc })).toMatchObject({
      loa: "loa:2",
      document: { identificationType: 1, identification: "1020304050" },
    });
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:3", ...doc })).toMatchObject({ loa: "loa:1", document: null });
    expect(identityFromClaims("google", { sub: "g-1", acr: "loa:2", ...doc })).toMatchObject({ loa: "loa:1", document: null });
  });

  it('refuses "loa:2" without a well-formed identification claim; the claim names are configurable', () => {
    for (const claims of [
      {},
      { document_type: "CC" },
      { document_number: "123" },
      { document_type: "ZZ", document_number: "123" },
      { document_type: "CC", document_number: "12a" },
    ]) {
      expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:2", ...claims })).toMatchObject({ loa: "loa:1", document: null });
    }
    const custom = { number: "numero_documento", type: "tipo_documento" };
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:2", tipo_documento: "Cédula de extranjería", numero_documento: 445566 }, custom)).toMatchObject({
      loa: "loa:2",
      document: { identificationType: 3, identification: "445566" },
    });
    expect(identityFromClaims("idp", { sub: "i-1", acr: "loa:2", document_type: "CC", document_number: "123" }, custom)!.loa).toBe("loa:1");
  });

  it("reads Facebook's and X's profile answers; an unverified address stays unverified", () => {
    expect(identityFromClaims("facebook", { id: "f-1", email: "a@b.co", first_name: "Luis", middle_name: "Ángel", last_name: "Mora" })).toMatchObject({
      subject: "f-1",
      emailVerified: true,
      names: { name: "Luis", secondname: "Ángel", lastname: "Mora", secondlastname: "" },
    });
    expect(identityFromClaims("twitter", { data: { id: "t-1", name: "Eva Lara", username: "eva" } })).toMatchObject({
      subject: "t-1",
      email: null,
      emailVerified: false,
      names: { name: "Eva", lastname: "Lara" },
    });
    expect(identityFromClaims("google", { sub: "g-2", email: "x@y.co", email_verified: false })!.emailVerified).toBe(false);
  });

  it("refuses claims without a subject", () => {
    expect(identityFromClaims("google", { email: "x@y.co" })).toBeNull();
  });
});
