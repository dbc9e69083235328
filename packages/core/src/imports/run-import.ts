import type { Db, Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  IMPORT_MAX_REPORTED_ERRORS,
  IMPORT_MESSAGES,
  looksLikeFormula,
  normalizeHeader,
  type TImportColumn,
  type TImportKind,
  type TImportRowError,
} from "@portal/schemas/imports/import.schema";
import { known } from "../common/known.ts";
import type { FileStorage } from "../files/storage.ts";
import type { Logger } from "../logger.ts";
import { ImportFatalError, type ParsedSheet, parseSpreadsheet, type SheetCell } from "./parse-spreadsheet.ts";
import type { ImportParams, Plan } from "./plan.ts";
import { contentImportPlan, isContentImportKind, type TContentImportKind } from "./plans/contents.ts";
import { documentPlan } from "./plans/document-data.ts";
import { propertiesPlan, residentsPlan, staffPlan } from "./plans/registries.ts";

export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  log: Logger;
}

/** Maps the sheet's header row onto the plan's fields; a missing required column refuses the file. */
function columnIndex(headers: string[], columns: readonly TImportColumn[], headerless = false): Map<string, number> {
  if (headerless) return new Map(columns.map((column, at) => [column.field, at]));
  const normalized = headers.map(normalizeHeader);
  const index = new Map<string, number>();
  for (const column of columns) {
    const names = [column.header, ...column.aliases].map(normalizeHeader);
    const at = normalized.findIndex((h) => names.includes(h));
    if (at >= 0) index.set(column.field, at);
    else if (column.required) throw new ImportFatalError(fillMessage(IMPORT_MESSAGES.missingColumn, [column.header]));
  }
  return index;
}

const EMPTY: SheetCell = { text: "", number: null };

/**
 * Checks every row; returns the valid records or the row errors (a row's first problem, with its row number).
 * `at.row` names the row being checked while it is, for the log line of an unexpected error.
 */
async function checkRows<T>(sheet: ParsedSheet, plan: Plan<T>, onProgress: (done: number) => Promise<void>, at: { row: number | null }) {
  const index = columnIndex(sheet.headers, plan.columns, plan.headerless);
  const headerOf = new Map(plan.columns.map((c) => [c.field, c.header]));
  const records: T[] = [];
  const errors: TImportRowError[] = [];
  let errorCount = 0;
  const seen = new Map<string, number>();
  const fail = (row: number, message: string) => {
    errorCount++;
    if (errors.length < IMPORT_MAX_REPORTED_ERRORS) errors.push({ row, message });
  };
  for (const [i, { row, cells }] of sheet.rows.entries()) {
    at.row = row;
    if (i > 0 && i % 2_000 === 0) await onProgress(i);
    const get = (field: string) => {
      const at = index.get(field);
      return at === undefined ? EMPTY : (cells[at] ?? EMPTY);
    };
    const formulaField = [...index.entries()].find(([, at]) => looksLikeFormula(cells[at]?.text ?? ""));
    if (formulaField) {
      fail(row, fillMessage(IMPORT_MESSAGES.formula, [headerOf.get(formulaField[0]) ?? formulaField[0]]));
      continue;
    }
    const built = plan.toRecord(get);
    if ("error" in built && typeof built.error === "string") {
      fail(row, built.error);
      continue;
    }
    const parsed = plan.schema.safeParse(built);
    if (!parsed.success) {
      const issue = known(parsed.error.issues[0], "el primer problema de un rechazo de zod");
      const field = String(issue.path[0] ?? "");
      const header = field === "owners" ? "propietarios" : headerOf.get(field);
      fail(row, header ? fillMessage(IMPORT_MESSAGES.cell, [header, issue.message]) : issue.message);
      continue;
    }
    const key = plan.key(parsed.data);
    if (key !== null) {
      const first = seen.get(key);
      if (first !== undefined) {
        fail(row, fillMessage(IMPORT_MESSAGES.duplicate, [first]));
        continue;
      }
      seen.set(key, row);
    }
    records.push(parsed.data);
  }
  at.row = null;
  return { records, errors, errorCount };
}

/** The texts a spreadsheet's rows hold (cells as read, records as built from them): what a log line must not carry. */
function rowValues(sheet: ParsedSheet | null, records: readonly unknown[]): Set<string> {
  const values = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") {
      const text = String(value).trim();
      if (text.length >= 3) values.add(text);
    } else if (Array.isArray(value)) for (const item of value) add(item);
    else if (value instanceof Date) add(value.toISOString().slice(0, 10));
    else if (value && typeof value === "object") for (const item of Object.values(value)) add(item);
  };
  for (const { cells } of sheet?.rows ?? []) for (const cell of cells) add(cell.text);
  add(records);
  return values;
}

const MAX_LOGGED_MESSAGE = 300;

/**
 * What an operator needs of an unexpected import error, and nothing of the citizens' rows it may quote (a database
 * error's detail "Key (identification)=(…)", an ORM error dumping its arguments, fields the error carries): the error's
 * name and code, and the last line of its message with the rows' values, quoted texts (but names) and long numbers
 * replaced.
 * E-mail mailboxes are masked by the logger itself (redactMailboxes).
 */
function importErrorSummary(error: unknown, values: Set<string>): { name: string; code?: string; message: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const rawCode = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  const code = typeof rawCode === "string" && /^[A-Za-z0-9_.-]{1,40}$/.test(rawCode) ? rawCode : undefined;
  // The last line: Prisma's messages name the call first, then dump its arguments, and end with the reason.
  let message = (error instanceof Error ? error.message : String(error)).split("\n").findLast((line) => line.trim()) ?? "";
  message = message.slice(0, 2_000);
  // Longest first, so a value containing another is replaced whole.
  for (const value of [...values].filter((v) => message.includes(v)).sort((a, b) => b.length - a.length)) message = message.replaceAll(value, "[valor]");
  message = message
    .replace(/=\([^)]*\)/g, "=([valor])")
    // A quoted name (a constraint, a table) stays; any other quoted text may be a cell's.
    .replace(/"[^"]*"|'[^']*'/g, (quoted) => (/^["'][A-Za-z_][A-Za-z0-9_]*["']$/.test(quoted) ? quoted : '"[valor]"'))
    .replace(/\d[\d.,-]{4,}\d/g, "[número]");
  return { name, ...(code ? { code } : {}), message: message.length > MAX_LOGGED_MESSAGE ? `${message.slice(0, MAX_LOGGED_MESSAGE - 1)}…` : message };
}

async function setProgress(db: Db, id: string, data: Prisma.ImportJobUpdateInput) {
  await db.importJob.update({ where: { id }, data });
}

/**
 * Runs one import (the worker's job): parse (0–10 %), check every row (10–80 %), then either refuse the file with
 * every row error, or apply all the records in one transaction (80–100 %). All or nothing: a file with any bad row,
 * or a fatal problem (not a spreadsheet, too many rows, a missing column), changes no registry row.
 */
export async function runImport(deps: ImportDeps, importJobId: string): Promise<{ status: "DONE" | "FAILED"; rows: number; errors: number } | null> {
  const job = await deps.db.importJob.findUnique({ where: { id: importJobId }, include: { file: true } });
  if (!job || job.status === "DONE" || job.status === "FAILED") return null;
  const log = deps.log.child({ importJobId, kind: job.kind });
  const params = (job.params ?? {}) as ImportParams;
  const failWith = async (errors: TImportRowError[], errorCount: number, processedRows = 0) => {
    await setProgress(deps.db, importJobId, {
      status: "FAILED",
      progress: 100,
      errors,
      processedRows,
      finishedAt: new Date(),
      params: { ...params, errorCount },
    });
    return { status: "FAILED" as const, rows: 0, errors: errorCount };
  };
  // Kept for the log line of an unexpected error: the row being checked, and the values it must not quote.
  const at: { row: number | null } = { row: null };
  let sheet: ParsedSheet | null = null;
  let records: readonly unknown[] = [];
  try {
    await setProgress(deps.db, importJobId, { status: "RUNNING", progress: 1, startedAt: new Date(), errors: [], processedRows: 0 });
    if (!job.file) throw new ImportFatalError(IMPORT_MESSAGES.fileRequired);
    const kind = job.kind as TImportKind | TContentImportKind;
    const contentPlan = isContentImportKind(kind) ? contentImportPlan(kind) : null;
    sheet = parseSpreadsheet(
      await deps.storage.get(job.file.storageKey),
      job.file.extension,
      contentPlan ? { headerlessColumns: contentPlan.columns.length } : {},
    );
    const total = sheet.rows.length;
    await setProgress(deps.db, importJobId, { progress: 10, totalRows: total });
    const plan: Plan<unknown> = contentPlan
      ? contentPlan
      : kind === "properties"
        ? propertiesPlan
        : kind === "residents"
          ? residentsPlan
          : kind === "staff"
            ? staffPlan
            : await documentPlan(deps.db, Number(params.subDocumentTypeID));
    const checked = await checkRows(
      sheet,
      plan,
      (done) => setProgress(deps.db, importJobId, { progress: 10 + Math.floor((70 * done) / total), processedRows: done }),
      at,
    );
    records = checked.records;
    if (checked.errorCount > 0) {
      const summary = { row: 0, message: fillMessage(IMPORT_MESSAGES.rowsWithErrors, [checked.errorCount.toLocaleString("es-CO")]) };
      log.info({ errors: checked.errorCount }, "importación rechazada por filas con errores");
      return await failWith([summary, ...checked.errors], checked.errorCount);
    }
    await setProgress(deps.db, importJobId, { progress: 80, processedRows: total });
    const checkedAt = Date.now();
    await deps.db.$transaction(
      async (tx) => {
        await plan.apply(tx, checked.records, { importJobId, params, createdById: job.createdById });
        // DONE commits with the rows: a worker dying after the commit leaves a job its retry skips, not one it applies
        // again (an appended document-data file would be added twice).
        await tx.importJob.update({
          where: { id: importJobId },
          data: { status: "DONE", progress: 100, processedRows: checked.records.length, finishedAt: new Date(), params: { ...params, errorCount: 0 } },
        });
      },
      { timeout: 300_000, maxWait: 30_000 },
    );
    log.info({ rows: checked.records.length, applyMs: Date.now() - checkedAt }, "importación aplicada");
    return { status: "DONE", rows: checked.records.length, errors: 0 };
  } catch (error) {
    if (error instanceof ImportFatalError) return failWith([{ row: 0, message: error.message }], 1);
    // Never the error whole: it may quote the citizens' rows (names, identification numbers, addresses).
    log.error({ err: importErrorSummary(error, rowValues(sheet, records)), ...(at.row === null ? {} : { row: at.row }) }, "importación fallida");
    return failWith([{ row: 0, message: IMPORT_MESSAGES.failed }], 1);
  }
}
