import { REGISTER_MESSAGES, ZRegister } from "@portal/schemas/accounts/register.schema";
import { describe, expect, it } from "vitest";
import { parseSpanishDate } from "../../components/forms/spanish-date";
import { issuesToErrors } from "../../lib/use-zod-form";
import { birthDateRange, INITIAL_REGISTER_VALUES, type TRegisterValues, toRegisterInput } from "./register-values";

const captcha = { captchaId: "c-1", captcha: "abc" };
const filled: TRegisterValues = {
  ...INITIAL_REGISTER_VALUES,
  email: "Ana@Ejemplo.co",
  password: "secreto1",
  name: "Ana",
  lastname: "Pérez",
  department: "5",
  location: "5001",
  neighborhood: "El Poblado",
  acceptTerms: true,
};
const errorsOf = (values: TRegisterValues) => {
  const r = ZRegister.safeParse(toRegisterInput(values, captcha));
  return r.success ? {} : issuesToErrors(r.error.issues);
};

describe("register form values → ZRegister input", () => {
  it("a complete Colombian registration passes", () => {
    const r = ZRegister.safeParse(toRegisterInput(filled, captcha));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ email: "ana@ejemplo.co", country: 1, department: 5, location: 5001, city: null, genderID: null });
  });

  it("sends spec 03's 'anonymous' as the opposite of the public-profile box, unticked (no public profile) by default", () => {
    expect(ZRegister.parse(toRegisterInput(filled, captcha)).anonymous).toBe(true);
    expect(ZRegister.parse(toRegisterInput({ ...filled, publicProfile: true }, captcha)).anonymous).toBe(false);
  });

  it("Colombia requires department, municipality and neighbourhood", () => {
    const errors = errorsOf({ ...filled, department: null, location: null, neighborhood: "" });
    expect(errors.department).toBe(REGISTER_MESSAGES.departmentRequired);
    expect(errors.location).toBe(REGISTER_MESSAGES.municipalityRequired);
    expect(errors.neighborhood).toBe(REGISTER_MESSAGES.neighborhoodRequired);
  });

  it("another country requires a free city of at least 2 characters, and sends no department", () => {
    expect(errorsOf({ ...filled, country: "2", city: "" }).city).toBe(REGISTER_MESSAGES.cityRequired);
    expect(errorsOf({ ...filled, country: "2", city: "Q" }).city).toBe(REGISTER_MESSAGES.placeMin);
    const input = toRegisterInput({ ...filled, country: "2", city: "Quito" }, captcha);
    expect(input).toMatchObject({ country: 2, department: null, location: null, neighborhood: null, city: "Quito" });
    expect(ZRegister.safeParse(input).success).toBe(true);
  });

  it("an empty select is null, never 0 (genderID 0 means male)", () => {
    expect(toRegisterInput(filled, captcha).genderID).toBeNull();
    expect(toRegisterInput({ ...filled, genderID: "0" }, captcha).genderID).toBe(0);
  });

  it("a missing country and unaccepted terms give the schema's own messages", () => {
    const errors = errorsOf({ ...filled, country: null, acceptTerms: false });
    expect(errors.country).toBe(REGISTER_MESSAGES.countryRequired);
    expect(errors.acceptTerms).toBe(REGISTER_MESSAGES.termsRequired);
  });

  it("birth date must be at least 13 years ago", () => {
    const { max } = birthDateRange();
    expect(errorsOf({ ...filled, birthDate: max }).birthDate).toBeUndefined();
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 12);
    expect(errorsOf({ ...filled, birthDate: tooYoung.toISOString().slice(0, 10) }).birthDate).toBe(REGISTER_MESSAGES.minAge);
  });
});

describe("birth date picker", () => {
  it("ranges from 1928 to 13 years before today", () => {
    expect(birthDateRange(new Date(2025, 2, 14))).toEqual({ min: "1928-01-01", max: "2012-03-14" });
  });

  it("parses DD/MM/AAAA and rejects impossible dates", () => {
    expect(parseSpanishDate("14/03/1990")).toBe("1990-03-14");
    expect(parseSpanishDate("1-2-2000")).toBe("2000-02-01");
    expect(parseSpanishDate("31/02/2000")).toBeNull();
    expect(parseSpanishDate("ayer")).toBeNull();
  });
});
