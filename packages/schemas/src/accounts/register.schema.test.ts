import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { isAtLeastYearsOld, REGISTER_MESSAGES as M, ZRegister } from "./register.schema.ts";

const colombian = {
  email: "maria@ejemplo.co",
  password: "secreta1",
  name: "María",
  lastname: "Gómez",
  country: 1,
  department: 5,
  location: 5001,
  neighborhood: "El Poblado",
  acceptTerms: true,
  captchaId: "c",
  captcha: "abc",
};
const foreign = { ...colombian, country: 1001, department: null, location: null, neighborhood: null, city: "Quito" };

describe("ZRegister (POST users)", () => {
  it("accepts a Colombian and a foreign registration; empty optionals become null", () => {
    expect(ZRegister.safeParse(colombian).success).toBe(true);
    const parsed = ZRegister.parse({ ...foreign, secondname: "", phone: "" });
    expect(parsed.secondname).toBeNull();
    expect(parsed.phone).toBeNull();
  });
  it("requires first name and first surname, at most 100 characters", () => {
    expect(messagesOf(ZRegister, { ...colombian, name: "  " }).name).toEqual([M.nameRequired]);
    expect(messagesOf(ZRegister, { ...colombian, lastname: "" }).lastname).toEqual([M.lastnameRequired]);
    expect(messagesOf(ZRegister, { ...colombian, name: "a".repeat(101) }).name).toEqual([M.nameMax]);
    expect(messagesOf(ZRegister, { ...colombian, secondlastname: "a".repeat(101) }).secondlastname).toEqual([M.nameMax]);
  });
  it("requires the country", () => {
    expect(messagesOf(ZRegister, { ...colombian, country: undefined }).country).toEqual([M.countryRequired]);
  });
  it("in Colombia requires department, municipality and a 2–50 character neighbourhood", () => {
    const m = messagesOf(ZRegister, { ...colombian, department: null, location: null, neighborhood: "" });
    expect(m.department).toEqual([M.departmentRequired]);
    expect(m.location).toEqual([M.municipalityRequired]);
    expect(m.neighborhood).toEqual([M.neighborhoodRequired]);
    expect(messagesOf(ZRegister, { ...colombian, neighborhood: "A" }).neighborhood).toEqual(["Debes ingresar por lo menos 2 caracteres"]);
    expect(messagesOf(ZRegister, { ...colombian, neighborhood: "a".repeat(51) }).neighborhood).toEqual([M.placeMax]);
  });
  it("abroad requires a 2–50 character city", () => {
    expect(messagesOf(ZRegister, { ...foreign, city: "" }).city).toEqual([M.cityRequired]);
    expect(messagesOf(ZRegister, { ...foreign, city: "Q" }).city).toEqual(["Debes ingresar por lo menos 2 caracteres"]);
  });
  it("checks the phone: digits only, 10 to 15", () => {
    expect(messagesOf(ZRegister, { ...colombian, phone: "300 123 4567" }).phone).toEqual(["Debes ingresar solo números sin espacios"]);
    expect(messagesOf(ZRegister, { ...colombian, phone: "300123" }).phone).toEqual(["Debes ingresar por lo menos 10 números"]);
    expect(messagesOf(ZRegister, { ...colombian, phone: "1".repeat(16) }).phone).toEqual([M.phoneMax]);
    expect(ZRegister.safeParse({ ...colombian, phone: "3001234567" }).success).toBe(true);
  });
  it("limits the address to 250 and the identification to digits, at most 100", () => {
    expect(messagesOf(ZRegister, { ...colombian, address: "a".repeat(251) }).address).toEqual([M.addressMax]);
    expect(messagesOf(ZRegister, { ...colombian, identification: "12a" }).identification).toEqual([M.identificationDigits]);
    expect(messagesOf(ZRegister, { ...colombian, identification: "1".repeat(101) }).identification).toEqual([M.identificationMax]);
  });
  it("never takes a level of assurance from the browser: a declared loa:2 is dropped", () => {
    const parsed = ZRegister.parse({ ...colombian, loa: "loa:2" });
    expect("loa" in parsed).toBe(false);
  });
  it("refuses a birth date less than 13 years ago", () => {
    const recent = new Date();
    recent.setFullYear(recent.getFullYear() - 12);
    expect(messagesOf(ZRegister, { ...colombian, birthDate: recent.toISOString().slice(0, 10) }).birthDate).toEqual([M.minAge]);
    expect(isAtLeastYearsOld("2000-01-01", 13)).toBe(true);
  });
  it("requires accepting the terms and the captcha", () => {
    expect(messagesOf(ZRegister, { ...colombian, acceptTerms: false }).acceptTerms).toEqual([M.termsRequired]);
    expect(messagesOf(ZRegister, { ...colombian, captcha: "" }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
  it("rejects an invalid e-mail and a short password", () => {
    const m = messagesOf(ZRegister, { ...colombian, email: "maria", password: "123" });
    expect(m.email).toEqual(["Debes ingresar un correo electrónico válido"]);
    expect(m.password).toEqual(["La contraseña debe tener por lo menos 6 caracteres"]);
  });
});
