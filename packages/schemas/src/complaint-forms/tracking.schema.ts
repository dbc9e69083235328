import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { ACCESS_KEY_INPUT_MAX, normalizeAccessKey, TRACKING_MESSAGES } from "./tracking-rules.ts";

/** POST complaintforms/tracking — numeric code (at most 20 digits) and captcha. */
export const ZTracking = z
  .object({
    trackingID: z
      .union([z.string(), z.number()], { error: TRACKING_MESSAGES.codeRequired })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,20}$/.test(v), { error: TRACKING_MESSAGES.codeRequired }),
    /** Optional second factor: without it (or with a wrong one) tracking shows status and dates only. */
    accessKey: z
      .string()
      .max(ACCESS_KEY_INPUT_MAX, { error: TRACKING_MESSAGES.accessKeyMax })
      .nullish()
      .transform((v) => (v ? normalizeAccessKey(v) : null)),
  })
  .extend(ZCaptchaFields.shape);
export type TTrackingInput = z.input<typeof ZTracking>;

/**
 * GET complaintforms/mine/{trackingID}: one of the logged-in citizen's own requests, whole, without a captcha (the
 * session is the second factor; "Mis solicitudes" opens it).
 */
export const ZMyComplaintFormRef = z.object({ trackingID: ZTracking.shape.trackingID });

/** GET complaintforms/files/{token}: a private PQRDS file, for whoever was shown the request. */
export interface TGrantedFile {
  fileID: string;
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

/**
 * Where a request stands in the lifecycle, for every screen that shows its due date: `suspended` while the citizen
 * has not completed it (the due date does not run), and how a closed request ended.
 */
export interface TLifecycleView {
  suspended: boolean;
  completionRequest: string | null;
  completionDeadline: string | null;
  suspendedDaysLeft: number | null;
  outcome: "answered" | "transferred" | "withdrawn" | null;
  outcomeName: string | null;
  transferEntityName: string | null;
}

/**
 * The request's clock as the citizen sees it (issue 31), in business days of the entity's published calendar
 * (holidays and closure days skipped).
 */
export interface TTrackingTerm {
  /** The type's legal term and the law that sets it: "15 días hábiles, Ley 1755 de 2015, art. 14". */
  rule: string;
  /** From filing to the due date, the extension included. */
  businessDays: number;
  /** Counted so far: to today while open (frozen while suspended), to the closing day once closed. */
  elapsed: number;
  /** To the due date; negative once it passed. */
  left: number;
  /** Stopped while the citizen completes the request (Ley 1755 art. 17). */
  suspended: boolean;
  /** A personal-data reclamo not yet decided: "Reclamo en trámite" is shown with it (Ley 1581 art. 15). */
  claimInProgress: boolean;
  /** What a personal-data request asks (PERSONAL_DATA_KINDS' name); null for other types. */
  personalDataKind: string | null;
}

/**
 * Tracked request (spec 01 §3), whole: with its second factor (the access key, or the session that filed it), or to
 * the staff. Dates are ISO; days are yyyy-mm-dd. Tracked by number alone, the answer is the summary instead
 * (`personalData` false, below).
 */
export interface TTrackedRequest {
  personalData: true;
  /** Suspension (art. 17) and how it ended (answered, transferred, withdrawn). */
  lifecycle: TLifecycleView;
  complaintFormID: number;
  trackingID: string;
  status: number;
  statusName: string;
  complaintFormType: TNamed;
  complaintFormUserType: TNamed | null;
  anonymous: boolean;
  answer: string | null;
  answerHtml: string | null;
  /** Information requests: access denied with the answer, and why (Decreto 1081 de 2015); shown with the answer. */
  accessDenied: boolean;
  denialReason: string | null;
  /** Answer files. `downloadToken` opens the file for 30 minutes (GET complaintforms/files/{token}), logged in or not. */
  files: { fileID: string; filePath: string; name: string; downloadToken: string | null }[];
  urlFile: string | null;
  date: string;
  closingDate: string | null;
  answerableDate: string;
  extended: boolean;
  extensionReason: string | null;
  term: TTrackingTerm;
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
  description: string | null;
  /** Where the facts happen (report types, Open311), apart from the applicant's address; null when not given. */
  incident: { neighborhood: string | null; address: string | null; latitude: number | null; longitude: number | null } | null;
  /** The Open311 client that filed it, by its configured name; null when filed on the portal. */
  filedByClient: string | null;
  descriptionHtml: string | null;
  fileID: string | null;
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

/**
 * What tracking by number alone answers (no access key, no owner session): the number, type, status and dates. The
 * fields it withholds are not sent at all (they were some fifty nulls: the answer tripled in size and went compressed).
 */
export type TTrackingSummary = Pick<
  TTrackedRequest,
  | "complaintFormID"
  | "trackingID"
  | "status"
  | "statusName"
  | "complaintFormType"
  | "date"
  | "closingDate"
  | "answerableDate"
  | "extended"
  | "lifecycle"
  | "term"
> & {
  personalData: false;
  /** True when the caller typed an access key and it does not match (so the form can say so). */
  accessKeyInvalid: boolean;
};

/** POST complaintforms/tracking: the whole request to whoever holds its second factor, the summary to anyone else. */
export type TTrackingResult = TTrackedRequest | TTrackingSummary;

/** GET complaintforms/mine — "Mis solicitudes": the logged-in citizen's own requests, 10 a page, newest first. */
export const MY_COMPLAINT_FORMS_PAGE_SIZE = 10;
export const ZMyComplaintFormsQuery = ZPageQuery(MY_COMPLAINT_FORMS_PAGE_SIZE);
export type TMyComplaintFormsQuery = z.input<typeof ZMyComplaintFormsQuery>;

/** One row of "Mis solicitudes": which request it is and where it stands; the detail is on the tracking page. */
export interface TMyComplaintForm {
  complaintFormID: number;
  trackingID: string;
  complaintFormType: TNamed;
  status: number;
  statusName: string;
  date: string;
  closingDate: string | null;
  qualification: number | null;
}
