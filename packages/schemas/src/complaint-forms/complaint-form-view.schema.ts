import { z } from "zod";
import { ZPageOf } from "../common/pagination.ts";
import { COMPLAINT_OUTCOMES } from "./outcome.schema.ts";
import { PQRDS_REPORT_KINDS, type TPqrdsFigures } from "./pqrds-report.schema.ts";

/**
 * What the PQRDS procedures answer (core/complaint-forms). The same fields the use cases return, no more: the
 * applicant's personal data only where the use case already gives it (the applicant, the holder of the access key, the
 * staff), a summary without them otherwise.
 */

/** An hour of a day of attention (the appointment picker). */
const ZAttentionHour = z.object({ id: z.number(), label: z.string() });
/** A day of the week of attention with its hours. */
const ZAttentionDay = z.object({
  attentionConfigID: z.number(),
  day: z.number(),
  dayName: z.string(),
  active: z.boolean(),
  hours: z.array(ZAttentionHour),
  hourInitAm: z.number().nullable(),
  hourEndAm: z.number().nullable(),
  hourInitPm: z.number().nullable(),
  hourEndPm: z.number().nullable(),
});
/** An official of a dependency (its head or a member): the staff see each other. */
const ZDependencyMember = z.object({ id: z.number(), name: z.string(), email: z.string(), active: z.boolean() });
/** A dependency with its head and members. */
const ZComplaintDependency = z.object({
  dependencyId: z.number(),
  name: z.string(),
  enabled: z.boolean(),
  head: ZDependencyMember.nullable(),
  members: z.array(ZDependencyMember),
});
/** An account named on a request: the one that filed it while logged in, or the responsible official. */
const ZAccountRef = z.object({ id: z.number(), name: z.string(), email: z.string() });
/** An id and its name (a type, a catalogue entry, a dependency). */
const ZIdName = z.object({ id: z.number(), name: z.string() });
/** Where a request stands in its lifecycle (suspended for completion, its outcome). */
const ZLifecycleState = z.object({
  suspended: z.boolean(),
  completionRequest: z.string().nullable(),
  completionDeadline: z.string().nullable(),
  suspendedDaysLeft: z.number().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  outcomeName: z.string().nullable(),
  transferEntityName: z.string().nullable(),
});
/** An attached file and its download token. */
const ZComplaintFileRef = z.object({ fileID: z.string(), filePath: z.string(), name: z.string(), downloadToken: z.string().nullable() });
/** The legal term: its rule, business days elapsed and left. */
const ZTermState = z.object({
  rule: z.string(),
  businessDays: z.number(),
  elapsed: z.number(),
  left: z.number(),
  suspended: z.boolean(),
  claimInProgress: z.boolean(),
  personalDataKind: z.string().nullable(),
});
/** Where the reported incident happened. */
const ZIncidentPlace = z.object({
  neighborhood: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
/** A row of the dashboard's counts (by dependency or type). */
const ZDashboardCount = z.object({ id: z.number().nullable(), name: z.string(), open: z.number(), expired: z.number(), suspended: z.number() });
/** A day the office is closed (the terms skip it). */
const ZClosureDay = z.object({ id: z.number(), date: z.string(), reason: z.string() });
/** A request as its applicant (or the holder of its access key) reads it: what was filed and its state. */
export const ZCitizenComplaintForm = z.object({
  /** Always true here: the whole request; the tracking summary says false (ZTrackingAnswer). */
  personalData: z.literal(true),
  lifecycle: ZLifecycleState,
  complaintFormID: z.number(),
  trackingID: z.string(),
  status: z.number(),
  statusName: z.string(),
  complaintFormType: ZIdName,
  complaintFormUserType: ZIdName.nullable(),
  anonymous: z.boolean(),
  answer: z.string().nullable(),
  answerHtml: z.string().nullable(),
  accessDenied: z.boolean(),
  denialReason: z.string().nullable(),
  files: z.array(ZComplaintFileRef),
  urlFile: z.string().nullable(),
  date: z.string(),
  closingDate: z.string().nullable(),
  answerableDate: z.string(),
  extended: z.boolean(),
  extensionReason: z.string().nullable(),
  term: ZTermState,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  firstSurName: z.string().nullable(),
  lastSurName: z.string().nullable(),
  names: z.string().nullable(),
  identificationType: ZIdName.nullable(),
  identification: z.string().nullable(),
  genderID: z.number().nullable(),
  genre: z.string().nullable(),
  birthDate: z.string().nullable(),
  phoneNumberPersonal: z.string().nullable(),
  mobileNumberPersonal: z.string().nullable(),
  emailPersonal: z.string().nullable(),
  addressPersonal: z.string().nullable(),
  rootLocationPersonal: ZIdName.nullable(),
  secondLevelLocationPersonal: ZIdName.nullable(),
  locationPersonal: ZIdName.nullable(),
  cityPersonal: z.string().nullable(),
  neighborhoodPersonal: z.string().nullable(),
  responseTypeID: z.number(),
  responseType: ZIdName,
  email: z.string().nullable(),
  emailLabel: z.string(),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  extension: z.string().nullable(),
  address: z.string().nullable(),
  rootLocation: ZIdName.nullable(),
  secondLevelLocation: ZIdName.nullable(),
  location: ZIdName.nullable(),
  city: z.string().nullable(),
  neighborhood: z.string().nullable(),
  description: z.string().nullable(),
  incident: ZIncidentPlace.nullable(),
  filedByClient: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
  fileID: z.string().nullable(),
  fileName: z.string().nullable(),
  filePath: z.string().nullable(),
  fileDownloadToken: z.string().nullable(),
  presential: z.number().nullable(),
  attentionDay: z.string().nullable(),
  hour: z.number().nullable(),
  hourLabel: z.string().nullable(),
  qualification: z.number().nullable(),
});
/** A request as the staff read it: the applicant's view plus the term, delegation, history, calls and responsible. */
export const ZStaffComplaintForm = ZCitizenComplaintForm.extend({
  termDays: z.number(),
  daysLeft: z.number(),
  level: z.number(),
  levelName: z.string(),
  nDelegate: z.number(),
  delegate: z.boolean(),
  delegateEmail: z.string().nullable(),
  canDelegate: z.boolean(),
  canExtend: z.boolean(),
  originalAnswerableDate: z.string().nullable(),
  qualificationComment: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  lifecycleActions: z.object({
    canTransfer: z.boolean(),
    transferDaysLeft: z.number(),
    transferWarning: z.string().nullable(),
    canRequireCompletion: z.boolean(),
  }),
  user: ZAccountRef.nullable(),
  history: z.array(z.object({ id: z.number(), action: z.string(), actionName: z.string(), actor: z.string(), date: z.string(), details: z.unknown() })),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  outcomeName: z.string().nullable(),
  answeredLate: z.boolean(),
  dependency: ZIdName.nullable(),
  responsible: ZAccountRef.nullable(),
  calls: z.array(z.object({ id: z.number(), calledAt: z.string(), official: z.string(), summary: z.string(), createdAt: z.string() })),
});
/** A PQRDS report (semester or information access): its state, figures and files. */
export const ZPqrdsReport = z.object({
  id: z.string(),
  kind: z.enum(PQRDS_REPORT_KINDS),
  kindName: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(["PENDING", "RUNNING", "DONE", "FAILED"]),
  progress: z.number(),
  message: z.string().nullable(),
  /**
   * The figures the worker computed, as stored in the report's JSON column (typed TPqrdsFigures, not parsed again: a
   * report written before a field was added, as answerNotifications was, still reads); null in the staff's list.
   */
  figures: z.custom<TPqrdsFigures>().nullable(),
  pdfFileID: z.string().nullable(),
  xlsxFileID: z.string().nullable(),
  pdfName: z.string(),
  xlsxName: z.string(),
  publishedAt: z.string().nullable(),
  scheduled: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
/** GET attention: the days of attention with their next dates. */
export const ZAttentionCalendar = z.array(ZAttentionDay.extend({ dates: z.array(z.string()) }));
/** The week of attention as its editor reads it. */
export const ZAttentionDays = z.array(ZAttentionDay);
/** The week saved. */
export const ZAttentionSaved = z.object({ message: z.string(), days: z.array(ZAttentionDay) });
/** The dependencies (and those a request may be assigned to). */
export const ZComplaintDependencies = z.array(ZComplaintDependency);
/** The officials that may head or join a dependency. */
export const ZDependencyCandidates = z.array(ZDependencyMember);
/** A dependency created or updated. */
export const ZDependencySaved = z.object({ message: z.string(), dependency: ZComplaintDependency });
/** The dependencies an official sees the requests of (all, for a PQRs administrator). */
export const ZDependencyScope = z.object({ all: z.boolean(), dependencies: z.array(z.object({ dependencyId: z.number(), name: z.string() })) });
/** What a staff action answers: its notice and the request as it now stands. */
export const ZStaffComplaintFormSaved = z.object({ message: z.string(), complaintForm: ZStaffComplaintForm });
/** An answer letter's validity code checked. */
export const ZAnswerLetterValidity = z.object({ message: z.string(), trackingID: z.string(), date: z.string(), entityName: z.string() });
/** The PQRDS dashboard: open requests by term, dependency and type, and this month's outcomes. */
export const ZComplaintDashboard = z.object({
  today: z.string(),
  month: z.string(),
  open: z.number(),
  suspended: z.number(),
  byTerm: z.array(z.object({ key: z.enum(["green", "yellow", "red", "expired"]), name: z.string(), count: z.number() })),
  byDependency: z.array(ZDashboardCount),
  byType: z.array(ZDashboardCount),
  thisMonth: z.object({ answeredOnTime: z.number(), answeredLate: z.number(), transferred: z.number(), withdrawn: z.number() }),
});
/** The staff's list of requests. */
export const ZStaffComplaintFormPage = ZPageOf(
  z.object({
    complaintFormID: z.number(),
    trackingID: z.string(),
    complaintFormType: ZIdName,
    status: z.number(),
    statusName: z.string(),
    anonymous: z.boolean(),
    applicant: z.string().nullable(),
    date: z.string(),
    answerableDate: z.string(),
    daysLeft: z.number(),
    level: z.number(),
    levelName: z.string(),
    nDelegate: z.number(),
    delegateEmail: z.string().nullable(),
    responseTypeID: z.number(),
    outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
    outcomeName: z.string().nullable(),
    answeredLate: z.boolean(),
    dependency: ZIdName.nullable(),
    responsible: ZAccountRef.nullable(),
    lifecycle: ZLifecycleState,
    transferWarning: z.string().nullable(),
  }),
);
/** The e-mails a request sent and their delivery. */
export const ZComplaintEmails = z.array(
  z.object({
    id: z.string(),
    kind: z.string(),
    kindLabel: z.string(),
    to: z.string(),
    subject: z.string(),
    state: z.enum(["file", "queued", "retrying", "accepted", "rejected", "failed", "bounced", "suppressed", "batched"]),
    stateLabel: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    attempts: z.number(),
    serverAnswer: z.string().nullable(),
    bouncedAt: z.string().nullable(),
  }),
);
/** The closure days. */
export const ZClosureDays = z.array(ZClosureDay);
/** A closure day added, and how many terms were recomputed. */
export const ZClosureDayAdded = z.object({ message: z.string(), closureDay: ZClosureDay, recomputed: z.number() });
/** A closure day removed, and how many terms were recomputed. */
export const ZClosureDayRemoved = z.object({ message: z.string(), recomputed: z.number() });
/** POST complaintforms: the filed request, its tracking number and its access key (shown once). */
export const ZComplaintFiled = z.object({
  complaintFormID: z.number(),
  response: z.string(),
  trackingID: z.string(),
  complaintFormType: ZIdName,
  answerableDate: z.string(),
  isAppointment: z.boolean(),
  message: z.string(),
  accessKey: z.string(),
});
/**
 * GET complaintforms/tracking: the whole request with a valid access key, else a summary without personal data. The
 * answer names which by `personalData`, so one branch is checked (tracking is public and hot: trying the whole
 * request first cost a summary about 50 µs of the API's CPU, 10 % of bench:pqrds's tracking figure) and neither can
 * pass as the other.
 */
export const ZTrackingAnswer = z.discriminatedUnion("personalData", [
  ZCitizenComplaintForm,
  z.object({
    date: z.string(),
    complaintFormID: z.number(),
    status: z.number(),
    trackingID: z.string(),
    statusName: z.string(),
    complaintFormType: ZIdName,
    closingDate: z.string().nullable(),
    answerableDate: z.string(),
    extended: z.boolean(),
    lifecycle: ZLifecycleState,
    term: ZTermState,
    personalData: z.literal(false),
    accessKeyInvalid: z.boolean(),
  }),
]);
/** The filing receipt (a PDF, base64). */
export const ZFilingReceipt = z.object({ name: z.string(), mimeType: z.literal("application/pdf"), content: z.string() });
/** A filing receipt's validity code checked. */
export const ZReceiptValidity = z.object({
  message: z.string(),
  trackingID: z.string(),
  typeName: z.string(),
  filedAt: z.string(),
  answerableDate: z.string(),
  entityName: z.string(),
});
/** An attached file (base64). */
export const ZComplaintFileContent = z.object({ fileID: z.string(), name: z.string(), mimeType: z.string(), size: z.number(), content: z.string() });
/** The logged-in applicant's own requests. */
export const ZOwnComplaintFormPage = ZPageOf(
  z.object({
    complaintFormID: z.number(),
    trackingID: z.string(),
    complaintFormType: ZIdName,
    status: z.number(),
    statusName: z.string(),
    date: z.string(),
    closingDate: z.string().nullable(),
    qualification: z.number().nullable(),
  }),
);
/** The request types and their terms. */
export const ZComplaintTypes = z.array(z.object({ id: z.number(), name: z.string(), termDays: z.number(), allowsExtension: z.boolean() }));
/** The applicant types. */
export const ZComplaintUserTypes = z.array(
  z.object({ id: z.number(), name: z.string(), isLegalEntity: z.boolean(), identificationTypeID: z.number().nullable() }),
);
/** The request a qualification link is about. */
export const ZQualifyInfo = z.object({ trackingID: z.string(), complaintFormType: ZIdName, date: z.string(), closingDate: z.string().nullable() });
/** A qualification link's token. */
export const ZQualifyLink = z.object({ token: z.string() });
/** A text of the PQRDS forms. */
export const ZTextResource = z.object({ key: z.string(), value: z.string() });
/** A resource text by keyword. */
export const ZResourceText = z.object({ keyword: z.string(), text: z.string() });
/** The PQRDS forms' global settings. */
export const ZComplaintGlobalSettings = z.object({
  pqrEnabled: z.boolean(),
  captchaThreshold: z.number(),
  externalLinks: z.object({ pqrds: z.string().nullable(), attention: z.string().nullable(), reservedIdentity: z.string().nullable() }),
  complaintRoute: z.string(),
});
/** A completion sent: the request's new answerable date. */
export const ZCompletionDone = z.object({ message: z.string(), trackingID: z.string(), answerableDate: z.string() });
/** What a completion link asks for. */
export const ZCompletionInfo = z.object({ trackingID: z.string(), typeName: z.string(), completionRequest: z.string(), completionDeadline: z.string() });
/** The PQRDS reports. */
export const ZPqrdsReports = z.array(ZPqrdsReport);
