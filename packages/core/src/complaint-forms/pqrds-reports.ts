import { randomUUID } from "node:crypto";
import type { Prisma } from "@portal/db/client";
import { GENERATE_PQRDS_REPORT_JOB } from "@portal/jobs/complaint-forms/pqrds-report.job";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  PQRDS_REPORT_MESSAGES as M,
  PQRDS_REPORT_KIND_NAMES,
  PQRDS_REPORT_KINDS,
  pqrdsReportFileName,
  type TPqrdsFigures,
  type TPqrdsReportKind,
  type TPqrdsReportView,
  ZPqrdsReportId,
  ZPqrdsReportPublish,
  ZPqrdsReportStart,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { known } from "../common/known.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { reportSealNotice, sealReportPdf } from "../pdf/seal-report.ts";
import { bogotaDay, dateToDay, dayToDate, loadBusinessCalendar, type TDay } from "./business-days.ts";
import { renderPqrdsReportPdf } from "./pqrds-report-pdf.ts";
import { renderPqrdsReportXlsx } from "./pqrds-report-xlsx.ts";
import { computePqrdsFigures } from "./report-figures.ts";

const REPORT_INCLUDE = { createdBy: { select: { name: true } } } as const;
type ReportRow = Prisma.PqrdsReportGetPayload<{ include: typeof REPORT_INCLUDE }>;

const isKind = (kind: string): kind is TPqrdsReportKind => (PQRDS_REPORT_KINDS as readonly string[]).includes(kind);

export function pqrdsReportView(row: ReportRow): TPqrdsReportView {
  const kind: TPqrdsReportKind = isKind(row.kind) ? row.kind : "semester";
  const from = dateToDay(row.periodFrom);
  const to = dateToDay(row.periodTo);
  return {
    id: row.id,
    kind,
    kindName: PQRDS_REPORT_KIND_NAMES[kind],
    from,
    to,
    status: row.status,
    progress: row.progress,
    message: row.status === "FAILED" ? (row.error ?? M.failed) : null,
    figures: (row.figures as TPqrdsFigures | null) ?? null,
    pdfFileID: row.pdfFileID,
    xlsxFileID: row.xlsxFileID,
    pdfName: pqrdsReportFileName(kind, from, to, "pdf"),
    xlsxName: pqrdsReportFileName(kind, from, to, "xlsx"),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scheduled: row.scheduleKey !== null,
    createdBy: row.createdBy?.name ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Queues a report's generation; a queue that cannot take it fails the row and answers 503 (nothing half-started). */
async function queueReport(deps: Pick<CoreDeps, "db" | "queues" | "log" | "requestId">, id: string) {
  try {
    await GENERATE_PQRDS_REPORT_JOB.enqueue(deps.queues, { reportId: id }, { requestId: deps.requestId });
  } catch (error) {
    deps.log.warn({ err: error, reportId: id }, "no se pudo encolar el informe de PQRDS");
    await deps.db.pqrdsReport.update({ where: { id }, data: { status: "FAILED", progress: 100, error: M.queueUnavailable, finishedAt: new Date() } });
    throw new AppError("SERVICE_UNAVAILABLE", M.queueUnavailable, undefined, { retryAfterSeconds: 60 });
  }
}

/** POST complaintforms/reports (PQRs): the row first, then the worker's job; progress is read with getPqrdsReport. */
export async function startPqrdsReport(
  deps: Pick<CoreDeps, "db" | "queues" | "log" | "requestId">,
  raw: z.input<typeof ZPqrdsReportStart>,
  actor: Pick<TSessionUser, "id">,
): Promise<TPqrdsReportView> {
  const input = ZPqrdsReportStart.parse(raw);
  const row = await deps.db.pqrdsReport.create({
    data: { kind: input.kind, periodFrom: dayToDate(input.from), periodTo: dayToDate(input.to), createdById: actor.id },
    include: REPORT_INCLUDE,
  });
  await recordAudit(deps, {
    userId: actor.id,
    action: "pqrdsReport.start",
    entityType: "PqrdsReport",
    entityId: row.id,
    details: { kind: input.kind, from: input.from, to: input.to },
  });
  await queueReport(deps, row.id);
  return pqrdsReportView(row);
}

export async function getPqrdsReport(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZPqrdsReportId>): Promise<TPqrdsReportView> {
  const { id } = ZPqrdsReportId.parse(raw);
  const row = await deps.db.pqrdsReport.findUnique({ where: { id }, include: REPORT_INCLUDE });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return pqrdsReportView(row);
}

/** The latest reports for the staff tab (figures left out: the list stays light). */
export async function listPqrdsReports(deps: Pick<CoreDeps, "db">): Promise<TPqrdsReportView[]> {
  const rows = await deps.db.pqrdsReport.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: 50, include: REPORT_INCLUDE });
  return rows.map((row) => ({ ...pqrdsReportView(row), figures: null }));
}

/** The reports published under /transparencia (item "Informe de PQRDS"), newest period first, with their figures. */
export async function listPublishedPqrdsReports(deps: Pick<CoreDeps, "db">): Promise<TPqrdsReportView[]> {
  const rows = await deps.db.pqrdsReport.findMany({
    where: { publishedAt: { not: null }, status: "DONE" },
    orderBy: [{ periodTo: "desc" }, { kind: "asc" }, { createdAt: "desc" }],
    take: 40,
    include: REPORT_INCLUDE,
  });
  return rows.map((row) => ({ ...pqrdsReportView(row), createdBy: null }));
}

/** PUT complaintforms/reports/:id/publish (PQRs): publishes a finished report (its files become public) or withdraws it. */
export async function publishPqrdsReport(
  deps: Pick<CoreDeps, "db">,
  raw: z.input<typeof ZPqrdsReportPublish>,
  actor: Pick<TSessionUser, "id">,
): Promise<TPqrdsReportView> {
  const input = ZPqrdsReportPublish.parse(raw);
  const row = await deps.db.pqrdsReport.findUnique({ where: { id: input.id } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  if (row.status !== "DONE" || !row.pdfFileID || !row.xlsxFileID) throw new AppError("CONFLICT", M.notReady);
  const updated = await setPublished(deps, row.id, [row.pdfFileID, row.xlsxFileID], input.published);
  await recordAudit(deps, {
    userId: actor.id,
    action: input.published ? "pqrdsReport.publish" : "pqrdsReport.unpublish",
    entityType: "PqrdsReport",
    entityId: row.id,
  });
  return pqrdsReportView(updated);
}

async function setPublished(deps: Pick<CoreDeps, "db">, id: string, fileIDs: string[], published: boolean) {
  return deps.db.$transaction(async (tx) => {
    await tx.storedFile.updateMany({ where: { fileID: { in: fileIDs } }, data: { isPublic: published } });
    return tx.pqrdsReport.update({ where: { id }, data: { publishedAt: published ? new Date() : null }, include: REPORT_INCLUDE });
  });
}

/** Stores a report file's bytes; its StoredFile row is written with the report's DONE (`data`), or never. */
async function storeReportFile(
  deps: Pick<CoreDeps, "storage">,
  report: { id: string; kind: TPqrdsReportKind; from: TDay; to: TDay },
  extension: "pdf" | "xlsx",
  bytes: Buffer,
) {
  const mimeType = extension === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  const storageKey = `pqrds-reports/${report.from.slice(0, 4)}/${report.id}-${randomUUID().slice(0, 8)}.${extension}`;
  await deps.storage.put(storageKey, bytes, mimeType);
  // Private until published (PQRs staff read it through FILE_READ_PERMISSIONS); attached from birth, never purged.
  return {
    storageKey,
    data: {
      name: pqrdsReportFileName(report.kind, report.from, report.to, extension),
      storageKey,
      mimeType,
      extension,
      size: bytes.length,
      isImage: false,
      isPublic: false,
      purpose: "pqrds-report",
      attachedAt: new Date(),
    },
  } satisfies { storageKey: string; data: Prisma.StoredFileUncheckedCreateInput };
}

export type TGenerateDeps = Pick<CoreDeps, "db" | "storage" | "settings" | "log" | "env">;

/**
 * The worker's part: computes the figures (progress 5–80 % while reading), renders the PDF and the .xlsx, stores them
 * and marks the row DONE. A report already DONE is left as it is (a re-delivered job changes nothing), also when
 * another run finished it while this one worked: that run's files stay, this one's are removed.
 */
export async function generatePqrdsReport(deps: TGenerateDeps, id: string, opts: { finalAttempt?: boolean } = {}): Promise<TPqrdsReportView | null> {
  const row = await deps.db.pqrdsReport.findUnique({ where: { id } });
  if (!row) return null;
  if (row.status === "DONE") return getPqrdsReport(deps, { id });
  const kind: TPqrdsReportKind = isKind(row.kind) ? row.kind : "semester";
  const period = { from: dateToDay(row.periodFrom), to: dateToDay(row.periodTo) };
  // Never over a DONE row: a run that read the row just before another finished it must not show it as running again.
  const notDone = { id, status: { not: "DONE" as const } };
  const started = await deps.db.pqrdsReport.updateMany({ where: notDone, data: { status: "RUNNING", progress: 5, startedAt: new Date(), error: null } });
  if (started.count === 0) return getPqrdsReport(deps, { id });
  try {
    const calendar = await loadBusinessCalendar(deps.db);
    const figures = await computePqrdsFigures(deps.db, kind, period, calendar, async (done) => {
      await deps.db.pqrdsReport.updateMany({ where: notDone, data: { progress: 5 + Math.floor(done * 75) } });
    });
    await deps.db.pqrdsReport.updateMany({ where: notDone, data: { progress: 85 } });
    const entity = await deps.settings.get("entity");
    const rendered = await renderPqrdsReportPdf({ entityName: entity.name, figures, sealNotice: reportSealNotice(deps, entity.name) });
    const pdf = await sealReportPdf(deps, rendered, { reason: PQRDS_REPORT_KIND_NAMES[kind], entityName: entity.name });
    const xlsx = renderPqrdsReportXlsx({ entityName: entity.name, figures });
    // The files' rows are written with DONE, in one transaction: a run that fails after storing one of them (the other
    // could not be stored, the database blinked) leaves no file row behind, and its retry makes one PDF and one .xlsx.
    const stored: string[] = [];
    try {
      const pdfFile = await storeReportFile(deps, { id, kind, ...period }, "pdf", pdf);
      stored.push(pdfFile.storageKey);
      const xlsxFile = await storeReportFile(deps, { id, kind, ...period }, "xlsx", xlsx);
      stored.push(xlsxFile.storageKey);
      const written = await deps.db.$transaction(async (tx) => {
        // Checked and written under one lock per report: two runs at once (the semester job run twice, a stalled job
        // handed to a second worker while the first still runs) would otherwise both find the report unfinished and
        // both write their files' rows, the first run's left attached to nothing and never purged.
        await lockInTransaction(tx, "pqrds-report", id);
        const current = await tx.pqrdsReport.findUnique({ where: { id }, select: { status: true } });
        if (!current || current.status === "DONE") return false;
        const pdfRow = await tx.storedFile.create({ data: pdfFile.data, select: { fileID: true } });
        const xlsxRow = await tx.storedFile.create({ data: xlsxFile.data, select: { fileID: true } });
        await tx.pqrdsReport.update({
          where: { id },
          data: { status: "DONE", progress: 100, figures: figures, pdfFileID: pdfRow.fileID, xlsxFileID: xlsxRow.fileID, finishedAt: new Date() },
        });
        return true;
      });
      if (!written) {
        for (const key of stored) await deps.storage.remove(key).catch(() => undefined);
        deps.log.info({ reportId: id }, "otra ejecución ya terminó el informe de PQRDS; se descartan los archivos de esta");
      }
    } catch (error) {
      for (const key of stored) await deps.storage.remove(key).catch(() => undefined);
      throw error;
    }
    return getPqrdsReport(deps, { id });
  } catch (error) {
    deps.log.error({ err: error, reportId: id }, "falló la generación del informe de PQRDS");
    if (opts.finalAttempt ?? true)
      await deps.db.pqrdsReport.updateMany({ where: notDone, data: { status: "FAILED", progress: 100, error: M.failed, finishedAt: new Date() } });
    throw error;
  }
}

/** How long a staff-started report may stay PENDING or RUNNING without a live job before the hourly sweep steps in. */
const REPORT_ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * The hourly sweep's part for reports (files.purge-unattached), as for imports: a report staff started that is PENDING
 * or RUNNING for over an hour whose job is gone (Redis lost its data) or ended (BullMQ gave up on a job whose worker
 * died mid-run twice, so no attempt marked it) would show "generando" forever. One never started is queued again; one
 * that started is FAILED with M.failed. The semester's own reports (scheduleKey) run inside the semester job: left alone.
 */
export async function sweepAbandonedReports(deps: Pick<CoreDeps, "db" | "queues">, now = new Date()): Promise<{ requeued: number; failed: number }> {
  const result = { requeued: 0, failed: 0 };
  if (!deps.queues.get(GENERATE_PQRDS_REPORT_JOB.queue)) return result;
  const queue = GENERATE_PQRDS_REPORT_JOB.queueIn(deps.queues);
  const rows = await deps.db.pqrdsReport.findMany({
    where: { status: { in: ["PENDING", "RUNNING"] }, scheduleKey: null, createdAt: { lt: new Date(now.getTime() - REPORT_ABANDONED_AFTER_MS) } },
    select: { id: true, status: true },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  for (const row of rows) {
    const jobId = known(GENERATE_PQRDS_REPORT_JOB.jobId, "el jobId de generate-pqrds-report")({ reportId: row.id });
    const state = await queue.getJobState(jobId);
    if (state !== "unknown" && state !== "completed" && state !== "failed") continue;
    if (row.status === "PENDING" && state === "unknown") {
      await GENERATE_PQRDS_REPORT_JOB.enqueue(deps.queues, { reportId: row.id });
      result.requeued++;
      continue;
    }
    const { count } = await deps.db.pqrdsReport.updateMany({
      where: { id: row.id, status: row.status },
      data: { status: "FAILED", progress: 100, error: M.failed, finishedAt: now },
    });
    result.failed += count;
  }
  return result;
}

/** The semester that ended before the Bogotá day of `asOf`: 1 Jan–30 Jun or 1 Jul–31 Dec. */
export function previousSemester(asOf: Date): { from: TDay; to: TDay } {
  const today = bogotaDay(asOf);
  const year = Number(today.slice(0, 4));
  const firstHalf = today.slice(5) >= "07-01";
  if (firstHalf) return { from: `${year}-01-01`, to: `${year}-06-30` };
  return { from: `${year - 1}-07-01`, to: `${year - 1}-12-31` };
}

/**
 * The scheduled run (1 January and 1 July): both reports of the semester just ended, generated and published once
 * each — a fixed key per report makes a second run (a retry, a worker restart, one at the same time) find the first
 * one's rows, and generatePqrdsReport keeps one set of files per report.
 */
export async function generateSemesterReports(deps: TGenerateDeps, asOf: Date): Promise<TPqrdsReportView[]> {
  const period = previousSemester(asOf);
  const out: TPqrdsReportView[] = [];
  for (const kind of PQRDS_REPORT_KINDS) {
    const scheduleKey = `${kind}:${period.from}:${period.to}`;
    // Under a lock per key: Prisma's upsert reads, then inserts, so of two runs at once on PostgreSQL the later one's
    // insert would fail on the key the other has just written.
    const row = await deps.db.$transaction(async (tx) => {
      await lockInTransaction(tx, "pqrds-semester-report", scheduleKey);
      return tx.pqrdsReport.upsert({
        where: { scheduleKey },
        update: {},
        create: { kind, periodFrom: dayToDate(period.from), periodTo: dayToDate(period.to), scheduleKey },
      });
    });
    const done = (await generatePqrdsReport(deps, row.id)) ?? (await getPqrdsReport(deps, { id: row.id }));
    // Published as soon as generated: the law requires it, and nobody has to remember it.
    const published =
      done.publishedAt || !done.pdfFileID || !done.xlsxFileID
        ? done
        : pqrdsReportView(await setPublished(deps, row.id, [done.pdfFileID, done.xlsxFileID], true));
    out.push(published);
  }
  return out;
}
