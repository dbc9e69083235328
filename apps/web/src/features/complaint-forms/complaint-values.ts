import type { TOwnProfile } from "@portal/schemas/accounts/profile.schema";
import {
  COMPLAINT_FORM_TYPE_IDS,
  COMPLAINT_USER_TYPE_IDS,
  IDENTITY_REQUIRED_TYPE_IDS,
  PLACE_REPORT_TYPE_IDS,
  RESPONSE_TYPES,
} from "@portal/schemas/complaint-forms/complaint-catalog";
import type { TComplaintFormInput } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { defaultAnonymous, FORCED_IDENTIFICATION_TYPE } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";

/** What the PQRDS form's inputs hold: strings for text and selects (null when empty), booleans for checkboxes. */
export type TComplaintValues = {
  anonymous: boolean;
  complaintFormUserTypeID: string | null;
  firstName: string;
  lastName: string;
  firstSurName: string;
  lastSurName: string;
  identificationType: string | null;
  identification: string;
  birthDate: string | null;
  genderID: string | null;
  rootLocationPersonal: string | null;
  secondLevelLocationPersonal: string | null;
  locationPersonal: string | null;
  cityPersonal: string;
  neighborhoodPersonal: string;
  addressPersonal: string;
  phoneNumberPersonal: string;
  mobileNumberPersonal: string;
  emailPersonal: string;
  emailVerif: string;
  description: string;
  /** Where the facts happen (PLACE_REPORT_TYPE_IDS only). */
  incidentNeighborhood: string;
  incidentAddress: string;
  /** Personal-data requests: what the citizen asks (PERSONAL_DATA_KINDS id). */
  personalDataKind: string | null;
  presential: string | null;
  /** "{attentionConfigID}|{yyyy-mm-dd}" of the chosen appointment day. */
  attentionDay: string | null;
  hour: string | null;
  isAttachment: boolean;
  fileID: string | null;
  fileName: string | null;
  responseTypeID: string | null;
  /** The answer goes to the personal e-mail already typed twice (default), so nobody types it a third time. */
  sameResponseEmail: boolean;
  email: string;
  rootLocation: string | null;
  secondLevelLocation: string | null;
  location: string | null;
  city: string;
  neighborhood: string;
  address: string;
  mobileNumber: string;
  phoneNumber: string;
  extension: string;
  typeprivacy: boolean;
};

export function initialComplaintValues(typeId: number, loggedIn: boolean, email = ""): TComplaintValues {
  return {
    anonymous: defaultAnonymous(typeId, loggedIn),
    complaintFormUserTypeID: null,
    firstName: "",
    lastName: "",
    firstSurName: "",
    lastSurName: "",
    identificationType: null,
    identification: "",
    birthDate: null,
    genderID: null,
    rootLocationPersonal: String(COLOMBIA_ID),
    secondLevelLocationPersonal: null,
    locationPersonal: null,
    cityPersonal: "",
    neighborhoodPersonal: "",
    addressPersonal: "",
    phoneNumberPersonal: "",
    mobileNumberPersonal: "",
    emailPersonal: email,
    emailVerif: email,
    description: "",
    incidentNeighborhood: "",
    incidentAddress: "",
    personalDataKind: null,
    presential: null,
    attentionDay: null,
    hour: null,
    isAttachment: false,
    fileID: null,
    fileName: null,
    responseTypeID: null,
    sameResponseEmail: true,
    email: "",
    rootLocation: String(COLOMBIA_ID),
    secondLevelLocation: null,
    location: null,
    city: "",
    neighborhood: "",
    address: "",
    mobileNumber: "",
    phoneNumber: "",
    extension: "",
    typeprivacy: false,
  };
}

const toId = (value: string | null): number | null => (value === null || value === "" ? null : Number(value));
/** Empty strings are sent as null (spec 01 §3). */
const text = (value: string): string | null => (value.trim() === "" ? null : value);

/** Whether the form asks where the facts happen (a report about a place of the municipality). */
export const asksPlace = (typeId: number) => PLACE_REPORT_TYPE_IDS.includes(typeId);

/** Whether the identity block is shown (and required): personal mode, or types 7 and 8. */
export function asksIdentity(typeId: number, anonymous: boolean): boolean {
  return !anonymous || IDENTITY_REQUIRED_TYPE_IDS.includes(typeId);
}

/** The identification type an applicant type forces (minor → TI, legal person → NIT), or null for free choice. */
export function forcedIdentificationType(userTypeId: string | null): string | null {
  const forced = userTypeId ? FORCED_IDENTIFICATION_TYPE[Number(userTypeId)] : undefined;
  return forced === undefined ? null : String(forced);
}

export const isLegalPerson = (userTypeId: string | null) => Number(userTypeId) === COMPLAINT_USER_TYPE_IDS.legalPerson;

/**
 * What a logged-in citizen's profile fills in the requester's section (spec 01 §3: the profile's fields are sent):
 * names, identification, birth date, gender, place, address and phones. Only what the profile holds; the phone goes to
 * the mobile field when it has a mobile's length (10+ digits), else to the landline.
 */
export function profileComplaintValues(p: TProfileForComplaint): Partial<TComplaintValues> {
  const digits = (p.phone ?? "").replace(/\D/g, "");
  const colombia = p.country === COLOMBIA_ID;
  const id = (n: number | null) => (n === null ? null : String(n));
  const values: Partial<TComplaintValues> = {
    firstName: p.name,
    lastName: p.secondname ?? "",
    firstSurName: p.lastname,
    lastSurName: p.secondlastname ?? "",
    identificationType: id(p.identificationType),
    identification: p.identification ?? "",
    birthDate: p.birthDate ? p.birthDate.slice(0, 10) : null,
    genderID: id(p.genderID),
    rootLocationPersonal: id(p.country),
    secondLevelLocationPersonal: colombia ? id(p.department) : null,
    locationPersonal: colombia ? id(p.location) : null,
    neighborhoodPersonal: colombia ? (p.neighborhood ?? "") : "",
    cityPersonal: colombia ? "" : (p.city ?? ""),
    addressPersonal: p.address ?? "",
    mobileNumberPersonal: digits.length >= 10 ? digits : "",
    phoneNumberPersonal: digits.length >= 7 && digits.length < 10 ? digits : "",
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== ""));
}
export type TProfileForComplaint = Pick<
  TOwnProfile,
  | "name"
  | "secondname"
  | "lastname"
  | "secondlastname"
  | "identificationType"
  | "identification"
  | "birthDate"
  | "genderID"
  | "country"
  | "department"
  | "location"
  | "city"
  | "neighborhood"
  | "address"
  | "phone"
>;

/**
 * The schema's input from the form's values: empty strings → null; only the chosen channel's and country's fields.
 * A logged-in citizen's request in their own name carries their level of assurance (`loa`, spec 01 §3).
 */
export function toComplaintInput(
  v: TComplaintValues,
  typeId: number,
  captcha: { captchaId: string; captcha: string },
  loa: string | null = null,
): TComplaintFormInput {
  const identity = asksIdentity(typeId, v.anonymous);
  const colombiaPersonal = toId(v.rootLocationPersonal) === COLOMBIA_ID;
  const channel = toId(v.responseTypeID);
  const postal = channel === RESPONSE_TYPES.postal;
  const colombiaPostal = postal && toId(v.rootLocation) === COLOMBIA_ID;
  const phone = channel === RESPONSE_TYPES.phone;
  const appointment = typeId === COMPLAINT_FORM_TYPE_IDS.appointment;
  const [attentionConfigID, day] = v.attentionDay ? v.attentionDay.split("|") : [null, null];
  const legal = isLegalPerson(v.complaintFormUserTypeID);
  return {
    complaintFormTypeID: typeId,
    anonymous: IDENTITY_REQUIRED_TYPE_IDS.includes(typeId) ? false : v.anonymous,
    complaintFormUserTypeID: identity ? toId(v.complaintFormUserTypeID) : null,
    firstName: identity ? text(v.firstName) : null,
    lastName: identity && !legal ? text(v.lastName) : null,
    firstSurName: identity && !legal ? text(v.firstSurName) : null,
    lastSurName: identity && !legal ? text(v.lastSurName) : null,
    identificationType: identity ? toId(v.identificationType) : null,
    identification: identity ? text(v.identification) : null,
    birthDate: identity && !legal ? v.birthDate : null,
    genderID: identity && !legal ? toId(v.genderID) : null,
    rootLocationPersonal: identity ? toId(v.rootLocationPersonal) : null,
    secondLevelLocationPersonal: identity && colombiaPersonal ? toId(v.secondLevelLocationPersonal) : null,
    locationPersonal: identity && colombiaPersonal ? toId(v.locationPersonal) : null,
    cityPersonal: identity && !colombiaPersonal ? text(v.cityPersonal) : null,
    neighborhoodPersonal: identity && colombiaPersonal ? text(v.neighborhoodPersonal) : null,
    addressPersonal: identity ? text(v.addressPersonal) : null,
    phoneNumberPersonal: identity ? text(v.phoneNumberPersonal) : null,
    mobileNumberPersonal: identity ? text(v.mobileNumberPersonal) : null,
    emailPersonal: text(v.emailPersonal),
    emailVerif: text(v.emailVerif),
    emailEqual: true,
    description: text(v.description),
    incidentNeighborhood: asksPlace(typeId) ? text(v.incidentNeighborhood) : null,
    incidentAddress: asksPlace(typeId) ? text(v.incidentAddress) : null,
    personalDataKind: typeId === COMPLAINT_FORM_TYPE_IDS.personalDataRequest ? toId(v.personalDataKind) : null,
    // The form asks it: the choice is required (a spec-01 client that does not ask files a consulta).
    personalDataKindAsked: typeId === COMPLAINT_FORM_TYPE_IDS.personalDataRequest,
    presential: appointment ? toId(v.presential) : null,
    DaysAttentions: appointment && attentionConfigID && day ? { attentionConfigID: Number(attentionConfigID), day } : null,
    hour: appointment ? toId(v.hour) : null,
    isAttachment: v.isAttachment,
    // The attachment id is dropped when the attachment option is unchecked.
    fileID: v.isAttachment ? v.fileID : null,
    fileName: v.isAttachment ? v.fileName : null,
    responseTypeID: channel,
    email: channel === RESPONSE_TYPES.email ? text(v.sameResponseEmail ? v.emailPersonal : v.email) : null,
    rootLocation: postal ? toId(v.rootLocation) : null,
    secondLevelLocation: colombiaPostal ? toId(v.secondLevelLocation) : null,
    location: colombiaPostal ? toId(v.location) : null,
    city: postal && !colombiaPostal ? text(v.city) : null,
    neighborhood: colombiaPostal ? text(v.neighborhood) : null,
    address: postal ? text(v.address) : null,
    mobileNumber: phone ? text(v.mobileNumber) : null,
    phoneNumber: phone ? text(v.phoneNumber) : null,
    extension: phone ? text(v.extension) : null,
    typeprivacy: v.typeprivacy,
    loa: identity ? loa : null,
    captchaId: captcha.captchaId,
    captcha: text(captcha.captcha),
  };
}

/** Where a type's button leads (spec 01 §2): an external link (7: attention; others: PQRDS, after confirmation) or the form. */
export function chooserTarget(
  typeId: number,
  links: { pqrds: string | null; attention: string | null },
): { kind: "external"; url: string; confirm: boolean } | { kind: "form" } {
  if (typeId === COMPLAINT_FORM_TYPE_IDS.appointment) return links.attention ? { kind: "external", url: links.attention, confirm: false } : { kind: "form" };
  return links.pqrds ? { kind: "external", url: links.pqrds, confirm: true } : { kind: "form" };
}
