import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { RESPONSE_TYPES } from "./complaint-form.schema.ts";

/** Query parameter that carries a radicado to the tracking page ("Consulta tu solicitud" after filing). */
export const TRACKING_QUERY_PARAM = "radicado";

export const TRACKING_ID_MAX = 20;

export const TRACKING_MESSAGES = {
  codeRequired: "Debes ingresar el número de la solicitud",
  notFound: "No encontramos una solicitud con ese número. Verifica el número e inténtalo de nuevo.",
} as const;

/** status: 1 open, 2 closed. Tracking shows 1 = Abierta and anything else = Cerrada (spec 01 §2). */
export const COMPLAINT_STATUS = { open: 1, closed: 2 } as const;
export function complaintStatusName(status: number): string {
  return status === COMPLAINT_STATUS.open ? "Abierta" : "Cerrada";
}

/**
 * The contact e-mail label of the tracking screen. The legacy rule reads "Correo electrónico when the response
 * type is 0, else Correo certificado", with 0 the index of the first channel, the e-mail one (responseTypeID 1).
 */
export function contactEmailLabel(responseTypeID: number | null | undefined): string {
  return responseTypeID === RESPONSE_TYPES.email || responseTypeID === 0 ? "Correo electrónico" : "Correo certificado";
}

/** POST complaintforms/tracking — numeric code (at most 20 digits) and captcha. */
export const ZTracking = z
  .object({
    trackingID: z
      .union([z.string(), z.number()], { error: TRACKING_MESSAGES.codeRequired })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,20}$/.test(v), { error: TRACKING_MESSAGES.codeRequired }),
  })
  .extend(ZCaptchaFields.shape);
export type TTrackingInput = z.input<typeof ZTracking>;

/** GET complaintforms/files/{token}: a private PQRDS file, for whoever was shown the request. */
export interface TGrantedFile {
  fileID: number;
  name: string;
  mimeType: string;
  size: number;
  /** The bytes, base64. */
  content: string;
}

export interface TNamed {
  id: number;
  name: string;
}

/** Tracked request (spec 01 §3): what tracking answers to whoever presents the code. Dates are ISO; days are yyyy-mm-dd. */
export interface TTrackedRequest {
  complaintFormID: number;
  trackingID: string;
  status: number;
  statusName: string;
  complaintFormType: TNamed;
  complaintFormUserType: TNamed | null;
  anonymous: boolean;
  answer: string | null;
  answerHtml: string | null;
  /** Answer files. `downloadToken` opens the file for 30 minutes (GET complaintforms/files/{token}), logged in or not. */
  files: { fileID: number; filePath: string; name: string; downloadToken: string | null }[];
  urlFile: string | null;
  date: string;
  closingDate: string | null;
  answerableDate: string;
  extended: boolean;
  extensionReason: string | null;
  // Basic info.
  firstName: string | null;
  lastName: string | null;
  firstSurName: string | null;
  lastSurName: string | null;
  names: string | null;
  identificationType: TNamed | null;
  identification: string | null;
  genderID: number | null;
  genre: string | null;
  birthDate: string | null;
  phoneNumberPersonal: string | null;
  mobileNumberPersonal: string | null;
  emailPersonal: string | null;
  addressPersonal: string | null;
  rootLocationPersonal: TNamed | null;
  secondLevelLocationPersonal: TNamed | null;
  locationPersonal: TNamed | null;
  cityPersonal: string | null;
  neighborhoodPersonal: string | null;
  // Contact info (the response channel).
  responseTypeID: number;
  responseType: TNamed;
  email: string | null;
  emailLabel: string;
  phoneNumber: string | null;
  mobileNumber: string | null;
  extension: string | null;
  address: string | null;
  rootLocation: TNamed | null;
  secondLevelLocation: TNamed | null;
  location: TNamed | null;
  city: string | null;
  neighborhood: string | null;
  // What was submitted.
  description: string;
  descriptionHtml: string;
  fileID: number | null;
  fileName: string | null;
  filePath: string | null;
  fileDownloadToken: string | null;
  // Appointment.
  presential: number | null;
  attentionDay: string | null;
  hour: number | null;
  hourLabel: string | null;
  qualification: number | null;
}
