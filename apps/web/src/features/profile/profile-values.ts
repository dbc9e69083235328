import type { TOwnProfile, TProfileInput } from "@portal/schemas/accounts/profile.schema";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";

/** What the profile form's inputs hold: strings for text and selects, a boolean for the newsletter. */
export type TProfileValues = {
  name: string;
  secondname: string;
  lastname: string;
  secondlastname: string;
  identificationType: string | null;
  identification: string;
  country: string | null;
  department: string | null;
  location: string | null;
  city: string;
  neighborhood: string;
  address: string;
  phone: string;
  genderID: string | null;
  birthDate: string | null;
  description: string;
  enabledNewsletter: boolean;
  publicProfile: boolean;
  fileID: string | null;
};

const text = (v: string | null) => v ?? "";
const id = (v: number | null) => (v === null ? null : String(v));
const toId = (v: string | null): number | null => (v === null || v === "" ? null : Number(v));

/** The form's starting values from the saved profile (a profile without a country starts in Colombia). */
export function toProfileValues(p: TOwnProfile): TProfileValues {
  return {
    name: p.name,
    secondname: text(p.secondname),
    lastname: p.lastname,
    secondlastname: text(p.secondlastname),
    identificationType: id(p.identificationType),
    identification: text(p.identification),
    country: id(p.country) ?? String(COLOMBIA_ID),
    department: id(p.department),
    location: id(p.location),
    city: text(p.city),
    neighborhood: text(p.neighborhood),
    address: text(p.address),
    phone: text(p.phone),
    genderID: id(p.genderID),
    birthDate: p.birthDate,
    description: text(p.description),
    enabledNewsletter: p.enabledNewsletter,
    publicProfile: p.publicProfile,
    fileID: p.fileID,
  };
}

/** The schema's input: empty selects are null (never 0, a valid gender), only the chosen country's place is sent. */
export function toProfileInput(v: TProfileValues): TProfileInput {
  const colombia = toId(v.country) === COLOMBIA_ID;
  return {
    name: v.name,
    secondname: v.secondname,
    lastname: v.lastname,
    secondlastname: v.secondlastname,
    identificationType: toId(v.identificationType),
    identification: v.identification,
    country: toId(v.country),
    department: colombia ? toId(v.department) : null,
    location: colombia ? toId(v.location) : null,
    neighborhood: colombia ? v.neighborhood : null,
    city: colombia ? null : v.city,
    address: v.address,
    phone: v.phone,
    genderID: toId(v.genderID),
    birthDate: v.birthDate ?? "",
    description: v.description,
    enabledNewsletter: v.enabledNewsletter,
    publicProfile: v.publicProfile,
    fileID: v.fileID,
  };
}
