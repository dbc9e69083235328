import { randomUUID } from "node:crypto";
import { type Db, Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import { CERTIFICATE_PDF_MESSAGES as T } from "@portal/schemas/certificates/certificate-pdf-messages";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { known } from "../common/known.ts";
import { insertValues } from "../db-sql/insert-values.ts";
import type { CoreDeps } from "../deps.ts";
import type { FileStorage } from "../files/storage.ts";
import type { OfficialPdfInput } from "../pdf/official-pdf.ts";
import { renderSealedPdf } from "../pdf/seal.ts";
import { type TCertificateSnapshot, type TDocumentSnapshot, ZCertificateSnapshot, ZDocumentSnapshot } from "./certificate-snapshot.ts";

export type IssueKind = "certificate" | "document";
type StoredFileRow = NonNullable<Awaited<ReturnType<Db["storedFile"]["findUnique"]>>>;
type PdfDeps = { db: Db; storage: FileStorage; settings: CoreDeps["settings"]; env: Pick<CoreDeps["env"], "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir"> };

const logoCache = new Map<string, { bytes: Uint8Array; type: "png" | "jpg" }>();

/** The entity's first logo, when it is a file of this portal (/files/{id}/…) in PNG or JPEG. Remote logos are not fetched. */
export async function loadEntityLogo(deps: PdfDeps): Promise<OfficialPdfInput["logo"]> {
  const entity = await deps.settings.get("entity");
  const match = entity.logos[0]?.url.match(/^\/files\/([0-9A-Za-z-]{1,64})(\/|$)/);
  const fileID = match?.[1];
  if (!fileID) return null;
  let logo = logoCache.get(fileID);
  if (!logo) {
    const file = await deps.db.storedFile.findUnique({ where: { fileID } });
    const type = file?.mimeType === "image/png" ? "png" : file?.mimeType === "image/jpeg" ? "jpg" : null;
    if (!file || !type) return null;
    logo = { bytes: await deps.storage.get(file.storageKey), type };
    logoCache.set(fileID, logo);
  }
  return { ...logo, cacheKey: fileID };
}

export function certificatePdfInput(s: TCertificateSnapshot, code: string, logo: OfficialPdfInput["logo"]): OfficialPdfInput {
  const closing = [fillMessage(T.issuedOnRequest, [s.issuedAtText])];
  if (s.validUntil) closing.push(fillMessage(T.validUntil, [s.validUntil]));
  if (s.paymentReference) closing.push(fillMessage(T.paymentReference, [s.paymentReference]));
  return {
    entityName: s.entityName,
    entityAddress: s.entityAddress,
    logo,
    title: s.certificateName,
    intro: T.intro,
    body: s.text.split(/\n{2,}/),
    closing,
    signerName: s.signerName,
    signerRole: s.signerRole,
    code,
    validityUrl: s.validityUrl,
    verifyText: T.certificateVerify,
    issuedAt: new Date(s.issuedAt),
  };
}

export function documentPdfInput(s: TDocumentSnapshot, code: string, logo: OfficialPdfInput["logo"]): OfficialPdfInput {
  return {
    entityName: s.entityName,
    entityAddress: s.entityAddress,
    logo,
    title: s.nameSubDocumentType,
    intro: null,
    body: s.text.split(/\n{2,}/),
    closing: [fillMessage(T.documentGenerated, [s.issuedAtText])],
    signerName: null,
    signerRole: null,
    code,
    validityUrl: s.validityUrl,
    verifyText: T.documentVerify,
    issuedAt: new Date(s.issuedAt),
  };
}

async function loadIssue(db: Db, kind: IssueKind, issueId: number) {
  if (kind === "certificate") {
    const issue = await db.certificateIssue.findUnique({ where: { id: issueId }, include: { pdfFile: true } });
    return issue && { code: issue.validityCode, pdfFile: issue.pdfFile, data: issue.data, issuedAt: issue.issuedAt, revokedAt: issue.revokedAt };
  }
  const issue = await db.documentIssue.findUnique({ where: { id: issueId }, include: { pdfFile: true } });
  return issue && { code: issue.guid, pdfFile: issue.pdfFile, data: issue.data, issuedAt: issue.issuedAt, revokedAt: issue.revokedAt };
}

/** Renders an issue's PDF from its snapshot only. */
export async function renderIssuePdf(deps: PdfDeps, kind: IssueKind, issue: { code: string; data: unknown }): Promise<Buffer> {
  const logo = await loadEntityLogo(deps);
  const input =
    kind === "certificate"
      ? certificatePdfInput(ZCertificateSnapshot.parse(issue.data), issue.code, logo)
      : documentPdfInput(ZDocumentSnapshot.parse(issue.data), issue.code, logo);
  return renderSealedPdf(deps, input);
}

/** A rendered PDF already in storage, and the StoredFile row to insert for it (not yet in the database). */
export interface PreparedIssuePdf {
  storageKey: string;
  row: {
    fileID: string;
    name: string;
    storageKey: string;
    mimeType: string;
    extension: string;
    size: number;
    isImage: boolean;
    isPublic: boolean;
    purpose: string;
    creationDate: Date;
    attachedAt: Date;
  };
}

/** A rendered PDF, not yet stored, with the storage key and the StoredFile row it will have. */
export interface RenderedIssuePdf extends PreparedIssuePdf {
  bytes: Buffer;
}

/** Renders an issue's PDF under a storage key of its own; nothing is stored or written yet. */
export async function renderIssuePdfFile(deps: PdfDeps, kind: IssueKind, issue: { code: string; data: unknown; issuedAt: Date }): Promise<RenderedIssuePdf> {
  const bytes = await renderIssuePdf(deps, kind, issue);
  const y = issue.issuedAt.getUTCFullYear();
  const m = String(issue.issuedAt.getUTCMonth() + 1).padStart(2, "0");
  const storageKey = `${kind === "certificate" ? "certificates" : "documents"}/${y}/${m}/${issue.code}-${randomUUID().slice(0, 8)}.pdf`;
  return {
    bytes,
    storageKey,
    row: {
      // Given here, not by Prisma's client default: the issue may write this row in its own one-statement insert.
      fileID: randomUUID(),
      name: `${kind === "certificate" ? "certificado" : "documento"}-${issue.code}.pdf`,
      storageKey,
      mimeType: "application/pdf",
      extension: "pdf",
      // Generated for its issue: attached from birth, never purged as an unattached upload.
      size: bytes.length,
      isImage: false,
      isPublic: false,
      purpose: kind,
      creationDate: new Date(),
      attachedAt: new Date(),
    },
  };
}

/** Renders an issue's PDF and writes it to storage under a key of its own; the caller links the row. */
export async function prepareIssuePdf(deps: PdfDeps, kind: IssueKind, issue: { code: string; data: unknown; issuedAt: Date }): Promise<PreparedIssuePdf> {
  const { bytes, ...prepared } = await renderIssuePdfFile(deps, kind, issue);
  await deps.storage.put(prepared.storageKey, bytes, "application/pdf");
  return prepared;
}

/** Undoes a link whose bytes could not be stored: the issue goes back to "no PDF yet" (the worker renders it). */
export async function unlinkIssuePdf(deps: Pick<PdfDeps, "db">, kind: IssueKind, issueId: number, fileID: string): Promise<void> {
  const where = { id: issueId, pdfFileID: fileID };
  if (kind === "certificate") await deps.db.certificateIssue.updateMany({ where, data: { pdfFileID: null } });
  else await deps.db.documentIssue.updateMany({ where, data: { pdfFileID: null } });
  await deps.db.storedFile.deleteMany({ where: { fileID } });
}

/**
 * Renders and stores an issue's PDF unless it already has one; safe to run twice at once (worker and an inline
 * fallback): each run writes its own key, the first to link its file to the issue wins, the other removes its copy.
 * `unlessRevoked` (the worker's job): an issue revoked before its PDF was made gets none (null), since no one may
 * download it: a stored copy would only keep the holder's data.
 */
export async function ensureIssuePdf(deps: PdfDeps, kind: IssueKind, issueId: number, opts: { unlessRevoked?: boolean } = {}): Promise<StoredFileRow | null> {
  const issue = await loadIssue(deps.db, kind, issueId);
  if (!issue) return null;
  if (issue.pdfFile) return issue.pdfFile;
  if (opts.unlessRevoked && issue.revokedAt) return null;
  const pdf = await prepareIssuePdf(deps, kind, issue);
  // Another run linked its file first: keep that one.
  if (!(await linkIssuePdf(deps, kind, issueId, pdf))) await deps.storage.remove(pdf.storageKey);
  return (await loadIssue(deps.db, kind, issueId))?.pdfFile ?? null;
}

/**
 * Links a stored PDF to its issue, unless the issue already has one: its file row and the link in one statement.
 * False (and nothing written) when another run linked its own first; the caller removes the stored copy.
 */
export async function linkIssuePdf(deps: Pick<PdfDeps, "db">, kind: IssueKind, issueId: number, pdf: PreparedIssuePdf): Promise<boolean> {
  const table = Prisma.raw(kind === "certificate" ? `"CertificateIssue"` : `"DocumentIssue"`);
  const rows = await queryRows<{ id: number }>(
    deps.db,
    Prisma.sql`
    WITH free AS (SELECT "id" FROM ${table} WHERE "id" = ${issueId} AND "pdfFileID" IS NULL FOR UPDATE),
      f AS (${insertValues("StoredFile", [pdf.row])} RETURNING "fileID")
    UPDATE ${table} SET "pdfFileID" = (SELECT "fileID" FROM f) WHERE "id" IN (SELECT "id" FROM free) RETURNING "id"`,
  );
  if (rows.length === 1) return true;
  // The file row went in with the statement: take it out again (nothing links to it).
  await deps.db.storedFile.deleteMany({ where: { fileID: pdf.row.fileID } });
  return false;
}

export const EXPORT_WAIT_MS = 10_000;

/**
 * The export's choice when the PDF is not stored yet: if the worker is rendering it right now, wait for it (up to
 * ~10 s, polling the row); if the job is still queued, unknown, or Redis is down, render inline at once. Either way
 * the citizen gets the PDF, and the worker later finds it done.
 */
export async function pdfForExport(
  deps: PdfDeps & Pick<CoreDeps, "queues">,
  kind: IssueKind,
  issueId: number,
  opts: { waitMs?: number; jobState?: (jobId: string) => Promise<string> } = {},
): Promise<StoredFileRow> {
  const waitMs = opts.waitMs ?? EXPORT_WAIT_MS;
  const existing = await loadIssue(deps.db, kind, issueId);
  if (existing?.pdfFile) return existing.pdfFile;
  const jobId = known(RENDER_CERTIFICATE_JOB.jobId, "el jobId de render-certificate")({ kind, issueId });
  const jobState = opts.jobState ?? ((id: string) => RENDER_CERTIFICATE_JOB.queueIn(deps.queues).getJobState(id));
  const state = await Promise.race([jobState(jobId).catch(() => "unknown"), new Promise<string>((resolve) => setTimeout(() => resolve("unknown"), 500))]);
  if (state === "active") {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 150));
      const issue = await loadIssue(deps.db, kind, issueId);
      if (issue?.pdfFile) return issue.pdfFile;
    }
  }
  const file = await ensureIssuePdf(deps, kind, issueId);
  if (!file) throw new Error(`Emisión ${kind} ${issueId} inexistente`);
  return file;
}
