import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { PERSONAL_APPLICANT } from "../testing/personal-applicant.ts";
import { ZComplaintForm } from "./complaint-form.schema.ts";
import { defaultAnonymous, identityRequired, COMPLAINT_FORM_MESSAGES as M } from "./complaint-form-rules.ts";

/** An anonymous petition answered by e-mail. */
const anonymous = {
  complaintFormTypeID: 2,
  anonymous: true,
  emailPersonal: "ana@correo.co",
  emailVerif: "ana@correo.co",
  description: "Solicito información sobre el alumbrado público del barrio.",
  responseTypeID: 1,
  email: "ana@correo.co",
  typeprivacy: true,
  captchaId: "c-1",
  captcha: "",
};
/** A personal-mode request of a natural person living in Medellín. */
const personal = {
  ...anonymous,
  anonymous: false,
  ...PERSONAL_APPLICANT,
};
const appointment = { ...personal, complaintFormTypeID: 7, presential: 1, DaysAttentions: { attentionConfigID: 1, day: "2026-04-06" }, hour: 9 };

describe("ZComplaintForm (POST complaintforms)", () => {
  it("accepts an anonymous and a personal request; empty strings become null", () => {
    expect(ZComplaintForm.safeParse(anonymous).success).toBe(true);
    const parsed = ZComplaintForm.parse({ ...personal, lastSurName: "", phoneNumberPersonal: "  " });
    expect(parsed.lastSurName).toBeNull();
    expect(parsed.phoneNumberPersonal).toBeNull();
    expect(parsed.anonymous).toBe(false);
  });
  it("accepts catalogue values as ids, digit strings or { id, name } objects", () => {
    const parsed = ZComplaintForm.parse({
      ...personal,
      identificationType: { id: 1, name: "Cédula de ciudadanía" },
      rootLocationPersonal: { id: "1", name: "Colombia" },
      complaintFormTypeID: "2",
    });
    expect(parsed.identificationType).toBe(1);
    expect(parsed.rootLocationPersonal).toBe(1);
    expect(parsed.complaintFormTypeID).toBe(2);
  });
  it("personal-data requests (Ley 1581): the portal's form makes the citizen choose; a spec-01 client without the field files a consulta", () => {
    const data = { ...personal, complaintFormTypeID: 8 };
    expect(messagesOf(ZComplaintForm, { ...data, personalDataKindAsked: true }).personalDataKind).toEqual([M.personalDataKindRequired]);
    expect(messagesOf(ZComplaintForm, { ...data, personalDataKind: 7 }).personalDataKind).toEqual([M.personalDataKindRequired]);
    expect(ZComplaintForm.parse({ ...data, personalDataKindAsked: true, personalDataKind: 3 }).personalDataKind).toBe(3);
    expect(ZComplaintForm.parse(data).personalDataKind).toBe(1);
    // Other types carry none, whatever is sent.
    expect(ZComplaintForm.parse({ ...anonymous, personalDataKind: 2 }).personalDataKind).toBeNull();
  });
  it("requires the request type", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, complaintFormTypeID: null }).complaintFormTypeID).toEqual([M.typeRequired]);
  });
  it("in anonymous mode the identity fields are optional, but checked when given", () => {
    expect(ZComplaintForm.safeParse({ ...anonymous, firstName: "", identification: null }).success).toBe(true);
    expect(messagesOf(ZComplaintForm, { ...anonymous, identification: "12ab" }).identification).toEqual([M.identificationDigits]);
  });
  it("in personal mode requires applicant type, names, identity, birth date and gender", () => {
    const m = messagesOf(ZComplaintForm, { ...anonymous, anonymous: false });
    expect(m.complaintFormUserTypeID).toEqual([M.userTypeRequired]);
    expect(m.firstName).toEqual([M.firstNameRequired]);
    expect(m.firstSurName).toEqual([M.firstSurNameRequired]);
    expect(m.identificationType).toEqual([M.identificationTypeRequired]);
    expect(m.identification).toEqual([M.identificationRequired]);
    expect(m.birthDate).toEqual([M.birthDateRequired]);
    expect(m.genderID).toEqual([M.genderRequired]);
    expect(m.rootLocationPersonal).toEqual([M.countryRequired]);
    expect(m.addressPersonal).toEqual([M.addressPersonalRequired]);
    expect(m.mobileNumberPersonal).toEqual([M.mobilePersonalRequired]);
  });
  it("types 7 and 8 always ask identity data, even when sent as anonymous", () => {
    expect(identityRequired(8, true)).toBe(true);
    expect(identityRequired(2, true)).toBe(false);
    const m = messagesOf(ZComplaintForm, { ...anonymous, complaintFormTypeID: 8 });
    expect(m.identification).toEqual([M.identificationRequired]);
  });
  it("anonymous defaults to true when not logged in, never for types 7 and 8", () => {
    expect(defaultAnonymous(2, false)).toBe(true);
    expect(defaultAnonymous(5, false)).toBe(true);
    expect(defaultAnonymous(2, true)).toBe(false);
    expect(defaultAnonymous(7, false)).toBe(false);
    expect(defaultAnonymous(8, false)).toBe(false);
  });
  it("checks names: 2–50 characters, whitespace-only is empty", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, firstName: "A" }).firstName).toEqual([M.min2]);
    expect(messagesOf(ZComplaintForm, { ...personal, firstSurName: "x".repeat(51) }).firstSurName).toEqual([M.nameMax]);
    expect(messagesOf(ZComplaintForm, { ...personal, firstName: "   " }).firstName).toEqual([M.firstNameRequired]);
  });
  it("a legal person needs a company name of at least 5 characters, the NIT, and no surname, birth date or gender", () => {
    const legal = {
      ...personal,
      complaintFormUserTypeID: 8,
      identificationType: 5,
      identification: "900123456",
      firstName: "Acme",
      firstSurName: null,
      birthDate: null,
      genderID: null,
    };
    expect(messagesOf(ZComplaintForm, legal)).toEqual({ firstName: [M.companyNameMin] });
    expect(ZComplaintForm.safeParse({ ...legal, firstName: "Acme S.A.S." }).success).toBe(true);
    expect(messagesOf(ZComplaintForm, { ...legal, firstName: "" }).firstName).toEqual([M.companyNameRequired]);
  });
  it("the identification type follows the applicant type: minors TI, legal persons NIT", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, complaintFormUserTypeID: 2, identificationType: 1 }).identificationType).toEqual([
      M.identificationTypeMismatch,
    ]);
    expect(ZComplaintForm.safeParse({ ...personal, complaintFormUserTypeID: 2, identificationType: 2 }).success).toBe(true);
    expect(messagesOf(ZComplaintForm, { ...personal, complaintFormUserTypeID: 8, firstName: "Acme S.A.S.", identificationType: 1 }).identificationType).toEqual(
      [M.identificationTypeMismatch],
    );
  });
  it("the identification has 5 to 10 digits", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, identification: "1234" }).identification).toEqual([M.identificationMin]);
    expect(messagesOf(ZComplaintForm, { ...personal, identification: "12345678901" }).identification).toEqual([M.identificationMax]);
    expect(messagesOf(ZComplaintForm, { ...personal, identification: "123 456" }).identification).toEqual([M.identificationDigits]);
  });
  it("refuses an invalid or future birth date", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, birthDate: "1990-02-30" }).birthDate).toEqual([M.birthDateInvalid]);
    expect(messagesOf(ZComplaintForm, { ...personal, birthDate: "2999-01-01" }).birthDate).toEqual([M.birthDateInvalid]);
  });
  it("in Colombia requires department, city and neighbourhood; abroad a 2–50 character city", () => {
    const m = messagesOf(ZComplaintForm, { ...personal, secondLevelLocationPersonal: null, locationPersonal: null, neighborhoodPersonal: "" });
    expect(m.secondLevelLocationPersonal).toEqual([M.departmentRequired]);
    expect(m.locationPersonal).toEqual([M.citySelectRequired]);
    expect(m.neighborhoodPersonal).toEqual([M.neighborhoodPersonalRequired]);
    expect(messagesOf(ZComplaintForm, { ...personal, neighborhoodPersonal: "L" }).neighborhoodPersonal).toEqual([M.min2]);
    const abroad = { ...personal, rootLocationPersonal: 1001, secondLevelLocationPersonal: null, locationPersonal: null, neighborhoodPersonal: null };
    expect(messagesOf(ZComplaintForm, abroad).cityPersonal).toEqual([M.cityRequired]);
    expect(messagesOf(ZComplaintForm, { ...abroad, cityPersonal: "Q" }).cityPersonal).toEqual([M.min2]);
    expect(messagesOf(ZComplaintForm, { ...abroad, cityPersonal: "x".repeat(51) }).cityPersonal).toEqual([M.placeMax]);
  });
  it("second and third level locations are kept only for Colombia", () => {
    const parsed = ZComplaintForm.parse({ ...personal, rootLocationPersonal: 1001, cityPersonal: "Quito", neighborhoodPersonal: null });
    expect(parsed.secondLevelLocationPersonal).toBeNull();
    expect(parsed.locationPersonal).toBeNull();
    expect(parsed.cityPersonal).toBe("Quito");
  });
  it("limits the address to 250 characters", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, addressPersonal: "a".repeat(251) }).addressPersonal).toEqual([M.addressMax]);
  });
  it("landline 7–15 digits, mobile 10–15 digits", () => {
    expect(messagesOf(ZComplaintForm, { ...personal, phoneNumberPersonal: "123456" }).phoneNumberPersonal).toEqual([M.landlineMin]);
    expect(messagesOf(ZComplaintForm, { ...personal, mobileNumberPersonal: "300123456" }).mobileNumberPersonal).toEqual([M.mobileMin]);
    expect(messagesOf(ZComplaintForm, { ...personal, mobileNumberPersonal: "3".repeat(16) }).mobileNumberPersonal).toEqual([M.phoneMax]);
    expect(messagesOf(ZComplaintForm, { ...personal, mobileNumberPersonal: "300-123-4567" }).mobileNumberPersonal).toEqual([M.phoneDigits]);
  });
  it("requires the personal e-mail (all modes), its pattern and at most 250 characters", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, emailPersonal: " ", emailVerif: null }).emailPersonal).toEqual([M.emailRequired]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, emailPersonal: "ana@", emailVerif: "ana@" }).emailPersonal).toEqual([
      "Debes ingresar un correo electrónico válido",
    ]);
    const long = `${"a".repeat(245)}@x.com`;
    expect(messagesOf(ZComplaintForm, { ...anonymous, emailPersonal: long, emailVerif: long }).emailPersonal).toEqual([M.emailMax]);
  });
  it("the confirmation must match; it is required unless the form did not ask for it", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, emailVerif: "otra@correo.co" }).emailVerif).toEqual([M.emailMismatch]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, emailVerif: "" }).emailVerif).toEqual([M.emailConfirmRequired]);
    expect(ZComplaintForm.safeParse({ ...anonymous, emailVerif: null, emailEqual: false }).success).toBe(true);
    expect(ZComplaintForm.safeParse({ ...anonymous, emailVerif: "ANA@correo.co" }).success).toBe(true);
  });
  it("description: required, at least 2, at most 5098 characters", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, description: "   " }).description).toEqual([M.descriptionRequired]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, description: "a" }).description).toEqual([M.descriptionMin]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, description: "a".repeat(5099) }).description).toEqual([M.descriptionMax]);
    expect(ZComplaintForm.safeParse({ ...anonymous, description: "a".repeat(5098) }).success).toBe(true);
    expect(messagesOf(ZComplaintForm, { ...anonymous, description: "a".repeat(20_000) }).description).toEqual([M.descriptionMax]);
  });
  it("appointment: type of appointment, day and hour", () => {
    expect(ZComplaintForm.safeParse(appointment).success).toBe(true);
    const m = messagesOf(ZComplaintForm, { ...appointment, presential: null, DaysAttentions: null, hour: null });
    expect(m.presential).toEqual(["Debes ingresar el tipo de cita"]);
    expect(m.DaysAttentions).toEqual(["Debes seleccionar el dia"]);
    expect(m.hour).toEqual(["Debes seleccionar la hora"]);
    expect(messagesOf(ZComplaintForm, { ...appointment, presential: 3 }).presential).toEqual(["Debes ingresar el tipo de cita"]);
  });
  it("drops appointment fields from other types", () => {
    const parsed = ZComplaintForm.parse({ ...personal, presential: 1, hour: 9 });
    expect(parsed.presential).toBeNull();
    expect(parsed.hour).toBeNull();
  });
  it("attachment: a file is required when checked, and dropped when unchecked", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, isAttachment: true, fileID: null }).fileID).toEqual([M.attachmentRequired]);
    expect(ZComplaintForm.parse({ ...anonymous, isAttachment: false, fileID: "f9" }).fileID).toBeNull();
    expect(ZComplaintForm.parse({ ...anonymous, isAttachment: true, fileID: "f9" }).fileID).toBe("f9");
  });
  it("requires a response channel among e-mail, postal mail and phone", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, responseTypeID: null }).responseTypeID).toEqual([M.responseTypeRequired]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, responseTypeID: 9 }).responseTypeID).toEqual([M.responseTypeRequired]);
  });
  it("e-mail channel: e-mail required and valid", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, email: "" }).email).toEqual([M.emailRequired]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, email: "ana.correo.co" }).email).toEqual(["Debes ingresar un correo electrónico válido"]);
  });
  it("postal channel in Colombia: department, city, vereda 2–50 and address", () => {
    const postal = { ...anonymous, responseTypeID: 2, email: null, rootLocation: 1 };
    const m = messagesOf(ZComplaintForm, postal);
    expect(m.secondLevelLocation).toEqual(["Debes seleccionar el departamento"]);
    expect(m.location).toEqual(["Debes seleccionar la ciudad"]);
    expect(m.neighborhood).toEqual(["Debes ingresar la vereda o municipio"]);
    expect(m.address).toEqual(["Debes ingresar tu dirección física"]);
    expect(messagesOf(ZComplaintForm, { ...postal, rootLocation: null }).rootLocation).toEqual(["Debes seleccionar el país"]);
    const full = { ...postal, secondLevelLocation: 5, location: 5001, neighborhood: "V", address: "Cra 1" };
    expect(messagesOf(ZComplaintForm, full).neighborhood).toEqual(["Debes ingresar por lo menos 2 caracteres"]);
    expect(messagesOf(ZComplaintForm, { ...full, neighborhood: "Vereda El Salado", address: "a".repeat(251) }).address).toEqual([M.addressMax]);
    const parsed = ZComplaintForm.parse({ ...full, neighborhood: "Vereda El Salado", email: "descartado@correo.co" });
    expect(parsed.email).toBeNull();
    expect(parsed.location).toBe(5001);
  });
  it("postal channel abroad: city text 2–50", () => {
    const abroad = { ...anonymous, responseTypeID: 2, rootLocation: 1010, address: "Av. Amazonas 123" };
    expect(messagesOf(ZComplaintForm, abroad).city).toEqual(["Debes ingresar la ciudad"]);
    expect(messagesOf(ZComplaintForm, { ...abroad, city: "Q" }).city).toEqual(["Debes ingresar por lo menos 2 caracteres"]);
    expect(ZComplaintForm.safeParse({ ...abroad, city: "Quito" }).success).toBe(true);
  });
  it("phone channel: mobile required, digits only, 10–15; landline optional 7–15; extension digits, at most 15", () => {
    const phone = { ...anonymous, responseTypeID: 3, email: null };
    expect(messagesOf(ZComplaintForm, phone).mobileNumber).toEqual(["Debes ingresar el número de teléfono movil"]);
    expect(messagesOf(ZComplaintForm, { ...phone, mobileNumber: "300123" }).mobileNumber).toEqual(["Debes ingresar por lo menos 10 números"]);
    expect(messagesOf(ZComplaintForm, { ...phone, mobileNumber: "300 1234567" }).mobileNumber).toEqual(["Debes ingresar solo números sin espacios"]);
    const ok = { ...phone, mobileNumber: "3001234567" };
    expect(ZComplaintForm.safeParse(ok).success).toBe(true);
    expect(messagesOf(ZComplaintForm, { ...ok, phoneNumber: "12345" }).phoneNumber).toEqual(["Debes ingresar por lo menos 7 números"]);
    expect(messagesOf(ZComplaintForm, { ...ok, extension: "1".repeat(16) }).extension).toEqual([M.extensionMax]);
    expect(messagesOf(ZComplaintForm, { ...ok, extension: "12a" }).extension).toEqual([M.phoneDigits]);
  });
  it("requires the privacy consent and the captcha id", () => {
    expect(messagesOf(ZComplaintForm, { ...anonymous, typeprivacy: false }).typeprivacy).toEqual(["Debes aceptar el aviso de privacidad"]);
    expect(messagesOf(ZComplaintForm, { ...anonymous, captchaId: "" }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
  it("lists the issues in the form's order, so the first detail is the first field", () => {
    const result = ZComplaintForm.safeParse({ complaintFormTypeID: 2, anonymous: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toEqual(["emailPersonal", "description", "responseTypeID", "typeprivacy", "captcha"]);
    expect(M.checkForm).toBe("Verifica todos los datos del formulario");
  });
});
