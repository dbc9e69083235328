import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { PASSWORD_MESSAGES as P } from "./password.schema.ts";
import { DESCRIPTION_MAX, PROFILE_MESSAGES as M, ZAccountDelete, ZCommunityQuery, ZProfile } from "./profile.schema.ts";
import { REGISTER_MESSAGES as R } from "./register.schema.ts";

const colombian = {
  name: "María",
  lastname: "Gómez",
  identificationType: 1,
  identification: "1020304050",
  country: 1,
  department: 5,
  location: 5001,
  neighborhood: "El Poblado",
  address: "Calle 10 # 43-12",
  phone: "3001234567",
  genderID: 1,
  birthDate: "1990-05-17",
  description: "Me gusta leer.",
  enabledNewsletter: true,
};
const foreign = { ...colombian, country: 1001, department: null, location: null, neighborhood: null, city: "Quito" };
const m = (input: Record<string, unknown>) => messagesOf(ZProfile, input);

describe("ZProfile (PUT users/{friendlyName}, spec 03 §5 Profile)", () => {
  it("accepts a Colombian and a foreign profile; an empty biography and second names become null", () => {
    expect(ZProfile.safeParse(colombian).success).toBe(true);
    const parsed = ZProfile.parse({ ...foreign, secondname: "", description: "" });
    expect(parsed.secondname).toBeNull();
    expect(parsed.description).toBeNull();
    expect(parsed.genderID).toBe(1);
  });
  it("gender 0 (male) is a value, an empty select is missing", () => {
    expect(ZProfile.parse({ ...colombian, genderID: "0" }).genderID).toBe(0);
    expect(m({ ...colombian, genderID: null }).genderID).toEqual([R.genderRequired]);
    expect(m({ ...colombian, genderID: 3 }).genderID).toEqual([R.genderRequired]);
  });
  it("requires name and lastname, names at most 100", () => {
    expect(m({ ...colombian, name: " " }).name).toEqual([R.nameRequired]);
    expect(m({ ...colombian, lastname: "" }).lastname).toEqual([R.lastnameRequired]);
    expect(m({ ...colombian, secondname: "a".repeat(101) }).secondname).toEqual([R.nameMax]);
  });
  it("requires the identification type and a digits-only identification of at most 100", () => {
    expect(m({ ...colombian, identificationType: null }).identificationType).toEqual([R.identificationTypeRequired]);
    expect(m({ ...colombian, identification: "" }).identification).toEqual([R.identificationRequired]);
    expect(m({ ...colombian, identification: "10.203.040" }).identification).toEqual([R.identificationDigits]);
    expect(m({ ...colombian, identification: "1".repeat(101) }).identification).toEqual([R.identificationMax]);
  });
  it("requires the country; Colombia its department, municipality and vereda/municipio of 2–50", () => {
    expect(m({ ...colombian, country: "" }).country).toEqual([R.countryRequired]);
    const place = m({ ...colombian, department: null, location: null, neighborhood: "" });
    expect(place.department).toEqual([R.departmentRequired]);
    expect(place.location).toEqual([R.municipalityRequired]);
    expect(place.neighborhood).toEqual([R.neighborhoodRequired]);
    expect(m({ ...colombian, neighborhood: "A" }).neighborhood).toEqual([R.placeMin]);
    expect(m({ ...colombian, neighborhood: "a".repeat(51) }).neighborhood).toEqual([R.placeMax]);
  });
  it("other countries require a city of 2–50", () => {
    expect(m({ ...foreign, city: "" }).city).toEqual([R.cityRequired]);
    expect(m({ ...foreign, city: "Q" }).city).toEqual([R.placeMin]);
  });
  it("requires the address, at most 250", () => {
    expect(m({ ...colombian, address: "" }).address).toEqual([R.addressRequired]);
    expect(m({ ...colombian, address: "a".repeat(251) }).address).toEqual([R.addressMax]);
  });
  it("requires a phone of digits", () => {
    expect(m({ ...colombian, phone: "" }).phone).toEqual([R.phoneRequired]);
    expect(m({ ...colombian, phone: "300 123 4567" }).phone).toEqual([R.phoneDigits]);
    expect(m({ ...colombian, phone: "300123" }).phone).toEqual([R.phoneMin]);
    expect(m({ ...colombian, phone: "3".repeat(16) }).phone).toEqual([R.phoneMax]);
  });
  it("requires a birth date at least 13 years ago", () => {
    expect(m({ ...colombian, birthDate: "" }).birthDate).toEqual([R.birthDateRequired]);
    const tooYoung = new Date();
    tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 12);
    expect(m({ ...colombian, birthDate: tooYoung.toISOString().slice(0, 10) }).birthDate).toEqual([R.minAge]);
  });
  it("takes the biography as plain text of at most 1000 characters: markup is refused", () => {
    expect(m({ ...colombian, description: "a".repeat(DESCRIPTION_MAX + 1) }).description).toEqual([M.descriptionMax]);
    expect(m({ ...colombian, description: "Hola <script>alert(1)</script>" }).description).toEqual([M.descriptionMarkup]);
    expect(m({ ...colombian, description: "<img src=x onerror=alert(1)>" }).description).toEqual([M.descriptionMarkup]);
    expect(ZProfile.safeParse({ ...colombian, description: "Prefiero 3 < 5 y <3 a mi ciudad" }).success).toBe(true);
  });
  it("a new password is optional; when given it has 6–50 characters and its repeat must match", () => {
    expect(ZProfile.safeParse({ ...colombian, password: "", confirmpassword: "" }).success).toBe(true);
    expect(m({ ...colombian, password: "abc", confirmpassword: "abc" }).password).toEqual([P.min]);
    expect(m({ ...colombian, password: "a".repeat(51), confirmpassword: "a".repeat(51) }).password).toEqual([P.max]);
    expect(m({ ...colombian, password: "secreta-1", confirmpassword: "" }).confirmpassword).toEqual([P.confirmRequired]);
    expect(m({ ...colombian, password: "secreta-1", confirmpassword: "secreta-2" }).confirmpassword).toEqual([P.mismatch]);
  });
});

describe("ZAccountDelete and ZCommunityQuery", () => {
  it("names the profile; the password is optional in the schema (the server asks for it when the account has one)", () => {
    expect(ZAccountDelete.parse({ friendlyName: "maria-gomez" }).currentPassword).toBe("");
  });
  it("lists the community 20 a page and never more", () => {
    expect(ZCommunityQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(ZCommunityQuery.safeParse({ pageSize: 21 }).success).toBe(false);
  });
});
