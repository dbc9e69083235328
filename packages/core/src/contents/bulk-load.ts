import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { present } from "@portal/schemas/common/present";
import { BULKLOAD_IMPORT_KIND, BULKLOAD_MESSAGES, type TBulkLoadStartInput, ZBulkLoadStart } from "@portal/schemas/contents/bulk-load.schema";
import { MASS_UPLOAD_MESSAGES } from "@portal/schemas/contents/mass-upload.schema";
import { IMPORT_MESSAGES, type TImportJobView } from "@portal/schemas/imports/import.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { isFileOwner } from "../files/file-owner.ts";
import { BULKLOAD_CONTENT_TYPE, isContentImportKind } from "../imports/plans/contents.ts";
import { importJobView, queueImport } from "../imports/start-import.ts";

/** Excel workbooks only (the upload already checked the bytes match the extension). */
const EXCEL_EXTENSIONS = ["xlsx", "xls"];

/**
 * POST contents/bulkload?type&tagID: checks the section and the uploaded spreadsheet, then queues the import; the
 * worker parses it (0–100 %) and creates every content in one transaction, or none when any row is wrong.
 */
export async function startContentBulkLoad(
  deps: Pick<CoreDeps, "db" | "queues" | "log">,
  raw: TBulkLoadStartInput,
  actor: TSessionUser,
): Promise<TImportJobView> {
  const input = ZBulkLoadStart.parse(raw);
  const tag = await deps.db.tag.findUnique({ where: { tagID: present(input.tagID, "tagID") }, select: { tagID: true, validContentTypes: true } });
  if (!tag) throw AppError.field("tagID", BULKLOAD_MESSAGES.sectionNotFound);
  const contentType = BULKLOAD_CONTENT_TYPE[input.type];
  if (tag.validContentTypes.length > 0 && !tag.validContentTypes.includes(contentType)) throw AppError.field("tagID", BULKLOAD_MESSAGES.sectionType);
  const file = await deps.db.storedFile.findUnique({ where: { fileID: input.fileID } });
  if (!file || file.quarantinedAt || !isFileOwner(file, { userId: actor.id, uploadSessionHash: null }))
    throw AppError.field("fileID", IMPORT_MESSAGES.fileRequired);
  if (file.purpose !== "spreadsheet" || !EXCEL_EXTENSIONS.includes(file.extension)) throw AppError.field("file", MASS_UPLOAD_MESSAGES.excelOnly);
  return queueImport(deps, { kind: BULKLOAD_IMPORT_KIND[input.type], fileID: file.fileID, params: { tagID: tag.tagID } }, actor);
}

/** The progress of a bulk load (content administrators see only content imports, not the registries'). */
export async function getContentBulkLoad(deps: Pick<CoreDeps, "db">, id: string): Promise<TImportJobView> {
  const job = await deps.db.importJob.findUnique({ where: { id } });
  if (!job || !isContentImportKind(job.kind)) throw new AppError("NOT_FOUND", IMPORT_MESSAGES.notFound);
  return importJobView(job);
}
