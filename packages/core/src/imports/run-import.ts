import type { Db, Prisma } from "@portal/db/client";
import { IMPORT_LIST_SEPARATOR, REGISTRY_IMPORT_COLUMNS } from "@portal/schemas/certificates/registry-import.schema";
import { IMPORT_MAX_REPORTED_ERRORS, IMPORT_MESSAGES, looksLikeFormula, normalizeHeader, type TImportColumn, type TImportKind, type TImportRowError } from "@portal/schemas/imports/import.schema";
import { ZPropertyRecord, ZResidentRecord, ZStaffRecordRecord, type TPropertyRecord, type TResidentRecord, type TStaffRecordRecord } from "@portal/schemas/certificates/registry.schema";
import { DOCUMENT_MESSAGES, normalizeDocumentValue } from "@portal/schemas/documents/document-request.schema";
import { formatMessage as fmt } from "@portal/schemas/files/upload.schema";
import { z } from "zod";
import type { FileStorage } from "../files/storage.ts";
import type { Logger } from "../logger.ts";
import { contentImportPlan, isContentImportKind, type TContentImportKind } from "../contents/bulk-load-plans.ts";
import { amountText, dateText, identificationText } from "./cell-values.ts";
import { ImportFatalError, parseSpreadsheet, type ParsedSheet, type SheetCell } from "./parse-spreadsheet.ts";

export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  log: Logger;
}

type Tx = Prisma.TransactionClient;
export interface Plan<T> {
  columns: readonly TImportColumn[];
  /** A sheet without a header row: the columns are read by position, and a cell past the last one refuses the file. */
  headerless?: boolean;
  /** Builds the record of one row (field → value), then the schema checks it. */
  toRecord(get: (field: string) => SheetCell): Record<string, unknown> | { error: string };
  schema: z.ZodType<T>;
  /** The record's identity inside the file, to refuse a repeated one. null = repeats allowed. */
  key(record: T): string | null;
  apply(tx: Tx, records: T[], ctx: { importJobId: string; params: ImportParams; createdById: number | null }): Promise<void>;
}
export interface ImportParams {
  subDocumentTypeID?: number | null;
  mode?: "replace" | "append";
  /** contents bulk load: the section the contents go to. */
  tagID?: number | null;
}

const CHUNK = 1_000;
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const text = (cell: SheetCell) => cell.text;

const propertiesPlan: Plan<TPropertyRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.properties,
  toRecord(get) {
    const ids = get("ownerIdentifications").text.split(IMPORT_LIST_SEPARATOR).map((s) => s.replace(/[.\s]/g, "")).filter(Boolean);
    const names = get("ownerNames").text.split(IMPORT_LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);
    if (ids.length !== names.length) return { error: IMPORT_MESSAGES.ownersMismatch };
    if (ids.length === 1 && get("ownerIdentifications").number !== null) ids[0] = identificationText(get("ownerIdentifications"));
    return {
      cadastralKey: text(get("cadastralKey")), address: text(get("address")), stratum: text(get("stratum")) || null,
      landUse: text(get("landUse")), zone: text(get("zone")), taxPaidUntil: dateText(get("taxPaidUntil")),
      amountOwed: amountText(get("amountOwed")) || 0, owners: ids.map((identification, i) => ({ identification, name: names[i] })),
    };
  },
  schema: ZPropertyRecord,
  key: (r) => r.cadastralKey,
  async apply(tx, records) {
    for (const part of chunks(records)) {
      const saved = await tx.$queryRawUnsafe<{ id: number; cadastralKey: string }[]>(
        `INSERT INTO "Property" ("cadastralKey", "address", "stratum", "landUse", "zone", "taxPaidUntil", "amountOwed", "updatedAt")
         SELECT k, a, s::int, l, z, t::date, o::numeric, now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(k, a, s, l, z, t, o)
         ON CONFLICT ("cadastralKey") DO UPDATE SET "address" = EXCLUDED."address", "stratum" = EXCLUDED."stratum", "landUse" = EXCLUDED."landUse",
           "zone" = EXCLUDED."zone", "taxPaidUntil" = EXCLUDED."taxPaidUntil", "amountOwed" = EXCLUDED."amountOwed", "updatedAt" = now()
         RETURNING "id", "cadastralKey"`,
        part.map((r) => r.cadastralKey), part.map((r) => r.address), part.map((r) => (r.stratum === null ? null : String(r.stratum))),
        part.map((r) => r.landUse), part.map((r) => r.zone), part.map((r) => r.taxPaidUntil), part.map((r) => String(r.amountOwed)),
      );
      const idByKey = new Map(saved.map((s) => [s.cadastralKey, s.id]));
      // The file's owners replace the registered ones of each property in it.
      await tx.propertyOwner.deleteMany({ where: { propertyId: { in: saved.map((s) => s.id) } } });
      const owners = part.flatMap((r) => r.owners.map((o) => ({ propertyId: idByKey.get(r.cadastralKey)!, identification: o.identification, name: o.name })));
      if (owners.length) {
        await tx.$executeRawUnsafe(
          `INSERT INTO "PropertyOwner" ("propertyId", "identification", "name") SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
          owners.map((o) => o.propertyId), owners.map((o) => o.identification), owners.map((o) => o.name),
        );
      }
    }
  },
};

const residentsPlan: Plan<TResidentRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.residents,
  toRecord: (get) => ({
    identification: identificationText(get("identification")), names: text(get("names")), address: text(get("address")),
    neighborhood: text(get("neighborhood")), since: dateText(get("since")), email: text(get("email")),
  }),
  schema: ZResidentRecord,
  key: (r) => r.identification,
  async apply(tx, records) {
    for (const part of chunks(records)) {
      await tx.$executeRawUnsafe(
        `INSERT INTO "Resident" ("identification", "names", "address", "neighborhood", "since", "email", "updatedAt")
         SELECT i, n, a, b, s::date, e, now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(i, n, a, b, s, e)
         ON CONFLICT ("identification") DO UPDATE SET "names" = EXCLUDED."names", "address" = EXCLUDED."address",
           "neighborhood" = EXCLUDED."neighborhood", "since" = EXCLUDED."since", "email" = EXCLUDED."email", "updatedAt" = now()`,
        part.map((r) => r.identification), part.map((r) => r.names), part.map((r) => r.address), part.map((r) => r.neighborhood), part.map((r) => r.since),
        part.map((r) => r.email),
      );
    }
  },
};

const staffPlan: Plan<TStaffRecordRecord> = {
  columns: REGISTRY_IMPORT_COLUMNS.staff,
  toRecord: (get) => ({
    identification: identificationText(get("identification")), name: text(get("name")), position: text(get("position")),
    startDate: dateText(get("startDate")), endDate: dateText(get("endDate")), dependency: text(get("dependency")),
    salary: amountText(get("salary")) || null, email: text(get("email")),
  }),
  schema: ZStaffRecordRecord,
  key: (r) => `${r.identification}|${r.startDate}|${r.position}`,
  async apply(tx, records) {
    // The periods in the file replace every registered period of the people in it.
    const people = [...new Set(records.map((r) => r.identification))];
    for (const part of chunks(people)) await tx.staffRecord.deleteMany({ where: { identification: { in: part } } });
    for (const part of chunks(records)) {
      await tx.staffRecord.createMany({
        data: part.map((r) => ({
          identification: r.identification, name: r.name, position: r.position, startDate: new Date(`${r.startDate}T00:00:00Z`),
          endDate: r.endDate ? new Date(`${r.endDate}T00:00:00Z`) : null, dependency: r.dependency, salary: r.salary, email: r.email,
        })),
      });
    }
  },
};

interface DocumentRecord {
  searchValue: string;
  values: Record<string, string>;
}

async function documentPlan(db: Db, subDocumentTypeID: number): Promise<Plan<DocumentRecord>> {
  const type = await db.subDocumentType.findUnique({ where: { subDocumentTypeID }, include: { variables: { orderBy: [{ displayOrder: "asc" }, { documentVariableID: "asc" }] } } });
  if (!type) throw new ImportFatalError(IMPORT_MESSAGES.subDocumentTypeRequired);
  const search = type.variables.find((v) => v.isSearchKey);
  if (!search) throw new ImportFatalError(IMPORT_MESSAGES.searchKeyMissing);
  const columns: TImportColumn[] = type.variables.map((v) => ({ field: v.name, header: v.name, aliases: [normalizeHeader(v.label)], required: v.isSearchKey }));
  const schema = z.object({
    searchValue: z.string().min(1, { error: `${search.name}: ${DOCUMENT_MESSAGES.valueRequired}` }).max(100, { error: `${search.name}: Debes ingresar máximo 100 caracteres` }),
    values: z.record(z.string(), z.string().max(2_000, { error: "Cada valor puede tener máximo 2.000 caracteres" })),
  });
  return {
    columns,
    toRecord(get) {
      const values = Object.fromEntries(type.variables.map((v) => [v.name, get(v.name).text]));
      return { searchValue: normalizeDocumentValue(values[search.name] ?? ""), values };
    },
    schema,
    key: () => null,
    async apply(tx, records, ctx) {
      if (ctx.params.mode !== "append") await tx.documentDataRow.deleteMany({ where: { subDocumentTypeID } });
      for (const part of chunks(records)) {
        await tx.documentDataRow.createMany({ data: part.map((r) => ({ subDocumentTypeID, searchValue: r.searchValue, values: r.values, importJobID: ctx.importJobId })) });
      }
    },
  };
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
    else if (column.required) throw new ImportFatalError(fmt(IMPORT_MESSAGES.missingColumn, column.header));
  }
  return index;
}

const EMPTY: SheetCell = { text: "", number: null };

/** Checks every row; returns the valid records or the row errors (a row's first problem, with its row number). */
async function checkRows<T>(sheet: ParsedSheet, plan: Plan<T>, onProgress: (done: number) => Promise<void>) {
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
  for (let i = 0; i < sheet.rows.length; i++) {
    const { row, cells } = sheet.rows[i]!;
    if (i > 0 && i % 2_000 === 0) await onProgress(i);
    const get = (field: string) => {
      const at = index.get(field);
      return at === undefined ? EMPTY : (cells[at] ?? EMPTY);
    };
    const formulaField = [...index.entries()].find(([, at]) => looksLikeFormula(cells[at]?.text ?? ""));
    if (formulaField) {
      fail(row, fmt(IMPORT_MESSAGES.formula, headerOf.get(formulaField[0]) ?? formulaField[0]));
      continue;
    }
    const built = plan.toRecord(get);
    if ("error" in built && typeof built.error === "string") {
      fail(row, built.error);
      continue;
    }
    const parsed = plan.schema.safeParse(built);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? "");
      const header = field === "owners" ? "propietarios" : headerOf.get(field);
      fail(row, header ? fmt(IMPORT_MESSAGES.cell, header, issue.message) : issue.message);
      continue;
    }
    const key = plan.key(parsed.data);
    if (key !== null) {
      const first = seen.get(key);
      if (first !== undefined) {
        fail(row, fmt(IMPORT_MESSAGES.duplicate, first));
        continue;
      }
      seen.set(key, row);
    }
    records.push(parsed.data);
  }
  return { records, errors, errorCount };
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
      status: "FAILED", progress: 100, errors: errors as unknown as Prisma.InputJsonValue, processedRows, finishedAt: new Date(),
      params: { ...params, errorCount } as Prisma.InputJsonValue,
    });
    return { status: "FAILED" as const, rows: 0, errors: errorCount };
  };
  try {
    await setProgress(deps.db, importJobId, { status: "RUNNING", progress: 1, startedAt: new Date(), errors: [], processedRows: 0 });
    if (!job.file) throw new ImportFatalError(IMPORT_MESSAGES.fileRequired);
    const kind = job.kind as TImportKind | TContentImportKind;
    const contentPlan = isContentImportKind(kind) ? contentImportPlan(kind) : null;
    const sheet = parseSpreadsheet(await deps.storage.get(job.file.storageKey), job.file.extension, contentPlan ? { headerlessColumns: contentPlan.columns.length } : {});
    const total = sheet.rows.length;
    await setProgress(deps.db, importJobId, { progress: 10, totalRows: total });
    const plan: Plan<unknown> =
      contentPlan ? contentPlan
      : kind === "properties" ? (propertiesPlan as Plan<unknown>)
      : kind === "residents" ? (residentsPlan as Plan<unknown>)
      : kind === "staff" ? (staffPlan as Plan<unknown>)
      : ((await documentPlan(deps.db, Number(params.subDocumentTypeID))) as Plan<unknown>);
    const checked = await checkRows(sheet, plan, (done) => setProgress(deps.db, importJobId, { progress: 10 + Math.floor((70 * done) / total), processedRows: done }));
    if (checked.errorCount > 0) {
      const summary = { row: 0, message: fmt(IMPORT_MESSAGES.rowsWithErrors, checked.errorCount.toLocaleString("es-CO")) };
      log.info({ errors: checked.errorCount }, "importación rechazada por filas con errores");
      return await failWith([summary, ...checked.errors], checked.errorCount);
    }
    await setProgress(deps.db, importJobId, { progress: 80, processedRows: total });
    const checkedAt = Date.now();
    await deps.db.$transaction((tx) => plan.apply(tx, checked.records, { importJobId, params, createdById: job.createdById }), { timeout: 300_000, maxWait: 30_000 });
    await setProgress(deps.db, importJobId, { status: "DONE", progress: 100, processedRows: checked.records.length, finishedAt: new Date(), params: { ...params, errorCount: 0 } as Prisma.InputJsonValue });
    log.info({ rows: checked.records.length, applyMs: Date.now() - checkedAt }, "importación aplicada");
    return { status: "DONE", rows: checked.records.length, errors: 0 };
  } catch (error) {
    if (error instanceof ImportFatalError) return failWith([{ row: 0, message: error.message }], 1);
    log.error({ err: error }, "importación fallida");
    return failWith([{ row: 0, message: IMPORT_MESSAGES.failed }], 1);
  }
}
