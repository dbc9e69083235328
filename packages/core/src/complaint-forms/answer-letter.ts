import type { Db, Prisma } from "@portal/db/client";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  ANSWER_CHANNEL_MESSAGES as C,
  canPrintAnswerLetter,
  LETTER_VALIDITY_PATH,
  ANSWER_LETTER_TEXTS as T,
  type TLetterValidity,
  ZLetterCode,
} from "@portal/schemas/complaint-forms/answer-channels.schema";
import { RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { MANAGEMENT_MESSAGES as M } from "@portal/schemas/complaint-forms/management.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { loadEntityLogo } from "../certificates/issue-pdf.ts";
import { known } from "../common/known.ts";
import { formatDateEs } from "../common/spanish-format.ts";
import { generateValidityCode } from "../common/validity-code.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { loadSeal, sealNotice, sealPdf } from "../pdf/seal.ts";
import { type AnswerLetterInput, renderAnswerLetterPdf } from "./answer-letter-pdf.ts";

type LetterDeps = Pick<CoreDeps, "db" | "storage" | "settings" | "env">;

const LETTER_INCLUDE = {
  complaintFormType: true,
  location: true,
  secondLevelLocation: true,
  rootLocation: true,
  locationPersonal: true,
  secondLevelLocationPersonal: true,
  rootLocationPersonal: true,
  answeredBy: { select: { name: true, lastname: true, identification: true } },
  dependency: { select: { name: true } },
} as const;

async function loadLetterRow(db: Db, complaintFormID: number) {
  return db.complaintForm.findUnique({ where: { complaintFormID }, include: LETTER_INCLUDE });
}
type LetterRow = NonNullable<Awaited<ReturnType<typeof loadLetterRow>>>;

/**
 * Who may download a request's letter: holders of the PQRs permission, and the logged-in citizen who filed it. Anyone
 * else logged in gets the same 403 whether or not the request exists.
 */
function authorizeDownload(user: TSessionUser | null, row: LetterRow | null): { user: TSessionUser; row: LetterRow } {
  if (!user) throw new AppError("UNAUTHORIZED");
  const staff = holdsPermission(user.permissions, "PQRs");
  if (!staff && (!row || row.userId !== user.id)) throw new AppError("FORBIDDEN");
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return { user, row };
}

/** The addressee block: name (or company name), street address, neighbourhood, municipality and department. */
export function letterAddressee(row: LetterRow): string[] {
  const name = row.anonymous ? null : [row.firstName, row.lastName, row.firstSurName, row.lastSurName].filter(Boolean).join(" ");
  // The postal contact given for the answer; the personal address when the form had none. Locations are country,
  // department and municipality; abroad, a free-text city and the country.
  const contact = row.address
    ? {
        address: row.address,
        neighborhood: row.neighborhood,
        country: row.rootLocation,
        department: row.secondLevelLocation,
        municipality: row.location,
        city: row.city,
      }
    : {
        address: row.addressPersonal,
        neighborhood: row.neighborhoodPersonal,
        country: row.rootLocationPersonal,
        department: row.secondLevelLocationPersonal,
        municipality: row.locationPersonal,
        city: row.cityPersonal,
      };
  const place = contact.municipality
    ? [contact.municipality.name, contact.department?.name].filter(Boolean).join(", ")
    : [contact.city, contact.country?.name].filter(Boolean).join(", ");
  return [name || T.anonymousAddressee, contact.address, contact.neighborhood, place].filter((l): l is string => !!l);
}

/** The person's staff-registry record, the current period first. */
const staffRecordOf = (db: Db, where: Prisma.StaffRecordWhereInput) =>
  db.staffRecord.findFirst({ where, orderBy: [{ endDate: { sort: "desc", nulls: "first" } }, { startDate: "desc" }] });
const staffRole = (record: { position: string; dependency: string | null }) => [record.position, record.dependency].filter(Boolean).join(" - ");

/**
 * The signing official is whoever answered — never whoever downloads the letter (another official, or the citizen who
 * filed it). The staff user who answered, with their position from the staff registry; else the e-mail the history
 * records for the answer (a delegate through a mailed link may have no account, so no answeredBy), named by the
 * registry when it knows that e-mail; old requests with neither get a generic signer. With no registry position, the
 * role is the request's dependency, else a generic "Servidor(a) público(a)".
 */
async function letterSigner(db: Db, row: LetterRow): Promise<{ name: string; role: string }> {
  const defaultRole = row.dependency?.name ?? T.signerRoleFallback;
  if (row.answeredBy) {
    const { name, lastname, identification } = row.answeredBy;
    const record = identification ? await staffRecordOf(db, { identification }) : null;
    return { name: [name, lastname].filter(Boolean).join(" "), role: record ? staffRole(record) : defaultRole };
  }
  const answered = await db.complaintFormHistory.findFirst({
    where: { complaintFormID: row.complaintFormID, action: { in: ["resolved", "answered"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { actorEmail: true },
  });
  const email = answered?.actorEmail;
  if (!email) return { name: T.signerRoleFallback, role: defaultRole };
  const record = await staffRecordOf(db, { email: { equals: email, mode: "insensitive" } });
  return record ? { name: record.name, role: staffRole(record) } : { name: email, role: defaultRole };
}

/** The letter's code, issued once (first download) and kept: two downloads at once agree on the first one stored. */
async function ensureLetterCode(db: Db, row: LetterRow, user: TSessionUser, now: Date): Promise<string> {
  if (row.letterCode) return row.letterCode;
  const code = generateValidityCode();
  const issued = await db.$transaction(async (tx) => {
    const { count } = await tx.complaintForm.updateMany({ where: { complaintFormID: row.complaintFormID, letterCode: null }, data: { letterCode: code } });
    if (count === 0) return false;
    await tx.complaintFormHistory.create({
      data: { complaintFormID: row.complaintFormID, userId: user.id, actorEmail: user.email, action: "letter.issued", details: { code }, createdAt: now },
    });
    return true;
  });
  if (issued) return code;
  const stored = await db.complaintForm.findUnique({ where: { complaintFormID: row.complaintFormID }, select: { letterCode: true } });
  return known(stored?.letterCode, "el código de la carta que emitió otro pedido");
}

export function letterValidityUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${LETTER_VALIDITY_PATH}?id=${code}`;
}

/**
 * GET complaintforms/{complaintFormID}/letter — the answer letter of a postal-channel request that was resolved,
 * rendered on demand (a few pages of standard-font text: milliseconds, see the report), never stored: the request's
 * row is its only source, so the letter cannot drift from the answer on file.
 */
export async function downloadAnswerLetter(
  deps: LetterDeps,
  complaintFormID: number,
  caller: TSessionUser | null,
  now = new Date(),
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const found = Number.isSafeInteger(complaintFormID) && complaintFormID > 0 ? await loadLetterRow(deps.db, complaintFormID) : null;
  const { user, row } = authorizeDownload(caller, found);
  if (row.responseTypeID !== RESPONSE_TYPES.postal) throw new AppError("CONFLICT", C.letterNotPostal);
  if (!canPrintAnswerLetter(row) || !row.closingDate) throw new AppError("CONFLICT", C.letterNoAnswer);
  const code = await ensureLetterCode(deps.db, row, user, now);
  const entity = await deps.settings.get("entity");
  const signer = await letterSigner(deps.db, row);
  const input: AnswerLetterInput = {
    entityName: entity.name,
    entityContact: [entity.address, entity.phone, entity.email].filter(Boolean).join(" · ") || null,
    logo: await loadEntityLogo(deps),
    dateText: formatDateEs(row.closingDate),
    trackingID: row.trackingID.toString(),
    addressee: letterAddressee(row),
    typeName: row.complaintFormType.name,
    filedOnText: formatDateEs(row.date),
    answer: known(row.answer, "la respuesta de una solicitud respondida"),
    denialReason: row.accessDenied ? row.denialReason : null,
    signerName: signer.name,
    signerRole: signer.role,
    code,
    validityUrl: letterValidityUrl(deps.env.publicUrl, code),
    issuedAt: row.closingDate,
  };
  const seal = loadSeal(deps.env);
  const bytes = await sealPdf(await renderAnswerLetterPdf({ ...input, sealNotice: sealNotice(seal, input.entityName, input.validityUrl) }), seal, {
    reason: fillMessage(C.letterSealReason, { trackingID: input.trackingID }),
    entityName: input.entityName,
    validityUrl: input.validityUrl,
  });
  if (holdsPermission(user.permissions, "PQRs")) {
    await recordAudit(deps, { userId: user.id, action: "complaint-form.letter", entityType: "ComplaintForm", entityId: complaintFormID });
  }
  return { bytes, fileName: `carta-respuesta-${input.trackingID}.pdf` };
}

/**
 * /carta-validez: whether a letter with this code was issued, and only what a stranger holding the paper may learn —
 * radicado, date and entity; never the addressee or the answer.
 */
export async function verifyAnswerLetter(deps: Pick<CoreDeps, "db" | "settings">, raw: unknown): Promise<TLetterValidity> {
  const parsed = ZLetterCode.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", C.letterNotFound);
  const row = await deps.db.complaintForm.findUnique({ where: { letterCode: parsed.data.code }, select: { trackingID: true, closingDate: true } });
  if (!row?.closingDate) throw new AppError("NOT_FOUND", C.letterNotFound);
  const entity = await deps.settings.get("entity");
  return { message: C.letterValid, trackingID: row.trackingID.toString(), date: row.closingDate.toISOString(), entityName: entity.name };
}
