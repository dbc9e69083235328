// The PQRDS form's limits, messages and rules, without zod: the form's page imports them without building the form's
// schema (complaint-form.schema.ts, loaded once the citizen first touches the form) as its code loads (issue 28).
import { CAPTCHA_MESSAGES } from "../captcha/captcha-rules.ts";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { EMAIL_MAX_PQRDS, EMAIL_MESSAGES } from "../common/email.ts";
import { FILE_MESSAGES } from "../files/upload.schema.ts";
import { COMPLAINT_FORM_USER_TYPES, IDENTITY_REQUIRED_TYPE_IDS } from "./complaint-catalog.ts";

/** Applicant type id → the identification type it forces (spec 01 §4: minors TI, legal persons NIT). */
export const FORCED_IDENTIFICATION_TYPE: Readonly<Record<number, number>> = Object.fromEntries(
  COMPLAINT_FORM_USER_TYPES.flatMap((t) => (t.identificationTypeID === null ? [] : [[t.id, t.identificationTypeID]])),
);

export const COMPLAINT_LIMITS = {
  descriptionMin: 2,
  /** The counter x/5098 and the limit (spec 01 §5). */
  descriptionMax: 5098,
  /**
   * The spec's message reading says 2048 (spec 01 §5: "both readings stand"): past it the form shows a notice with
   * that figure, while the limit stays 5098, so nothing a citizen typed within the counter is refused.
   */
  descriptionAdvised: 2048,
  nameMin: 2,
  nameMax: 50,
  companyNameMin: 5,
  identificationMin: 5,
  identificationMax: 10,
  placeMin: 2,
  placeMax: 50,
  addressMax: 250,
  emailMax: EMAIL_MAX_PQRDS,
  mobileMin: 10,
  landlineMin: 7,
  phoneMax: 15,
  extensionMax: 15,
  hourMin: 0,
  hourMax: 24,
} as const;
const L = COMPLAINT_LIMITS;

export const COMPLAINT_FORM_MESSAGES = {
  checkForm: "Verifica todos los datos del formulario",
  typeRequired: "Debes seleccionar el tipo de solicitud",
  typeUnavailable: "El tipo de solicitud seleccionado no está disponible",
  userTypeRequired: "Debes seleccionar el tipo de solicitante",
  firstNameRequired: COMMON_MESSAGES.ownFirstNameRequired,
  companyNameRequired: "Debes ingresar la razón social",
  companyNameMin: `Debes ingresar por lo menos ${L.companyNameMin} caracteres`,
  firstSurNameRequired: COMMON_MESSAGES.ownFirstSurnameRequired,
  min2: COMMON_MESSAGES.min2,
  nameMax: `Debes ingresar máximo ${L.nameMax} caracteres`,
  identificationTypeRequired: COMMON_MESSAGES.identificationTypeRequired,
  identificationTypeMismatch: "El tipo de identificación no corresponde al tipo de solicitante",
  identificationRequired: COMMON_MESSAGES.ownIdentificationRequired,
  identificationDigits: COMMON_MESSAGES.digitsOnly,
  identificationMin: `Debes ingresar por lo menos ${L.identificationMin} números`,
  identificationMax: `Debes ingresar máximo ${L.identificationMax} números`,
  birthDateRequired: COMMON_MESSAGES.ownBirthDateRequired,
  birthDateInvalid: COMMON_MESSAGES.dateInvalid,
  genderRequired: COMMON_MESSAGES.genderRequired,
  countryRequired: COMMON_MESSAGES.countryRequired,
  departmentRequired: COMMON_MESSAGES.departmentRequired,
  citySelectRequired: "Debes seleccionar la ciudad",
  cityRequired: COMMON_MESSAGES.cityRequired,
  neighborhoodPersonalRequired: COMMON_MESSAGES.neighborhoodRequired,
  neighborhoodRequired: "Debes ingresar la vereda o municipio",
  placeMax: `Debes ingresar máximo ${L.placeMax} caracteres`,
  addressPersonalRequired: COMMON_MESSAGES.ownAddressRequired,
  addressRequired: "Debes ingresar tu dirección física",
  addressMax: `Debes ingresar máximo ${L.addressMax} caracteres`,
  landlineMin: `Debes ingresar por lo menos ${L.landlineMin} números`,
  mobilePersonalRequired: "Debes ingresar tu número de teléfono móvil",
  mobileRequired: "Debes ingresar el número de teléfono movil",
  mobileMin: `Debes ingresar por lo menos ${L.mobileMin} números`,
  phoneDigits: COMMON_MESSAGES.digitsOnly,
  phoneMax: `Debes ingresar máximo ${L.phoneMax} números`,
  extensionMax: `Debes ingresar máximo ${L.extensionMax} números`,
  emailRequired: "Debes ingresar tu correo electrónico",
  emailInvalid: EMAIL_MESSAGES.invalid,
  emailMax: `Debes ingresar máximo ${L.emailMax} caracteres`,
  emailConfirmRequired: "Debes confirmar tu correo electrónico",
  emailMismatch: "Correos no coinciden",
  descriptionRequired: "Debes ingresar el contenido de la solicitud",
  descriptionMin: COMMON_MESSAGES.min2,
  descriptionMax: `Debes ingresar máximo ${L.descriptionMax} caracteres`,
  descriptionOverAdvised: `Tu descripción supera los ${L.descriptionAdvised} caracteres: te recomendamos resumirla (se aceptan hasta ${L.descriptionMax})`,
  appointmentDescriptionLabel: "Cuéntanos el motivo de tu cita",
  presentialRequired: "Debes ingresar el tipo de cita",
  personalDataKindRequired: "Debes elegir qué quieres hacer con tus datos personales",
  dayRequired: "Debes seleccionar el dia",
  hourRequired: "Debes seleccionar la hora",
  dayUnavailable: "El día seleccionado no está disponible para citas",
  hourUnavailable: "La hora seleccionada no está disponible",
  attachmentRequired: FILE_MESSAGES.missing,
  attachmentInvalid: "El archivo adjunto no es válido o ya está asociado a otra solicitud",
  responseTypeRequired: "Debes indicar el medio por el cual quieres recibir la respuesta",
  privacyRequired: COMMON_MESSAGES.privacyRequired,
  captchaRequired: CAPTCHA_MESSAGES.required,
  loginRequiredPersonal: "Debes iniciar sesión para radicar una solicitud a nombre personal",
  loginRequiredIdentity: "Debes iniciar sesión para agendar una cita o solicitar tus datos personales",
  pqrDisabled: "La recepción de PQRDS no está habilitada en este momento",
  sent: "SOLICITUD ENVIADA",
  appointmentSent: "LA CITA HA SIDO AGENDADA",
  incidentLegend: "Lugar de los hechos (opcional)",
  incidentPlace: "Lugar de los hechos",
  incidentHelp:
    "Si tu solicitud trata de un lugar del municipio (una vía, un parque, un punto de basuras), indícalo con el barrio y la dirección o una referencia.",
  incidentNeighborhoodLabel: "Barrio o vereda de los hechos",
  incidentAddressLabel: "Dirección o referencia del lugar",
  coordinatesBoth: "Indica la latitud y la longitud, o ninguna de las dos",
} as const;

/** Whether a request must carry identity data: personal mode, or an appointment / personal-data request. */
export function identityRequired(complaintFormTypeID: number | null | undefined, anonymous: boolean | null | undefined): boolean {
  return anonymous !== true || IDENTITY_REQUIRED_TYPE_IDS.includes(complaintFormTypeID ?? -1);
}

/** The anonymous flag the form starts with (spec 01 §4): set by whether the user is logged in; types 7 and 8 never. */
export function defaultAnonymous(complaintFormTypeID: number, loggedIn: boolean): boolean {
  if (IDENTITY_REQUIRED_TYPE_IDS.includes(complaintFormTypeID)) return false;
  return !loggedIn;
}

/** The answer of POST complaintforms: the tracking number (`response`/`trackingID`, as text) and the type name. */
export interface TComplaintFormSubmitted {
  complaintFormID: number;
  response: string;
  trackingID: string;
  complaintFormType: { id: number; name: string };
  answerableDate: string;
  isAppointment: boolean;
  message: string;
  /** Shown once on the confirmation (and mailed): with the tracking number it opens the request's personal data. */
  accessKey: string;
}
