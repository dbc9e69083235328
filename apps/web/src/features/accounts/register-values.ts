import type { TExternalPrefill, TExternalRegisterInput } from "@portal/schemas/accounts/external-login.schema";
import type { TRegisterInput } from "@portal/schemas/accounts/register.schema";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";

/** What the register form's inputs hold: strings for text and selects, booleans for checkboxes. */
export type TRegisterValues = {
  email: string;
  password: string;
  name: string;
  secondname: string;
  lastname: string;
  secondlastname: string;
  identificationType: string | null;
  identification: string;
  expeditionDate: string | null;
  phone: string;
  address: string;
  country: string | null;
  department: string | null;
  location: string | null;
  city: string;
  neighborhood: string;
  genderID: string | null;
  birthDate: string | null;
  enabledNewsletter: boolean;
  /** The form's positive wording of spec 03's "anonymous" (sent as its negation). */
  publicProfile: boolean;
  acceptTerms: boolean;
};

export const INITIAL_REGISTER_VALUES: TRegisterValues = {
  email: "",
  password: "",
  name: "",
  secondname: "",
  lastname: "",
  secondlastname: "",
  identificationType: null,
  identification: "",
  expeditionDate: null,
  phone: "",
  address: "",
  country: String(COLOMBIA_ID),
  department: null,
  location: null,
  city: "",
  neighborhood: "",
  genderID: null,
  birthDate: null,
  enabledNewsletter: false,
  publicProfile: false,
  acceptTerms: false,
};

const toId = (value: string | null): number | null => (value === null || value === "" ? null : Number(value));

/**
 * The schema's input from the form's values. Empty selects become null (never "" or 0, which a coercion would
 * read as an id), and only the place fields of the chosen country are sent.
 */
export function toRegisterInput(v: TRegisterValues, captcha: { captchaId: string; captcha: string }): TRegisterInput {
  const colombia = toId(v.country) === COLOMBIA_ID;
  return {
    email: v.email,
    password: v.password,
    name: v.name,
    secondname: v.secondname,
    lastname: v.lastname,
    secondlastname: v.secondlastname,
    identificationType: toId(v.identificationType),
    identification: v.identification,
    expeditionDate: v.expeditionDate,
    phone: v.phone,
    address: v.address,
    // undefined, not null, so a missing country gets the schema's own "Debes seleccionar el país".
    country: toId(v.country) ?? undefined,
    department: colombia ? toId(v.department) : null,
    location: colombia ? toId(v.location) : null,
    neighborhood: colombia ? v.neighborhood : null,
    city: colombia ? null : v.city,
    genderID: toId(v.genderID),
    birthDate: v.birthDate,
    enabledNewsletter: v.enabledNewsletter,
    anonymous: !v.publicProfile,
    acceptTerms: v.acceptTerms as true,
    captchaId: captcha.captchaId,
    captcha: captcha.captcha,
  };
}

/** The birth date picker's range: from 1 January 1928 to the day the user turned 13. */
export { birthDateRange } from "../../components/forms/birth-date-range";

const asText = (v: number | string | null | undefined) => (v === null || v === undefined ? null : String(v));

/** The register form's values from what an external login brought (the provider's names and e-mail, or the account's data). */
export function valuesFromPrefill(prefill: TExternalPrefill): TRegisterValues {
  const s = prefill.stored;
  return {
    ...INITIAL_REGISTER_VALUES,
    email: prefill.email,
    name: prefill.name,
    secondname: prefill.secondname,
    lastname: prefill.lastname,
    secondlastname: prefill.secondlastname,
    ...(s && {
      identificationType: asText(s.identificationType),
      identification: s.identification ?? "",
      expeditionDate: s.expeditionDate,
      phone: s.phone ?? "",
      address: s.address ?? "",
      country: asText(s.country) ?? INITIAL_REGISTER_VALUES.country,
      department: asText(s.department),
      location: asText(s.location),
      city: s.city ?? "",
      neighborhood: s.neighborhood ?? "",
      genderID: asText(s.genderID),
      birthDate: s.birthDate,
      enabledNewsletter: s.enabledNewsletter,
    }),
    // "loa:2": the identification is the identity provider's (the server keeps it whatever the form sends).
    ...(prefill.identification !== undefined && { identificationType: asText(prefill.identificationType), identification: prefill.identification }),
  };
}

/** POST auth/social/register's input: the same fields, the ticket instead of the captcha, the password optional. */
export function toExternalRegisterInput(v: TRegisterValues, ticket: string): TExternalRegisterInput {
  const { captchaId: _id, captcha: _answer, ...fields } = toRegisterInput(v, { captchaId: "", captcha: "" });
  return { ...fields, password: v.password || null, ticket };
}
