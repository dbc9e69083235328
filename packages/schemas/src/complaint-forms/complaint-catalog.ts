import { IDENTIFICATION_TYPE_IDS } from "../accounts/identification-type-catalog.ts";

/**
 * The PQRDS catalogues (spec 01 §2-§4), zod-free: the seeds fill the tables from them and the web shows them while
 * the API's catalogue has not answered. The ids are the database's; the administration cannot rename these rows.
 */

/** The spec's nine PQRDS types, then Consulta (Ley 1755 de 2015 art. 14), added after them without renumbering. */
export const COMPLAINT_FORM_TYPE_IDS = {
  informationRequest: 1,
  petition: 2,
  complaint: 3,
  claim: 4,
  report: 5,
  suggestion: 6,
  appointment: 7,
  personalDataRequest: 8,
  compliment: 9,
  consultation: 10,
} as const;

/**
 * The types that may be about a place of the municipality (a damaged street, a dumping site): the form asks where the
 * facts happen, and Open311 offers them as its services. Appointments, personal-data requests, information requests,
 * compliments and consultations are not about a place.
 */
export const PLACE_REPORT_TYPE_IDS: readonly number[] = [
  COMPLAINT_FORM_TYPE_IDS.petition,
  COMPLAINT_FORM_TYPE_IDS.complaint,
  COMPLAINT_FORM_TYPE_IDS.claim,
  COMPLAINT_FORM_TYPE_IDS.report,
  COMPLAINT_FORM_TYPE_IDS.suggestion,
];

/**
 * The types in the spec's order, with their legal terms in business days. Ley 1755 de 2015 art. 14: 15 days in
 * general, 10 for information and documents, 30 for consultations to the entity on matters in its charge (Consulta:
 * not one of the spec's nine, which a petition law cannot leave out); its parágrafo allows an extension of at most
 * twice the initial term. Ley 1581 de 2012 art. 14: personal-data consultations 10 days, extendable by 5. Installed
 * portals gain a type added here at their next start (the seed adds missing rows, never overwrites an edited one).
 */
export const COMPLAINT_FORM_TYPES: readonly { id: number; name: string; termDays: number; allowsExtension: boolean; extensionDays: number | null }[] = [
  { id: 1, name: "Solicitud de información", termDays: 10, allowsExtension: true, extensionDays: 20 },
  { id: 2, name: "Petición", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 3, name: "Queja", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 4, name: "Reclamo", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 5, name: "Denuncia", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 6, name: "Sugerencia", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 7, name: "Agenda tu cita", termDays: 15, allowsExtension: false, extensionDays: null },
  { id: 8, name: "Solicitud de datos personales", termDays: 10, allowsExtension: true, extensionDays: 5 },
  { id: 9, name: "Felicitación", termDays: 15, allowsExtension: false, extensionDays: null },
  { id: 10, name: "Consulta", termDays: 30, allowsExtension: true, extensionDays: 60 },
];

/**
 * What a personal-data request (type 8) asks, Ley 1581 de 2012: a consulta (art. 14) is answered in 10 business days,
 * extendable by 5 with notice; a reclamo to correct, update or delete the data, or to revoke the authorisation
 * (art. 15), in 15, extendable by 8, and the database carries the legend "reclamo en trámite" while it is open.
 */
export const PERSONAL_DATA_KIND_IDS = { consult: 1, correct: 2, revoke: 3 } as const;
export const PERSONAL_DATA_KINDS = [
  {
    id: PERSONAL_DATA_KIND_IDS.consult,
    name: "Consultar mis datos personales",
    claim: false,
    termDays: 10,
    extensionDays: 5,
    law: "Ley 1581 de 2012, art. 14",
  },
  {
    id: PERSONAL_DATA_KIND_IDS.correct,
    name: "Corregir, actualizar o suprimir mis datos personales",
    claim: true,
    termDays: 15,
    extensionDays: 8,
    law: "Ley 1581 de 2012, art. 15",
  },
  {
    id: PERSONAL_DATA_KIND_IDS.revoke,
    name: "Revocar la autorización para tratar mis datos personales",
    claim: true,
    termDays: 15,
    extensionDays: 8,
    law: "Ley 1581 de 2012, art. 15",
  },
] as const;
export type TPersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** The kind a personal-data request was filed as; null for other types (and for type 8 filed before the choice). */
export function personalDataKindOf(id: number | null | undefined): TPersonalDataKind | null {
  return PERSONAL_DATA_KINDS.find((k) => k.id === id) ?? null;
}

/** The kind of a request of type `typeId` (only personal-data requests have one); null for every other type. */
export function personalDataKindFor(typeId: number, kindId: number | null | undefined): TPersonalDataKind | null {
  return typeId === COMPLAINT_FORM_TYPE_IDS.personalDataRequest ? personalDataKindOf(kindId) : null;
}

/** The law that sets each type's term, where it is not Ley 1755 de 2015 art. 14 in general. */
const TERM_LAWS: Readonly<Record<number, string>> = {
  [COMPLAINT_FORM_TYPE_IDS.informationRequest]: "Ley 1755 de 2015, art. 14, num. 1",
  [COMPLAINT_FORM_TYPE_IDS.personalDataRequest]: "Ley 1581 de 2012, art. 14",
  [COMPLAINT_FORM_TYPE_IDS.consultation]: "Ley 1755 de 2015, art. 14, num. 2",
};

/**
 * The rule a request's due date follows, as tracking states it: "15 días hábiles, Ley 1755 de 2015, art. 14"; for a
 * personal-data request, its kind's term and article.
 */
export function termRuleText(typeId: number, termDays: number, personalDataKind?: number | null): string {
  const kind = personalDataKindFor(typeId, personalDataKind);
  if (kind) return `${kind.termDays} días hábiles, ${kind.law}`;
  return `${termDays} días hábiles, ${TERM_LAWS[typeId] ?? "Ley 1755 de 2015, art. 14"}`;
}

/** Types that always ask identity data and force login first (spec 01 §4). */
export const IDENTITY_REQUIRED_TYPE_IDS: readonly number[] = [COMPLAINT_FORM_TYPE_IDS.appointment, COMPLAINT_FORM_TYPE_IDS.personalDataRequest];
/** Types whose anonymous flag defaults to true when the user is not logged in. */
export const ANONYMOUS_BY_DEFAULT_TYPE_IDS: readonly number[] = [COMPLAINT_FORM_TYPE_IDS.petition, COMPLAINT_FORM_TYPE_IDS.report];

/** Applicant types whose identification type is forced (spec 01 §4): minors → TI (2), legal person → NIT (5). */
export const COMPLAINT_USER_TYPE_IDS = { naturalPerson: 1, minor: 2, legalPerson: 8 } as const;

/** Applicant types; `identificationTypeID` is the identification type the applicant type forces (null = free choice). */
export const COMPLAINT_FORM_USER_TYPES: readonly { id: number; name: string; isLegalEntity: boolean; identificationTypeID: number | null }[] = [
  { id: COMPLAINT_USER_TYPE_IDS.naturalPerson, name: "Persona natural", isLegalEntity: false, identificationTypeID: null },
  { id: COMPLAINT_USER_TYPE_IDS.minor, name: "Niños, niñas y adolescentes", isLegalEntity: false, identificationTypeID: IDENTIFICATION_TYPE_IDS.ti },
  { id: 3, name: "Persona en situación de discapacidad", isLegalEntity: false, identificationTypeID: null },
  { id: 4, name: "Adulto mayor", isLegalEntity: false, identificationTypeID: null },
  { id: 5, name: "Mujer gestante", isLegalEntity: false, identificationTypeID: null },
  { id: 6, name: "Periodista", isLegalEntity: false, identificationTypeID: null },
  { id: 7, name: "Víctima del conflicto armado", isLegalEntity: false, identificationTypeID: null },
  { id: COMPLAINT_USER_TYPE_IDS.legalPerson, name: "Persona jurídica", isLegalEntity: true, identificationTypeID: IDENTIFICATION_TYPE_IDS.nit },
];

/** responseTypeID: 1 e-mail, 2 physical/postal mail, 3 phone, 4 ticket follow-up (not offered by the form). */
export const RESPONSE_TYPES = { email: 1, postal: 2, phone: 3, ticket: 4 } as const;
export const FORM_RESPONSE_TYPE_IDS: readonly number[] = [RESPONSE_TYPES.email, RESPONSE_TYPES.postal, RESPONSE_TYPES.phone];
export const RESPONSE_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: "Correo electrónico",
  2: "Correo físico",
  3: "Teléfono",
  4: "Seguimiento por ticket",
};
/** presential: 1 in person, 0 virtual. */
export const PRESENTIAL = { inPerson: 1, virtual: 0 } as const;
export { COMPLAINT_GENDERS } from "../accounts/gender-catalog.ts";
