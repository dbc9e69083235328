import type { Prisma } from "@portal/db/client";
import { RUN_IMPORT_JOB } from "@portal/jobs/imports/run-import.job";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { present } from "@portal/schemas/common/present";
import { DOCUMENT_ADMIN_MESSAGES } from "@portal/schemas/documents/document-admin.schema";
import { SPREADSHEET_EXTENSIONS } from "@portal/schemas/files/upload.schema";
import { IMPORT_MESSAGES, type TImportJobView, type TImportRowError, type TImportStartInput, ZImportStart } from "@portal/schemas/imports/import.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { isFileOwner, markFilesAttached } from "../files/file-owner.ts";

type ImportJobRow = NonNullable<Awaited<ReturnType<CoreDeps["db"]["importJob"]["findUnique"]>>>;

export function importJobView(job: ImportJobRow): TImportJobView {
  const errors = (Array.isArray(job.errors) ? job.errors : []) as TImportRowError[];
  const errorCount = Number((job.params as { errorCount?: number } | null)?.errorCount ?? errors.filter((e) => e.row > 0).length);
  const message =
    job.status === "DONE"
      ? fillMessage(IMPORT_MESSAGES.done, [job.processedRows.toLocaleString("es-CO")])
      : job.status === "FAILED"
        ? (errors[0]?.message ?? IMPORT_MESSAGES.failed)
        : null;
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: job.progress,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    errorCount,
    errors,
    message,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Starts an import of a spreadsheet uploaded through POST uploadfiles/spreadsheet: the ImportJob row first, then the
 * worker's job. Progress and row errors are read with getImportJob.
 */
export async function startImport(
  deps: Pick<CoreDeps, "db" | "queues" | "log" | "requestId">,
  raw: TImportStartInput,
  actor: TSessionUser,
): Promise<TImportJobView> {
  const input = ZImportStart.parse(raw);
  const file = await deps.db.storedFile.findUnique({ where: { fileID: input.fileID } });
  // Only the importer's own upload (another staff member's spreadsheet is as unknown as a missing one).
  if (!file || file.quarantinedAt || !isFileOwner(file, { userId: actor.id, uploadSessionHash: null }))
    throw AppError.field("fileID", IMPORT_MESSAGES.fileRequired);
  if (file.purpose !== "spreadsheet" || !(SPREADSHEET_EXTENSIONS as readonly string[]).includes(file.extension))
    throw AppError.field("fileID", IMPORT_MESSAGES.wrongFile);
  if (input.kind === "document-data") {
    const type = await deps.db.subDocumentType.findUnique({
      where: { subDocumentTypeID: present(input.subDocumentTypeID, "subDocumentTypeID") },
      include: { variables: { where: { isSearchKey: true } } },
    });
    if (!type) throw new AppError("NOT_FOUND", DOCUMENT_ADMIN_MESSAGES.notFound);
    if (!type.variables.length) throw AppError.field("subDocumentTypeID", IMPORT_MESSAGES.searchKeyMissing);
  }
  const params = input.kind === "document-data" ? { subDocumentTypeID: input.subDocumentTypeID, mode: input.mode } : {};
  return queueImport(deps, { kind: input.kind, fileID: file.fileID, params }, actor);
}

/** The ImportJob row, then the worker's job (every import kind, registries' and contents' bulk load). */
export async function queueImport(
  deps: Pick<CoreDeps, "db" | "queues" | "log" | "requestId">,
  input: { kind: string; fileID: string; params: Record<string, unknown> },
  actor: Pick<TSessionUser, "id">,
): Promise<TImportJobView> {
  const job = await deps.db.importJob.create({
    data: { kind: input.kind, fileID: input.fileID, params: input.params as Prisma.InputJsonValue, createdById: actor.id },
  });
  await markFilesAttached(deps.db, [input.fileID]);
  await recordAudit(deps, {
    userId: actor.id,
    action: "import.start",
    entityType: "ImportJob",
    entityId: job.id,
    details: { kind: input.kind, fileID: input.fileID },
  });
  try {
    await RUN_IMPORT_JOB.enqueue(deps.queues, { importJobId: job.id }, { requestId: deps.requestId });
  } catch (error) {
    deps.log.warn({ err: error, importJobId: job.id }, "no se pudo encolar la importación");
    await deps.db.importJob.update({
      where: { id: job.id },
      data: { status: "FAILED", progress: 100, errors: [{ row: 0, message: IMPORT_MESSAGES.queueUnavailable }], finishedAt: new Date() },
    });
    throw new AppError("SERVICE_UNAVAILABLE", IMPORT_MESSAGES.queueUnavailable);
  }
  return importJobView(job);
}

export async function getImportJob(deps: Pick<CoreDeps, "db">, id: string): Promise<TImportJobView> {
  const job = await deps.db.importJob.findUnique({ where: { id } });
  if (!job) throw new AppError("NOT_FOUND", IMPORT_MESSAGES.notFound);
  return importJobView(job);
}

export async function listImportJobs(deps: Pick<CoreDeps, "db">, kind: string | null) {
  const rows = await deps.db.importJob.findMany({ where: kind ? { kind } : {}, orderBy: { createdAt: "desc" }, take: 50 });
  return rows.map((job) => ({ ...importJobView(job), errors: [] }));
}
