import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zEmail } from "../common/email.schema.ts";
import { fillMessage } from "../common/fill-message.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { isIsoDay } from "../complaint-forms/fields.ts";
import { COLOMBIA_ID } from "../locations/location-levels.ts";
import { zPassword } from "./password.schema.ts";

export const NAME_MAX = 100;
export const ADDRESS_MAX = 250;
export const PLACE_MIN = 2;
export const PLACE_MAX = 50;
export const PHONE_MIN = 10;
export const PHONE_MAX = 15;
export const IDENTIFICATION_MAX = 100;
export const MIN_AGE_YEARS = 13;
export const BIRTH_DATE_PICKER_START_YEAR = 1928;
export const LOA = { basic: "loa:1", verified: "loa:2" } as const;
export { GENDERS } from "./gender-catalog.ts";

export const REGISTER_MESSAGES = {
  nameRequired: COMMON_MESSAGES.ownFirstNameRequired,
  lastnameRequired: COMMON_MESSAGES.ownFirstSurnameRequired,
  nameMax: `Debes ingresar máximo ${NAME_MAX} caracteres`,
  countryRequired: COMMON_MESSAGES.countryRequired,
  departmentRequired: COMMON_MESSAGES.departmentRequired,
  municipalityRequired: "Debes seleccionar el municipio",
  neighborhoodRequired: COMMON_MESSAGES.neighborhoodRequired,
  cityRequired: COMMON_MESSAGES.cityRequired,
  placeMin: COMMON_MESSAGES.min2,
  placeMax: `Debes ingresar máximo ${PLACE_MAX} caracteres`,
  phoneRequired: "Debes ingresar tu número de teléfono",
  phoneMin: "Debes ingresar por lo menos 10 números",
  phoneDigits: COMMON_MESSAGES.digitsOnly,
  phoneMax: `Debes ingresar máximo ${PHONE_MAX} números`,
  addressRequired: COMMON_MESSAGES.ownAddressRequired,
  addressMax: `Debes ingresar máximo ${ADDRESS_MAX} caracteres`,
  identificationTypeRequired: COMMON_MESSAGES.identificationTypeRequired,
  identificationRequired: COMMON_MESSAGES.ownIdentificationRequired,
  identificationDigits: COMMON_MESSAGES.digitsOnly,
  identificationMax: `Debes ingresar máximo ${IDENTIFICATION_MAX} números`,
  expeditionDateRequired: "Debes ingresar la fecha de expedición",
  genderRequired: COMMON_MESSAGES.genderRequired,
  birthDateRequired: COMMON_MESSAGES.ownBirthDateRequired,
  minAge: `Debes tener por lo menos ${MIN_AGE_YEARS} años`,
  termsRequired: "Debes aceptar los términos y condiciones y la política de tratamiento de datos",
  emailTaken: "Ya existe una cuenta registrada con este correo electrónico",
  registered: "Tu cuenta fue creada con éxito",
  /**
   * The one answer of a registration, whether or not the e-mail already has an account (issue 26: registration never
   * tells a stranger which addresses are registered). A new address gets the activation link; an existing account's
   * holder gets a notice instead.
   */
  checkEmail: "Te enviamos un correo a {email}. Abre el enlace que contiene para activar tu cuenta; vence en 24 horas",
  confirmInvalid: "El enlace para activar la cuenta no es válido, ya fue usado o venció",
  confirmPageTitle: "Activación de la cuenta",
  confirming: "Activando tu cuenta",
  activationSubject: "Activa tu cuenta",
  activationIntro: "Para terminar tu registro en el portal abre este enlace. Vence en 24 horas y sirve una sola vez.",
  activationButton: "Activar mi cuenta",
  activationIgnore: "Si no creaste una cuenta, ignora este mensaje: sin abrir el enlace no se crea nada.",
  existingSubject: "Intento de registro con tu correo",
  existingIntro: "Alguien intentó crear una cuenta en el portal con este correo, que ya tiene una cuenta. No creamos ninguna otra.",
  existingIfYou: "Si fuiste tú, inicia sesión con tu contraseña o, si la olvidaste, usa «¿Olvidaste tu contraseña?» en la ventana de inicio de sesión.",
  existingIfNotYou: "Si no fuiste tú, no necesitas hacer nada: tu cuenta sigue igual.",
} as const;

/** Hours an activation link stays valid. */
export const REGISTRATION_CONFIRM_TTL_HOURS = 24;

/** "Te enviamos un correo a {email}…" */
export const formatCheckEmail = (email: string) => fillMessage(REGISTER_MESSAGES.checkEmail, { email });

const M = REGISTER_MESSAGES;

export const optionalText = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .nullish()
    .transform((v) => (v ? v : null));

/** An ISO date (yyyy-mm-dd) or empty. */
/**
 * A day the calendar has (yyyy-mm-dd), or an ISO timestamp on such a day: Date.parse alone took "1990-02-30" as
 * 2 March and "12" as the year 2001.
 */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(value) && isIsoDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));
}

export const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDate(v), { error: COMMON_MESSAGES.dateInvalid });

export function isAtLeastYearsOld(isoDate: string, years: number, today = new Date()): boolean {
  const d = new Date(isoDate);
  const limit = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return d.getTime() <= limit.getTime();
}

/** Digits only, 10 to 15, or empty (null). */
export const zOptionalPhone = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      if (v === null) return;
      if (!DIGITS_ONLY.test(v)) ctx.addIssue({ code: "custom", message: M.phoneDigits });
      else if (v.length < PHONE_MIN) ctx.addIssue({ code: "custom", message: M.phoneMin });
      else if (v.length > PHONE_MAX) ctx.addIssue({ code: "custom", message: M.phoneMax });
    });

type TPlaceValues = { country: number; department?: number | null; location?: number | null; city: string | null; neighborhood: string | null };

/** Colombia: department, municipality and neighbourhood or vereda (2–50); other countries: a 2–50 character city. */
export function refinePlace(v: TPlaceValues, ctx: z.RefinementCtx): void {
  const need = (ok: unknown, path: string, message: string) => {
    if (ok === null || ok === undefined || ok === "") ctx.addIssue({ code: "custom", path: [path], message });
  };
  if (v.country === COLOMBIA_ID) {
    need(v.department, "department", M.departmentRequired);
    need(v.location, "location", M.municipalityRequired);
    need(v.neighborhood, "neighborhood", M.neighborhoodRequired);
    if (v.neighborhood && v.neighborhood.length < PLACE_MIN) ctx.addIssue({ code: "custom", path: ["neighborhood"], message: M.placeMin });
  } else {
    need(v.city, "city", M.cityRequired);
    if (v.city && v.city.length < PLACE_MIN) ctx.addIssue({ code: "custom", path: ["city"], message: M.placeMin });
  }
}

/** The registration model's fields (spec 03 §3), shared by POST users and the external login's registration. */
export const ZRegisterFields = z.object({
  email: zEmail(),
  password: zPassword(),
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(NAME_MAX, { error: M.nameMax }),
  secondname: optionalText(NAME_MAX, M.nameMax),
  lastname: z.string({ error: M.lastnameRequired }).trim().min(1, { error: M.lastnameRequired }).max(NAME_MAX, { error: M.nameMax }),
  secondlastname: optionalText(NAME_MAX, M.nameMax),
  identificationType: z.coerce.number().int().positive().nullish(),
  identification: z
    .string()
    .trim()
    .max(IDENTIFICATION_MAX, { error: M.identificationMax })
    .refine((v) => v === "" || DIGITS_ONLY.test(v), { error: M.identificationDigits })
    .nullish()
    .transform((v) => (v ? v : null)),
  expeditionDate: optionalDate,
  phone: zOptionalPhone(),
  address: optionalText(ADDRESS_MAX, M.addressMax),
  country: z.coerce.number({ error: M.countryRequired }).int({ error: M.countryRequired }).positive({ error: M.countryRequired }),
  department: z.coerce.number().int().positive().nullish(),
  location: z.coerce.number().int().positive().nullish(),
  city: optionalText(PLACE_MAX, M.placeMax),
  neighborhood: optionalText(PLACE_MAX, M.placeMax),
  genderID: z.coerce.number().int().min(0).max(2).nullish(),
  birthDate: optionalDate,
  enabledNewsletter: z.boolean().default(false),
  /**
   * spec 03 §3 "anonymous": the new member stays out of the community list and public profile (the default); false
   * opts in to a public profile at once (the profile's "publicProfile", which the member may change later).
   */
  anonymous: z.boolean().default(true),
  // No `loa`: the level of assurance is never declared by the browser ("loa:2" comes only from an identity
  // provider); a `loa` sent with the form is dropped like any unknown key.
  acceptTerms: z.literal(true, { error: M.termsRequired }),
});

type TRegisterRefined = {
  country: number;
  department?: number | null;
  location?: number | null;
  city: string | null;
  neighborhood: string | null;
  birthDate: string | null;
};

/** The registration's cross-field rules: the place of the chosen country, the minimum age. */
export function refineRegister(v: TRegisterRefined, ctx: z.RefinementCtx): void {
  refinePlace(v, ctx);
  if (v.birthDate && !isAtLeastYearsOld(v.birthDate, MIN_AGE_YEARS)) ctx.addIssue({ code: "custom", path: ["birthDate"], message: M.minAge });
}

/** POST users — registration model (spec 03 §3, rules §5). */
export const ZRegister = ZRegisterFields.extend(ZCaptchaFields.shape).superRefine(refineRegister);
export type TRegisterInput = z.input<typeof ZRegister>;
export type TRegister = z.output<typeof ZRegister>;

/** users.confirmRegistration / POST users/confirm: the token of the activation link. */
export const ZRegistrationConfirm = z.object({ token: z.string().min(1).max(200) });
export type TRegistrationConfirm = z.infer<typeof ZRegistrationConfirm>;

/** A registration's answer: the same message for a new address and a registered one. */
export const ZRegistrationAnswer = z.object({ pending: z.literal(true), message: z.string() });
export type TRegistrationAnswer = z.infer<typeof ZRegistrationAnswer>;
