import { randomInt, randomUUID } from "node:crypto";
import { Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { EMAIL_VERIFICATION_MESSAGES } from "@portal/schemas/accounts/email-verification.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { present } from "@portal/schemas/common/present";
import { attentionHourOptions } from "@portal/schemas/complaint-forms/attention.schema";
import { COMPLAINT_FORM_TYPE_IDS, IDENTITY_REQUIRED_TYPE_IDS, personalDataKindFor } from "@portal/schemas/complaint-forms/complaint-catalog";
import { type TComplaintForm, ZComplaintForm } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { defaultAnonymous, COMPLAINT_FORM_MESSAGES as M, type TComplaintFormSubmitted } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { formatAccessKey } from "@portal/schemas/complaint-forms/tracking-rules";
import { COLOMBIA_ID, LOCATION_LEVELS } from "@portal/schemas/locations/location-levels";
import { known } from "../common/known.ts";
import { generateValidityCode } from "../common/validity-code.ts";
import { insertValues, isUniqueViolation } from "../db-sql/insert-values.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { claimFiles, findAttachableFiles, type TAttachableFile } from "../files/attach-files.ts";
import { isValidUploadToken } from "../files/upload-token.ts";
import { locationIndexCache, type TLocationIndex } from "../locations/location-index.ts";
import { enqueueEmailsInBackground, type TOutgoingEmail } from "../mail/outbox.ts";
import { APPOINTMENT_MAX_DAYS_AHEAD } from "./attention.ts";
import { addCalendarDays, answerableDay, type BusinessCalendar, bogotaDay, businessCalendarCache, dayToDate, isoWeekday } from "./business-days.ts";
import { complaintCatalogCache, type TComplaintCatalog } from "./catalogs.ts";
import { acknowledgementEmail, staffNotificationEmail } from "./emails.ts";
import { filingReceiptAttachment } from "./filing-receipt.ts";
import { complaintLinks, responsibleUsersCache } from "./links.ts";
import { textToHtml } from "./serialize.ts";
import { newComplaintToken, TOKEN_TTL_DAYS } from "./tokens.ts";
import { hashAccessKey, newAccessKey } from "./tracking.ts";

type SubmitDeps = Pick<CoreDeps, "db" | "settings" | "captcha" | "env" | "queues" | "log" | "authSecret">;

/** A 400 with the overall message and every rule's message (the client shows the first detail). */
export function checkFormError(details: { path: string; message: string }[]): AppError {
  return new AppError("BAD_REQUEST", M.checkForm, details);
}

function idOf(value: unknown): number | null {
  const raw = value !== null && typeof value === "object" ? (value as { id?: unknown }).id : value;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/** The tracking number: the Bogotá filing day (yyyymmdd) and 10 random digits — 18 digits, hard to guess. */
export function newTrackingID(now = new Date()): bigint {
  const day = bogotaDay(now).replaceAll("-", "");
  return BigInt(`${day}${String(randomInt(0, 10_000_000_000)).padStart(10, "0")}`);
}

/**
 * POST complaintforms — files a PQRDS request.
 *
 * Order: the anonymous flag is settled (default: anonymous unless logged in; types 7 and 8 never), personal mode
 * needs a login (401), the form's rules (400 "Verifica todos los datos del formulario" with each rule's message),
 * the captcha, then the references (type, applicant and identification types, locations, appointment slot,
 * attachment). Reference data (types, locations, calendar, staff list, settings) comes from in-process caches. The
 * request, its history, the management tokens and every e-mail row are written in one statement; the e-mails are
 * queued only after it commits, while the answer goes out (a down Redis delays them, the outbox relay sends them).
 */
export async function submitComplaintForm(
  deps: SubmitDeps,
  /** The body as sent (a TComplaintFormInput when the client follows the schema): every field is checked here. */
  rawInput: unknown,
  /**
   * `apiClient`: the name of the Open311 client whose API key was checked (open311.ts). The key stands in for the
   * captcha (an app files for its users; a person's captcha cannot be solved by it) and the name is kept on the row.
   */
  context: { user: TSessionUser | null; now?: Date; uploadSessionHash?: string | null; apiClient?: string },
): Promise<TComplaintFormSubmitted> {
  const now = context.now ?? new Date();
  const user = context.user;
  if (!(await deps.settings.get("pqrEnabled"))) throw new AppError("FORBIDDEN", M.pqrDisabled);

  const body: Record<string, unknown> =
    rawInput !== null && typeof rawInput === "object" && !Array.isArray(rawInput) ? { ...(rawInput as Record<string, unknown>) } : {};
  const typeId = idOf(body.complaintFormTypeID);
  const identityType = typeId !== null && IDENTITY_REQUIRED_TYPE_IDS.includes(typeId);
  if (identityType) body.anonymous = false;
  else if (body.anonymous === undefined || body.anonymous === null || body.anonymous === "")
    body.anonymous = typeId === null ? !user : defaultAnonymous(typeId, Boolean(user));
  const personal = body.anonymous === false || body.anonymous === "false" || body.anonymous === 0;
  if (personal && !user) throw new AppError("UNAUTHORIZED", identityType ? M.loginRequiredIdentity : M.loginRequiredPersonal);
  // The session user already carries the flag: no extra query. A 400 on `anonymous` so the form shows the message.
  if (personal && user && !user.emailVerified) throw AppError.field("anonymous", EMAIL_VERIFICATION_MESSAGES.requiredForPersonal);

  if (context.apiClient) body.captchaId = `api:${context.apiClient}`.slice(0, 64);
  const parsed = ZComplaintForm.safeParse(body);
  if (!parsed.success) throw checkFormError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  const input = parsed.data;

  if (!context.apiClient) await deps.captcha.verify("pqrds", input.captchaId, input.captcha);

  const [calendar, catalog, locations] = await Promise.all([
    businessCalendarCache.get(deps.db),
    complaintCatalogCache.get(deps.db),
    locationIndexCache.get(deps.db),
  ]);
  const refs = await checkReferences(deps, input, user, { calendar, catalog, locations }, now, context.uploadSessionHash ?? null);

  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  const staff = await responsibleUsersCache.get(deps.db);
  const answerable = answerableDay(calendar, now, refs.termDays);

  // The attachment is claimed once, before the one-statement write: of two submits racing for one upload, one loses here.
  if (refs.file && !(await claimFiles(deps.db, [refs.file.fileID], now))) throw checkFormError([{ path: "fileID", message: M.attachmentInvalid }]);
  const accessKey = newAccessKey();
  for (let attempt = 1; ; attempt++) {
    const trackingID = newTrackingID(now);
    const tracking = trackingID.toString();
    const form = {
      trackingID,
      accessKeyHash: hashAccessKey(accessKey),
      // The filing receipt's validity code (filing-receipt.ts), printed on the "Constancia de radicación y términos".
      receiptCode: generateValidityCode(),
      complaintFormTypeID: input.complaintFormTypeID,
      personalDataKind: input.personalDataKind ?? null,
      complaintFormUserTypeID: input.complaintFormUserTypeID ?? null,
      anonymous: input.anonymous,
      userId: input.anonymous ? null : (user?.id ?? null),
      loa: input.anonymous ? null : (user?.loa ?? null),
      firstName: input.firstName,
      lastName: input.lastName,
      firstSurName: input.firstSurName,
      lastSurName: input.lastSurName,
      identificationTypeID: input.identificationType ?? null,
      identification: input.identification,
      birthDate: input.birthDate ? dayToDate(input.birthDate) : null,
      genderID: input.genderID ?? null,
      rootLocationPersonalID: input.rootLocationPersonal ?? null,
      secondLevelLocationPersonalID: input.secondLevelLocationPersonal ?? null,
      locationPersonalID: input.locationPersonal ?? null,
      cityPersonal: input.cityPersonal,
      neighborhoodPersonal: input.neighborhoodPersonal,
      addressPersonal: input.addressPersonal,
      phoneNumberPersonal: input.phoneNumberPersonal,
      mobileNumberPersonal: input.mobileNumberPersonal,
      emailPersonal: input.emailPersonal,
      description: input.description,
      descriptionHtml: textToHtml(input.description),
      incidentNeighborhood: input.incidentNeighborhood,
      incidentAddress: input.incidentAddress,
      incidentLatitude: input.incidentLatitude,
      incidentLongitude: input.incidentLongitude,
      filedByClient: context.apiClient ?? null,
      typeprivacy: true,
      presential: input.presential ?? null,
      attentionConfigID: refs.appointment?.attentionConfigID ?? null,
      attentionDay: refs.appointment ? dayToDate(refs.appointment.day) : null,
      hour: input.hour ?? null,
      isAttachment: refs.file !== null,
      fileID: refs.file?.fileID ?? null,
      fileName: refs.file?.name ?? null,
      responseTypeID: input.responseTypeID,
      email: input.email,
      rootLocationID: input.rootLocation ?? null,
      secondLevelLocationID: input.secondLevelLocation ?? null,
      locationID: input.location ?? null,
      city: input.city,
      neighborhood: input.neighborhood,
      address: input.address,
      mobileNumber: input.mobileNumber,
      phoneNumber: input.phoneNumber,
      extension: input.extension,
      date: now,
      answerableDate: dayToDate(answerable),
    } satisfies Omit<Prisma.ComplaintFormUncheckedCreateInput, "updatedAt">;

    // The acknowledgement carries the "Constancia de radicación" (rendered by the worker when it sends the e-mail).
    const emails: TOutgoingEmail[] = [
      {
        ...acknowledgementEmail({
          to: input.emailPersonal,
          entityName: entity.name,
          typeName: refs.typeName,
          trackingID: tracking,
          answerableDate: answerable,
          trackingUrl: links.tracking,
          accessKey,
          appointment: refs.appointment
            ? { day: refs.appointment.day, hour: present(input.hour, "hour"), presential: present(input.presential, "presential") }
            : null,
        }),
        attachments: [filingReceiptAttachment(tracking)],
      },
    ];
    const tokens = staff.map((member) => {
      const { token, row } = newComplaintToken({ purpose: "manage", email: member.email, now });
      emails.push(
        staffNotificationEmail({
          to: member.email,
          entityName: entity.name,
          typeName: refs.typeName,
          trackingID: tracking,
          answerableDate: answerable,
          link: links.manage(token),
          validDays: TOKEN_TTL_DAYS.manage,
          anonymous: input.anonymous,
        }),
      );
      return row;
    });
    const history = [
      {
        userId: input.anonymous ? null : (user?.id ?? null),
        actorEmail: context.apiClient ? `Open311 · ${context.apiClient}` : input.anonymous ? "Ciudadano (anónimo)" : input.emailPersonal,
        action: "created",
        details: { complaintFormTypeID: input.complaintFormTypeID, anonymous: input.anonymous, answerableDate: answerable },
      },
      { userId: null, actorEmail: "Sistema", action: "notification.sent", details: { recipients: staff.map((s) => s.email) } },
    ];
    try {
      const { complaintFormID, emailIds } = await insertFiling(deps.db, { form, history, tokens, emails, now });
      // Queued after answering: the rows are committed, and the relay queues whatever this does not.
      enqueueEmailsInBackground(deps, emailIds, { queuedAtRecorded: true });
      return {
        complaintFormID,
        response: tracking,
        trackingID: tracking,
        complaintFormType: { id: input.complaintFormTypeID, name: refs.typeName },
        answerableDate: answerable,
        isAppointment: input.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.appointment,
        message: input.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.appointment ? M.appointmentSent : M.sent,
        accessKey: formatAccessKey(accessKey),
      };
    } catch (error) {
      // A tracking number already taken (1 in 10^10 a day): draw another.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      // Nothing was filed: the upload may be attached again.
      if (refs.file)
        await deps.db.storedFile.updateMany({ where: { fileID: refs.file.fileID, attachedAt: now }, data: { attachedAt: null } }).catch(() => undefined);
      throw error;
    }
  }
}

/**
 * Writes the request, its history, the management tokens and every e-mail row in ONE statement (data-modifying
 * CTEs): one round trip instead of a dozen, atomic like a transaction. The e-mails are queued by the caller after it.
 */
async function insertFiling(
  db: CoreDeps["db"],
  p: { form: Record<string, unknown>; history: Record<string, unknown>[]; tokens: Record<string, unknown>[]; emails: TOutgoingEmail[]; now: Date },
): Promise<{ complaintFormID: number; emailIds: string[] }> {
  const id = Prisma.sql`(SELECT "complaintFormID" FROM cf)`;
  // queuedAt is written with the rows (the caller queues them right after and clears it if that fails).
  // Every row concerns the request (its staff see their delivery state); the acknowledgement carries its receipt.
  const emailRows = p.emails.map((m) => ({
    id: randomUUID(),
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    data: m.data ?? null,
    createdAt: p.now,
    queuedAt: p.now,
    complaintFormID: id,
    attachments: m.attachments ?? null,
  }));
  const parts = [
    Prisma.sql`cf AS (${insertValues("ComplaintForm", [{ ...p.form, updatedAt: p.now }])} RETURNING "complaintFormID")`,
    Prisma.sql`h AS (${insertValues(
      "ComplaintFormHistory",
      p.history.map((h) => ({ ...h, complaintFormID: id, createdAt: p.now })),
    )})`,
    Prisma.sql`e AS (${insertValues("EmailMessage", emailRows)})`,
  ];
  if (p.tokens.length)
    parts.push(
      Prisma.sql`t AS (${insertValues(
        "ComplaintFormToken",
        p.tokens.map((t) => ({ ...t, complaintFormID: id })),
      )})`,
    );
  const rows = await queryRows<{ complaintFormID: number }>(db, Prisma.sql`WITH ${Prisma.join(parts, ", ")} SELECT "complaintFormID" FROM cf`);
  return { complaintFormID: Number(known(rows[0], "la solicitud insertada").complaintFormID), emailIds: emailRows.map((r) => r.id) };
}

interface ReferenceData {
  calendar: BusinessCalendar;
  catalog: TComplaintCatalog;
  locations: TLocationIndex;
}

/** Checks what the schema cannot: the catalogue rows, the locations' hierarchy, the appointment slot, the attachment. */
async function checkReferences(
  deps: Pick<CoreDeps, "db" | "authSecret">,
  input: TComplaintForm,
  user: TSessionUser | null,
  ref: ReferenceData,
  now: Date,
  uploadSessionHash: string | null,
) {
  const db = deps.db;
  const { calendar, catalog } = ref;
  const type = catalog.types.get(input.complaintFormTypeID);
  if (!type || !type.enabled) throw checkFormError([{ path: "complaintFormTypeID", message: M.typeUnavailable }]);

  if (input.complaintFormUserTypeID != null) {
    const userType = catalog.userTypes.get(input.complaintFormUserTypeID);
    if (!userType || !userType.enabled) throw checkFormError([{ path: "complaintFormUserTypeID", message: M.userTypeRequired }]);
    if (userType.identificationTypeID !== null && input.identificationType != null && input.identificationType !== userType.identificationTypeID) {
      throw checkFormError([{ path: "identificationType", message: M.identificationTypeMismatch }]);
    }
  }
  if (input.identificationType != null && !catalog.identificationTypes.has(input.identificationType)) {
    throw checkFormError([{ path: "identificationType", message: M.identificationTypeRequired }]);
  }
  checkLocations(ref.locations, "Personal", input.rootLocationPersonal, input.secondLevelLocationPersonal, input.locationPersonal);
  checkLocations(ref.locations, "", input.rootLocation, input.secondLevelLocation, input.location);

  let appointment: { attentionConfigID: number; day: string } | null = null;
  if (input.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.appointment && input.DaysAttentions) {
    const { attentionConfigID, day } = input.DaysAttentions;
    const config = await db.attentionConfig.findUnique({ where: { attentionConfigID: present(attentionConfigID, "DaysAttentions") } });
    const today = bogotaDay(now);
    if (
      !config ||
      !config.active ||
      !day ||
      isoWeekday(day) !== config.day ||
      day <= today ||
      day > addCalendarDays(today, APPOINTMENT_MAX_DAYS_AHEAD) ||
      !calendar.isBusinessDay(day)
    ) {
      throw checkFormError([{ path: "DaysAttentions", message: M.dayUnavailable }]);
    }
    if (!attentionHourOptions(config).some((h) => h.id === input.hour)) throw checkFormError([{ path: "hour", message: M.hourUnavailable }]);
    appointment = { attentionConfigID: config.attentionConfigID, day };
  }

  let file: TAttachableFile | null = null;
  if (input.fileID != null) {
    // Only the uploader's own, unattached PQRDS attachment (uploaded by this user or this browser's upload session, or
    // an anonymous upload whose token the REST client sends back).
    const found = await findAttachableFiles(db, [input.fileID], {
      purpose: "complaint",
      owner: { userId: user?.id ?? null, uploadSessionHash },
      proven: (fileID) => isValidUploadToken(deps.authSecret, fileID, input.uploadToken, now),
    });
    const attachable = found?.[0];
    if (!attachable) throw checkFormError([{ path: "fileID", message: M.attachmentInvalid }]);
    file = attachable;
  }
  // A personal-data request's term is its kind's (Ley 1581: a consulta 10 business days, a reclamo 15).
  const kind = personalDataKindFor(input.complaintFormTypeID, input.personalDataKind);
  return { termDays: kind?.termDays ?? type.termDays, typeName: kind ? `${type.name}: ${kind.name}` : type.name, appointment, file };
}

/** The department must belong to the country (Colombia) and the city to the department. */
function checkLocations(locations: TLocationIndex, suffix: "Personal" | "", country?: number | null, department?: number | null, city?: number | null) {
  if (country == null) return;
  const path = (base: string) => (suffix ? `${base}${suffix}` : base);
  const is = (id: number, level: number, parentId?: number) => {
    const row = locations.get(id);
    return row !== undefined && row.level === level && (parentId === undefined || row.parentId === parentId);
  };
  if (!is(country, LOCATION_LEVELS.country)) throw checkFormError([{ path: path("rootLocation"), message: M.countryRequired }]);
  if (country !== COLOMBIA_ID) return;
  if (department != null && !is(department, LOCATION_LEVELS.department, country)) {
    throw checkFormError([{ path: path("secondLevelLocation"), message: M.departmentRequired }]);
  }
  if (city != null && !is(city, LOCATION_LEVELS.municipality, department ?? -1)) {
    throw checkFormError([{ path: path("location"), message: M.citySelectRequired }]);
  }
}
