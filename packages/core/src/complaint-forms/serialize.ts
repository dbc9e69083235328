import type { Prisma } from "@portal/db/client";
import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { COMPLAINT_GENDERS, personalDataKindFor, RESPONSE_TYPE_NAMES, termRuleText } from "@portal/schemas/complaint-forms/complaint-catalog";
import {
  HISTORY_ACTION_LABELS,
  MAX_DELEGATIONS,
  type TComplaintListItem,
  TERM_LEVELS,
  type THistoryEntry,
  type TManagedRequest,
  termLevel,
} from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_OUTCOME_NAMES } from "@portal/schemas/complaint-forms/outcome.schema";
import { type TNamed, type TTrackedRequest, type TTrackingSummary, type TTrackingTerm } from "@portal/schemas/complaint-forms/tracking.schema";
import { COMPLAINT_STATUS, complaintStatusName, contactEmailLabel } from "@portal/schemas/complaint-forms/tracking-rules";
import { publicFilePath } from "../files/upload-file.ts";
import { escapeHtml } from "../mail/layout.ts";
import { type BusinessCalendar, bogotaDay, dateToDay, type TDay } from "./business-days.ts";
import { toCallEntry } from "./call-rules.ts";
import { canTransition } from "./status.ts";

type TAssignmentRow = Prisma.ComplaintFormGetPayload<{ include: typeof ASSIGNMENT_INCLUDE }>;

/** How a closed request ended and who answers it, for the staff list and detail. */
const outcomeFields = (row: Pick<TAssignmentRow, "outcome" | "answeredLate" | "dependency" | "responsibleUser">) => ({
  outcome: row.outcome,
  outcomeName: row.outcome ? COMPLAINT_OUTCOME_NAMES[row.outcome] : null,
  answeredLate: row.answeredLate,
  dependency: row.dependency ? { id: row.dependency.id, name: row.dependency.name } : null,
  responsible: row.responsibleUser
    ? { id: row.responsibleUser.id, name: [row.responsibleUser.name, row.responsibleUser.lastname].filter(Boolean).join(" "), email: row.responsibleUser.email }
    : null,
});

import { isSuspended, lifecycleActions, lifecycleSummary, lifecycleView, transferWindow } from "./lifecycle-rules.ts";

/** What tracking needs of a request. */
export const TRACKED_INCLUDE = {
  complaintFormType: true,
  complaintFormUserType: true,
  identificationType: true,
  rootLocationPersonal: true,
  secondLevelLocationPersonal: true,
  locationPersonal: true,
  rootLocation: true,
  secondLevelLocation: true,
  location: true,
  file: true,
  answerFiles: { include: { file: true }, orderBy: { id: "asc" } },
} as const satisfies Prisma.ComplaintFormInclude;

/** The dependency and official a request is assigned to (staff list and detail). */
export const ASSIGNMENT_INCLUDE = {
  dependency: { select: { id: true, name: true } },
  responsibleUser: { select: { id: true, name: true, lastname: true, email: true } },
} as const satisfies Prisma.ComplaintFormInclude;

/** What its responsible users see besides: the owner, the assignment and the history. */
export const MANAGED_INCLUDE = {
  ...TRACKED_INCLUDE,
  ...ASSIGNMENT_INCLUDE,
  user: true,
  history: { include: { user: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  calls: { orderBy: [{ calledAt: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.ComplaintFormInclude;

export type TTrackedRow = Prisma.ComplaintFormGetPayload<{ include: typeof TRACKED_INCLUDE }>;
export type TManagedRow = Prisma.ComplaintFormGetPayload<{ include: typeof MANAGED_INCLUDE }>;

/** Plain text as HTML: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

const answerFile = (f: { fileID: string; name: string }) => ({
  fileID: f.fileID,
  filePath: publicFilePath(f.fileID, f.name),
  name: f.name,
  downloadToken: null,
});
const named = (row: { id: number; name: string } | null): TNamed | null => (row ? { id: row.id, name: row.name } : null);
const day = (d: Date | null) => (d ? dateToDay(d) : null);

/**
 * The columns tracking by number alone reads (tracked-row.ts): what its summary shows and what the second-factor
 * check needs. A sixth of the row: the database formats, and the API parses, only these on the hottest public read.
 */
export const TRACKING_HEAD_COLUMNS = [
  "complaintFormID",
  "trackingID",
  "status",
  "complaintFormTypeID",
  "date",
  "closingDate",
  "answerableDate",
  "extendedAt",
  "userId",
  "accessKeyHash",
  "completionRequestedAt",
  "completedAt",
  "completionDeadline",
  "suspendedDaysLeft",
  "outcome",
  "personalDataKind",
] as const satisfies readonly (keyof Prisma.ComplaintFormGetPayload<object>)[];
export type TTrackingHead = Pick<Prisma.ComplaintFormGetPayload<object>, (typeof TRACKING_HEAD_COLUMNS)[number]> & {
  complaintFormType: TNamed & { termDays: number };
};

/** The request's clock (TTrackingTerm): its type's legal rule and the business days counted and left, today. */
export function trackingTerm(row: TTrackingHead, calendar: BusinessCalendar, today: TDay): TTrackingTerm {
  const { termDays, daysLeft, suspended } = termState(row, calendar, today);
  const kind = personalDataKindFor(row.complaintFormType.id, row.personalDataKind);
  return {
    rule: termRuleText(row.complaintFormType.id, row.complaintFormType.termDays, row.personalDataKind),
    businessDays: termDays,
    elapsed: termDays - daysLeft,
    left: daysLeft,
    suspended,
    // Ley 1581 art. 15: the legend stays while the reclamo is undecided.
    claimInProgress: Boolean(kind?.claim) && row.status === COMPLAINT_STATUS.open,
    personalDataKind: kind?.name ?? null,
  };
}

/** What every view of a tracked request starts with: number, type, status, dates and the term's clock. */
function trackingBasics(row: TTrackingHead, term: TTrackingTerm) {
  return {
    complaintFormID: row.complaintFormID,
    trackingID: row.trackingID.toString(),
    status: row.status,
    statusName: complaintStatusName(row.status),
    complaintFormType: { id: row.complaintFormType.id, name: row.complaintFormType.name },
    date: row.date.toISOString(),
    closingDate: row.closingDate?.toISOString() ?? null,
    answerableDate: dateToDay(row.answerableDate),
    extended: row.extendedAt !== null,
    term,
  };
}

/** Tracked request (spec 01 §3): for whoever presents the tracking code, the owner and the responsible users. */
export function toTrackedRequest(row: TTrackedRow, term: TTrackingTerm): TTrackedRequest {
  const names = [row.firstName, row.lastName, row.firstSurName, row.lastSurName].filter(Boolean).join(" ");
  return {
    personalData: true,
    ...trackingBasics(row, term),
    complaintFormUserType: named(row.complaintFormUserType),
    anonymous: row.anonymous,
    answer: row.status === COMPLAINT_STATUS.closed ? row.answer : null,
    answerHtml: row.status === COMPLAINT_STATUS.closed ? row.answerHtml : null,
    accessDenied: row.status === COMPLAINT_STATUS.closed && row.accessDenied,
    denialReason: row.status === COMPLAINT_STATUS.closed && row.accessDenied ? row.denialReason : null,
    files: row.status === COMPLAINT_STATUS.closed ? row.answerFiles.map(answerFile) : [],
    // Part of the answer (a link to its file kept elsewhere): withheld with the text while it is a draft.
    urlFile: row.status === COMPLAINT_STATUS.closed ? row.urlFile : null,
    extensionReason: row.extensionReason,
    firstName: row.firstName,
    lastName: row.lastName,
    firstSurName: row.firstSurName,
    lastSurName: row.lastSurName,
    names: names || null,
    identificationType: named(row.identificationType),
    identification: row.identification,
    genderID: row.genderID,
    genre: COMPLAINT_GENDERS.find((g) => g.id === row.genderID)?.name ?? null,
    birthDate: day(row.birthDate),
    phoneNumberPersonal: row.phoneNumberPersonal,
    mobileNumberPersonal: row.mobileNumberPersonal,
    emailPersonal: row.emailPersonal,
    addressPersonal: row.addressPersonal,
    rootLocationPersonal: named(row.rootLocationPersonal),
    secondLevelLocationPersonal: named(row.secondLevelLocationPersonal),
    locationPersonal: named(row.locationPersonal),
    cityPersonal: row.cityPersonal,
    neighborhoodPersonal: row.neighborhoodPersonal,
    responseTypeID: row.responseTypeID,
    responseType: { id: row.responseTypeID, name: RESPONSE_TYPE_NAMES[row.responseTypeID] ?? "" },
    email: row.email,
    emailLabel: contactEmailLabel(row.responseTypeID),
    phoneNumber: row.phoneNumber,
    mobileNumber: row.mobileNumber,
    extension: row.extension,
    address: row.address,
    rootLocation: named(row.rootLocation),
    secondLevelLocation: named(row.secondLevelLocation),
    location: named(row.location),
    city: row.city,
    neighborhood: row.neighborhood,
    description: row.description,
    incident:
      row.incidentNeighborhood || row.incidentAddress || row.incidentLatitude !== null
        ? { neighborhood: row.incidentNeighborhood, address: row.incidentAddress, latitude: row.incidentLatitude, longitude: row.incidentLongitude }
        : null,
    filedByClient: row.filedByClient,
    descriptionHtml: row.descriptionHtml ?? textToHtml(row.description),
    fileID: row.fileID,
    fileName: row.fileName,
    filePath: row.fileID && row.fileName ? publicFilePath(row.fileID, row.fileName) : null,
    fileDownloadToken: null,
    presential: row.presential,
    attentionDay: day(row.attentionDay),
    hour: row.hour,
    hourLabel: row.hour === null ? null : formatAttentionHour(row.hour),
    qualification: row.qualification,
    lifecycle: lifecycleView(row),
  };
}

/**
 * What the tracking number alone shows (no access key, no owner session): the number, type, status and dates.
 * Names, identification, contact data, description, answer, files, appointment and the extension's reasons are
 * withheld, as are whether it was filed anonymously and how the answer is sent: left out of the answer altogether,
 * which keeps it a third of the size, under the size that is worth compressing.
 */
export function toTrackingSummary(row: TTrackingHead, term: TTrackingTerm, accessKeyInvalid = false): TTrackingSummary {
  return {
    personalData: false,
    accessKeyInvalid,
    ...trackingBasics(row, term),
    // Neither text is read for the summary (it shows neither): the view is built without them.
    lifecycle: lifecycleSummary(lifecycleView({ ...row, completionRequest: null, transferEntityName: null })),
  };
}

export interface TTermState {
  termDays: number;
  daysLeft: number;
  level: number;
  levelName: string;
  suspended: boolean;
}

/**
 * Days left and level of a request's term: counted to today while open, to the closing day once closed. The term
 * is the business days from filing to the (possibly extended) due date.
 */
export function termState(
  row: { date: Date; answerableDate: Date; closingDate: Date | null; status: number } & Partial<{
    completionRequestedAt: Date | null;
    completedAt: Date | null;
    suspendedDaysLeft: number | null;
  }>,
  calendar: BusinessCalendar,
  today: TDay,
): TTermState {
  const filed = bogotaDay(row.date);
  const due = dateToDay(row.answerableDate);
  const reference = row.status === COMPLAINT_STATUS.open || !row.closingDate ? today : bogotaDay(row.closingDate);
  const termDays = calendar.businessDaysBetween(filed, due);
  // Suspended (art. 17): the term stands still at the days that were left when the citizen was asked to complete it.
  const suspended =
    row.status === COMPLAINT_STATUS.open && isSuspended({ completionRequestedAt: row.completionRequestedAt ?? null, completedAt: row.completedAt ?? null });
  const daysLeft = suspended ? (row.suspendedDaysLeft ?? 0) : calendar.businessDaysBetween(reference, due);
  const level = termLevel(termDays - daysLeft, termDays);
  return { termDays, daysLeft, level, levelName: TERM_LEVELS[level]?.name ?? "", suspended };
}

/**
 * History rows whose details name the staff a system e-mail went to, and under which key: every PQRs holder at filing
 * (notification.sent), the official and the heads and PQRs holders warned of the term. The addresses stay in the
 * database (and in the request's e-mails, GET …/emails, PQRs only); whoever reads the request — a delegate through a
 * mailed link, an official of a dependency holding no PQRs permission, the PQRs office — gets how many, never who.
 */
const STAFF_MAILING_LISTS: Readonly<Record<string, string>> = {
  "notification.sent": "recipients",
  "term.reminder-50": "to",
  "term.reminder-80": "to",
  "term.exceeded": "to",
};

function servedDetails(action: string, details: Prisma.JsonValue | null): unknown {
  const key = STAFF_MAILING_LISTS[action];
  if (!key || !details || typeof details !== "object" || Array.isArray(details)) return details ?? null;
  const { [key]: list, ...rest } = details;
  return { ...rest, recipients: Array.isArray(list) ? list.length : list ? 1 : 0 };
}

export function toHistoryEntry(h: TManagedRow["history"][number]): THistoryEntry {
  const actor = h.user ? `${[h.user.name, h.user.lastname].filter(Boolean).join(" ")} <${h.user.email}>` : (h.actorEmail ?? "Sistema");
  return {
    id: h.id,
    action: h.action,
    actionName: HISTORY_ACTION_LABELS[h.action] ?? h.action,
    actor,
    date: h.createdAt.toISOString(),
    details: servedDetails(h.action, h.details),
  };
}

/** A request as its responsible users see it: the tracked fields, the answer draft, the term and the history. */
export function toManagedRequest(row: TManagedRow, calendar: BusinessCalendar, today: TDay): TManagedRequest {
  const { suspended: _suspended, ...term } = termState(row, calendar, today);
  const open = row.status === COMPLAINT_STATUS.open;
  return {
    ...toTrackedRequest(row, trackingTerm(row, calendar, today)),
    // Responsible users also see the saved draft and its files before closing.
    answer: row.answer,
    answerHtml: row.answerHtml,
    accessDenied: row.accessDenied,
    denialReason: row.denialReason,
    urlFile: row.urlFile,
    files: row.answerFiles.map(answerFile),
    ...term,
    nDelegate: row.nDelegate,
    delegate: row.nDelegate > 0,
    delegateEmail: row.delegateEmail,
    canDelegate: canTransition("delegate", row.status) && row.nDelegate < MAX_DELEGATIONS,
    canExtend: open && row.complaintFormType.allowsExtension && row.extendedAt === null && term.daysLeft >= 0 && !isSuspended(row),
    originalAnswerableDate: day(row.originalAnswerableDate),
    qualificationComment: row.qualificationComment,
    qualifiedAt: row.qualifiedAt?.toISOString() ?? null,
    lifecycleActions: lifecycleActions(row, calendar, today),
    user: row.user ? { id: row.user.id, name: [row.user.name, row.user.lastname].join(" "), email: row.user.email } : null,
    history: row.history.map(toHistoryEntry),
    ...outcomeFields(row),
    calls: row.calls.map(toCallEntry),
  };
}

export function toListItem(
  row: Prisma.ComplaintFormGetPayload<{ include: { complaintFormType: true } & typeof ASSIGNMENT_INCLUDE }>,
  calendar: BusinessCalendar,
  today: TDay,
): TComplaintListItem {
  const term = termState(row, calendar, today);
  const applicant = [row.firstName, row.firstSurName].filter(Boolean).join(" ");
  return {
    complaintFormID: row.complaintFormID,
    trackingID: row.trackingID.toString(),
    complaintFormType: { id: row.complaintFormType.id, name: row.complaintFormType.name },
    status: row.status,
    statusName: complaintStatusName(row.status),
    anonymous: row.anonymous,
    applicant: applicant || null,
    date: row.date.toISOString(),
    answerableDate: dateToDay(row.answerableDate),
    daysLeft: term.daysLeft,
    level: term.level,
    levelName: term.levelName,
    nDelegate: row.nDelegate,
    delegateEmail: row.delegateEmail,
    responseTypeID: row.responseTypeID,
    ...outcomeFields(row),
    lifecycle: lifecycleView(row),
    transferWarning: row.status === COMPLAINT_STATUS.open ? transferWindow(calendar, row.date, today).message : null,
  };
}
