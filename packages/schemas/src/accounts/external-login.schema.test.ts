import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { ZExternalComplete, ZExternalLink, ZExternalRegister, ZExternalRegisterVerified } from "./external-login.schema.ts";
import { PASSWORD_MESSAGES } from "./password.schema.ts";
import { REGISTER_MESSAGES as R } from "./register.schema.ts";

const base = {
  ticket: "t",
  email: "ana@correo.co",
  name: "Ana",
  lastname: "Pérez",
  country: 1,
  department: 5,
  location: 5001,
  neighborhood: "Laureles",
  acceptTerms: true,
};
const identity = {
  identificationType: 1,
  identification: "1020304050",
  expeditionDate: "2010-03-04",
  phone: "3001234567",
  address: "Calle 10 # 43-12",
  genderID: 1,
  birthDate: "1990-05-17",
};

describe("ZExternalRegister (POST auth/social/register)", () => {
  it("takes the form without captcha; the password is optional but, when given, follows the password rules", () => {
    expect(ZExternalRegister.parse({ ...base, password: "" }).password).toBeNull();
    expect(ZExternalRegister.parse(base).password).toBeNull();
    expect(messagesOf(ZExternalRegister, { ...base, password: "abc" }).password).toEqual([PASSWORD_MESSAGES.min]);
    expect(messagesOf(ZExternalRegister, { ...base, acceptTerms: false }).acceptTerms).toEqual([R.termsRequired]);
    expect(messagesOf(ZExternalRegister, { ...base, neighborhood: "" }).neighborhood).toEqual([R.neighborhoodRequired]);
  });

  it('"loa:2" requires every identity field, one message each', () => {
    expect(ZExternalRegisterVerified.safeParse({ ...base, ...identity }).success).toBe(true);
    const m = messagesOf(ZExternalRegisterVerified, base);
    expect(m).toMatchObject({
      identificationType: [R.identificationTypeRequired],
      identification: [R.identificationRequired],
      expeditionDate: [R.expeditionDateRequired],
      phone: [R.phoneRequired],
      address: [R.addressRequired],
      genderID: [R.genderRequired],
      birthDate: [R.birthDateRequired],
    });
    const place = messagesOf(ZExternalRegisterVerified, { ...base, ...identity, department: null, location: null, neighborhood: "" });
    expect(place).toMatchObject({ department: [R.departmentRequired], location: [R.municipalityRequired], neighborhood: [R.neighborhoodRequired] });
  });
});

describe("ZExternalLink and ZExternalComplete", () => {
  it("the link needs the existing account's password", () => {
    expect(messagesOf(ZExternalLink, { ticket: "t", password: "" }).password).toEqual([PASSWORD_MESSAGES.required]);
  });

  it("knows only the four providers", () => {
    expect(ZExternalComplete.safeParse({ provider: "google", callback: "code=1&state=2", flow: "f" }).success).toBe(true);
    expect(ZExternalComplete.safeParse({ provider: "github", callback: "code=1&state=2", flow: "f" }).success).toBe(false);
  });
});
