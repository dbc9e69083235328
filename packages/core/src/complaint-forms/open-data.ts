import * as XLSX from "@e965/xlsx";
import { RESPONSE_TYPE_NAMES } from "@portal/schemas/complaint-forms/complaint-catalog";
import {
  ANONYMOUS_APPLICANT,
  OPEN_DATA_LIMITS as L,
  OPEN_DATA_MESSAGES as M,
  OPEN_DATA_COLUMNS,
  OPEN_DATA_DICTIONARY_HEADERS,
  OPEN_DATA_RESERVED,
  OPEN_DATA_TYPE_NAMES,
  type TOpenDataDictionaryRow,
  type TOpenDataQueryInput,
  type TOpenDataRow,
  ZOpenDataQuery,
} from "@portal/schemas/complaint-forms/open-data.schema";
import { COMPLAINT_OUTCOME_NAMES } from "@portal/schemas/complaint-forms/outcome.schema";
import { COMPLAINT_STATUS, complaintStatusName } from "@portal/schemas/complaint-forms/tracking-rules";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { addCalendarDays, type BusinessCalendar, bogotaDay, businessCalendarCache, dateToDay, startOfBogotaDay, type TDay } from "./business-days.ts";

type Deps = Pick<CoreDeps, "db">;
export interface TOpenDataPeriod {
  from: TDay;
  to: TDay;
}

/**
 * The period of a download, in whole months that have ended: filing days (Bogotá) from the first day of `from`'s
 * month to the last day of `to`'s. Days would let anyone subtract two downloads a day apart and read one filing's
 * row, and the running month changes under the reader's eyes: both are what the aggregation keeps from happening.
 * Without dates, the current year up to the last ended month (in January, the whole past year); with `from` only,
 * twelve months from it (or up to the last ended month).
 */
export function openDataPeriod(raw: TOpenDataQueryInput | undefined, now = new Date()): TOpenDataPeriod {
  const parsed = ZOpenDataQuery.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = known(parsed.error.issues[0], "el primer problema de un rechazo de zod");
    throw AppError.field(String(issue.path[0] ?? "from"), issue.message);
  }
  const lastEnded = addCalendarDays(`${bogotaDay(now).slice(0, 7)}-01`, -1);
  const q = parsed.data;
  const to = minDay(lastEnded, q.to ? monthEnd(q.to) : q.from ? monthEnd(`${shiftMonth(q.from.slice(0, 7), 11)}-01`) : lastEnded);
  const from = q.from ? `${q.from.slice(0, 7)}-01` : `${to.slice(0, 4)}-01-01`;
  // (An inverted period was refused by the schema: here `from` is in the running month or later.)
  if (from > to) throw AppError.field("from", M.monthNotEnded);
  return { from, to };
}
/** "2026-11" moved by `n` months. */
function shiftMonth(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}
/** The last day of the month of `day`. */
const monthEnd = (day: TDay): TDay => addCalendarDays(`${shiftMonth(day.slice(0, 7), 1)}-01`, -1);
const minDay = (a: TDay, b: TDay) => (a < b ? a : b);

/** Only what the dataset aggregates is read: no personal field, no free text, no id beyond the keyset cursor. */
const DATASET_SELECT = {
  complaintFormID: true,
  complaintFormTypeID: true,
  responseTypeID: true,
  dependencyId: true,
  complaintFormUserTypeID: true,
  anonymous: true,
  date: true,
  answerableDate: true,
  closingDate: true,
  status: true,
  outcome: true,
  answeredLate: true,
  transferredAt: true,
} as const;

async function catalogs(deps: Deps) {
  const [types, userTypes, dependencies, calendar] = await Promise.all([
    deps.db.complaintFormType.findMany({ select: { id: true, name: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] }),
    deps.db.complaintFormUserType.findMany({ select: { id: true, name: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] }),
    deps.db.dependency.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    businessCalendarCache.get(deps.db),
  ]);
  return { types, userTypes, dependencies, calendar };
}

function periodWhere(period: TOpenDataPeriod) {
  return { date: { gte: startOfBogotaDay(period.from), lt: startOfBogotaDay(addCalendarDays(period.to, 1)) } };
}

/** Business days between two days, once per pair (a year of requests shares a few hundred pairs). */
function daysMemo(calendar: BusinessCalendar) {
  const known = new Map<string, number>();
  return (from: TDay, to: TDay) => {
    const key = `${from}|${to}`;
    let n = known.get(key);
    if (n === undefined) {
      n = calendar.businessDaysBetween(from, to);
      known.set(key, n);
    }
    return n;
  };
}

/** What one request contributes to its cell: its dimensions (the cell's key) and its measures. */
interface TRequestFacts {
  dims: Pick<TOpenDataRow, TDimension>;
  late: boolean;
  transferred: boolean;
  /** Business days to close; null while open. */
  daysToClose: number | null;
  term: number;
}

const DIMENSIONS = ["mes_radicacion", "tipo_solicitud", "tipo_solicitante", "canal_respuesta", "dependencia", "estado", "resultado"] as const;
type TDimension = (typeof DIMENSIONS)[number];

/** Every request of the period in filing order, a batch per database round trip (keyset on the id, never an offset). */
async function* requestFacts(deps: Deps, period: TOpenDataPeriod): AsyncGenerator<TRequestFacts[]> {
  const { types, userTypes, dependencies, calendar } = await catalogs(deps);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const userTypeName = new Map(userTypes.map((t) => [t.id, t.name]));
  const dependencyName = new Map(dependencies.map((d) => [d.id, d.name]));
  const days = daysMemo(calendar);
  let after = 0;
  for (;;) {
    const batch = await deps.db.complaintForm.findMany({
      where: { ...periodWhere(period), complaintFormID: { gt: after } },
      select: DATASET_SELECT,
      orderBy: { complaintFormID: "asc" },
      take: L.batchRows,
    });
    const last = batch.at(-1);
    if (!last) return;
    after = last.complaintFormID;
    yield batch.map((r): TRequestFacts => {
      const filed = bogotaDay(r.date);
      const due = dateToDay(r.answerableDate);
      const closed = r.status === COMPLAINT_STATUS.closed && r.closingDate ? bogotaDay(r.closingDate) : null;
      // Requests closed before outcomes were recorded were answered; their lateness is read from the dates.
      const outcome = r.status === COMPLAINT_STATUS.closed ? (r.outcome ?? "answered") : null;
      return {
        dims: {
          mes_radicacion: filed.slice(0, 7),
          tipo_solicitud: typeName.get(r.complaintFormTypeID) ?? "",
          tipo_solicitante: r.anonymous || r.complaintFormUserTypeID === null ? ANONYMOUS_APPLICANT : (userTypeName.get(r.complaintFormUserTypeID) ?? ""),
          canal_respuesta: RESPONSE_TYPE_NAMES[r.responseTypeID] ?? "",
          dependencia: r.dependencyId === null ? null : (dependencyName.get(r.dependencyId) ?? null),
          estado: complaintStatusName(r.status),
          resultado: outcome === null ? null : COMPLAINT_OUTCOME_NAMES[outcome],
        },
        late: outcome === "answered" && (r.answeredLate || (r.outcome === null && closed !== null && closed > due)),
        transferred: r.outcome === "transferred" || r.transferredAt !== null,
        daysToClose: closed === null ? null : days(filed, closed),
        term: days(filed, due),
      };
    });
    if (batch.length < L.batchRows) return;
  }
}

interface TCell {
  dims: Pick<TOpenDataRow, TDimension>;
  count: number;
  late: number;
  transferred: number;
  closed: number;
  closeDays: number;
  termDays: number;
}

function addTo(cell: TCell, f: TRequestFacts): void {
  cell.count++;
  if (f.late) cell.late++;
  if (f.transferred) cell.transferred++;
  if (f.daysToClose !== null) {
    cell.closed++;
    cell.closeDays += f.daysToClose;
  }
  cell.termDays += f.term;
}
const emptyCell = (dims: TCell["dims"]): TCell => ({ dims, count: 0, late: 0, transferred: 0, closed: 0, closeDays: 0, termDays: 0 });
const mean = (sum: number, n: number) => Math.round((sum / n) * 10) / 10;

function cellRow(c: TCell): TOpenDataRow {
  return {
    ...c.dims,
    solicitudes: c.count,
    respondidas_tarde: c.late,
    trasladadas: c.transferred,
    promedio_dias_respuesta: c.closed ? mean(c.closeDays, c.closed) : null,
    promedio_termino_dias_habiles: mean(c.termDays, c.count),
  };
}

/**
 * The dataset's rows: one per cell with at least `minCellCount` requests, in month and then dimension order; the
 * requests of smaller cells are added up in one "Reservado" row per month (after that month's cells), so the counts
 * still add up to the period's total without telling which rare combination they were.
 */
export async function openDataRows(deps: Deps, period: TOpenDataPeriod): Promise<TOpenDataRow[]> {
  const cells = new Map<string, TCell>();
  for await (const batch of requestFacts(deps, period)) {
    for (const f of batch) {
      const key = JSON.stringify(DIMENSIONS.map((d) => f.dims[d]));
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = emptyCell(f.dims)));
      addTo(cell, f);
    }
  }
  const published: TCell[] = [];
  const reserved = new Map<string, TCell>();
  for (const cell of cells.values()) {
    if (cell.count >= L.minCellCount) {
      published.push(cell);
      continue;
    }
    const month = String(cell.dims.mes_radicacion);
    let pool = reserved.get(month);
    if (!pool) {
      const R = OPEN_DATA_RESERVED;
      reserved.set(
        month,
        (pool = emptyCell({ mes_radicacion: month, tipo_solicitud: R, tipo_solicitante: R, canal_respuesta: R, dependencia: R, estado: R, resultado: R })),
      );
    }
    pool.count += cell.count;
    pool.late += cell.late;
    pool.transferred += cell.transferred;
    pool.closed += cell.closed;
    pool.closeDays += cell.closeDays;
    pool.termDays += cell.termDays;
  }
  const order = (a: TCell, b: TCell) => {
    for (const d of DIMENSIONS) {
      const cmp = String(a.dims[d] ?? "").localeCompare(String(b.dims[d] ?? ""), "es");
      if (cmp) return cmp;
    }
    return 0;
  };
  const months = [...new Set([...published.map((c) => String(c.dims.mes_radicacion)), ...reserved.keys()])].sort();
  return months
    .flatMap((month) => {
      const held = reserved.get(month);
      return [...published.filter((c) => c.dims.mes_radicacion === month).sort(order), ...(held ? [held] : [])];
    })
    .map(cellRow);
}

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A text starting with
 * = + - @ or a tab gets a leading apostrophe so a spreadsheet never runs it as a formula (names come from staff).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(",")}\r\n`;
/** Excel opens a UTF-8 CSV as UTF-8 only with the byte order mark. */
export const UTF8_BOM = "\uFEFF";
const COLUMN_NAMES = OPEN_DATA_COLUMNS.map((c) => c.column);

/** GET complaintforms/opendata/pqrds.csv: the aggregated dataset (BOM and header first, CRLF lines). */
export async function openDataCsv(deps: Deps, period: TOpenDataPeriod): Promise<string> {
  const rows = await openDataRows(deps, period);
  return UTF8_BOM + csvLine(COLUMN_NAMES) + rows.map((r) => csvLine(COLUMN_NAMES.map((c) => r[c]))).join("");
}

/** The data dictionary: every column, its description, type and allowed values (the entity's catalogs filled in). */
export async function openDataDictionary(deps: Deps): Promise<TOpenDataDictionaryRow[]> {
  const { types, userTypes, dependencies } = await catalogs(deps);
  const fromCatalog = {
    types: [...types.map((t) => t.name), OPEN_DATA_RESERVED],
    userTypes: [...userTypes.map((t) => t.name), ANONYMOUS_APPLICANT, OPEN_DATA_RESERVED],
    dependencies: [...dependencies.map((d) => d.name), OPEN_DATA_RESERVED],
  };
  return OPEN_DATA_COLUMNS.map((c) => {
    const allowed = "catalog" in c ? fromCatalog[c.catalog] : c.allowed;
    return {
      columna: c.column,
      descripcion: c.description,
      tipo: OPEN_DATA_TYPE_NAMES[c.type],
      valores_permitidos: allowed ? allowed.join(" | ") : "",
      vacio_cuando: "empty" in c ? c.empty : "",
    };
  });
}

export async function openDataDictionaryCsv(deps: Deps): Promise<string> {
  const rows = await openDataDictionary(deps);
  return UTF8_BOM + csvLine([...OPEN_DATA_DICTIONARY_HEADERS]) + rows.map((r) => csvLine(OPEN_DATA_DICTIONARY_HEADERS.map((h) => r[h]))).join("");
}

/** GET complaintforms/opendata/pqrds.xlsx: the dataset sheet and the dictionary sheet. */
export async function openDataXlsx(deps: Deps, period: TOpenDataPeriod): Promise<Buffer> {
  const body = (await openDataRows(deps, period)).map((r) => COLUMN_NAMES.map((c) => r[c]));
  const dictionary = await openDataDictionary(deps);
  const book = XLSX.utils.book_new();
  // Values only (type s/n), never formulas; months stay text (AAAA-MM) as the dictionary says.
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([COLUMN_NAMES, ...body]), "pqrds");
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([[...OPEN_DATA_DICTIONARY_HEADERS], ...dictionary.map((r) => OPEN_DATA_DICTIONARY_HEADERS.map((h) => r[h]))]),
    "diccionario",
  );
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** File names carry the period: pqrds-2026-01-01_2026-06-30.csv. */
export function openDataFileName(period: TOpenDataPeriod, ext: "csv" | "xlsx"): string {
  return `pqrds-${period.from}_${period.to}.${ext}`;
}
