import * as XLSX from "@e965/xlsx";
import {
  ANONYMOUS_APPLICANT, OPEN_DATA_COLUMNS, OPEN_DATA_DICTIONARY_HEADERS, OPEN_DATA_LIMITS as L, OPEN_DATA_MESSAGES as M, OPEN_DATA_TYPE_NAMES, YES_NO,
  ZOpenDataQuery, type TOpenDataDictionaryRow, type TOpenDataQueryInput, type TOpenDataRow,
} from "@portal/schemas/complaint-forms/open-data.schema";
import { COMPLAINT_OUTCOME_NAMES } from "@portal/schemas/complaint-forms/outcome.schema";
import { RESPONSE_TYPE_NAMES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_STATUS, complaintStatusName } from "@portal/schemas/complaint-forms/tracking.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { addCalendarDays, bogotaDay, businessCalendarCache, dateToDay, startOfBogotaDay, type BusinessCalendar, type TDay } from "./business-days.ts";

type Deps = Pick<CoreDeps, "db">;
export interface TOpenDataPeriod { from: TDay; to: TDay }

/**
 * The period of a download: filing days (Bogotá) from–to, both included. Without dates, the current year so far;
 * with `to` only, its year up to it; with `from` only, up to today (or the longest period allowed).
 */
export function openDataPeriod(raw: TOpenDataQueryInput | undefined, now = new Date()): TOpenDataPeriod {
  const parsed = ZOpenDataQuery.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.field(String(issue.path[0] ?? "from"), issue.message);
  }
  const today = bogotaDay(now);
  const q = parsed.data;
  const to = q.to ?? (q.from ? minDay(today, addCalendarDays(q.from, L.maxDays - 1)) : today);
  const from = q.from ?? `${to.slice(0, 4)}-01-01`;
  if (from > to) throw AppError.field("to", M.periodInverted);
  return { from, to };
}
const minDay = (a: TDay, b: TDay) => (a < b ? a : b);

/** Only what the dataset publishes is read: no personal field, no free text, no id beyond the keyset cursor. */
const DATASET_SELECT = {
  complaintFormID: true, complaintFormTypeID: true, responseTypeID: true, dependencyId: true, complaintFormUserTypeID: true, anonymous: true,
  date: true, answerableDate: true, closingDate: true, status: true, outcome: true, answeredLate: true, transferredAt: true,
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

/** The dataset's rows in filing order, a batch per database round trip (keyset on the id, never an offset). */
export async function* openDataRows(deps: Deps, period: TOpenDataPeriod): AsyncGenerator<TOpenDataRow[]> {
  const { types, userTypes, dependencies, calendar } = await catalogs(deps);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const userTypeName = new Map(userTypes.map((t) => [t.id, t.name]));
  const dependencyName = new Map(dependencies.map((d) => [d.id, d.name]));
  const days = daysMemo(calendar);
  let after = 0;
  for (;;) {
    const batch = await deps.db.complaintForm.findMany({
      where: { ...periodWhere(period), complaintFormID: { gt: after } }, select: DATASET_SELECT, orderBy: { complaintFormID: "asc" }, take: L.batchRows,
    });
    if (batch.length === 0) return;
    after = batch[batch.length - 1]!.complaintFormID;
    yield batch.map((r): TOpenDataRow => {
      const filed = bogotaDay(r.date);
      const due = dateToDay(r.answerableDate);
      const closed = r.status === COMPLAINT_STATUS.closed && r.closingDate ? bogotaDay(r.closingDate) : null;
      // Requests closed before outcomes were recorded were answered; their lateness is read from the dates.
      const outcome = r.status === COMPLAINT_STATUS.closed ? (r.outcome ?? "answered") : null;
      const late = outcome === "answered" ? r.answeredLate || (r.outcome === null && closed !== null && closed > due) : null;
      return {
        tipo_solicitud: typeName.get(r.complaintFormTypeID) ?? "",
        canal_respuesta: RESPONSE_TYPE_NAMES[r.responseTypeID] ?? "",
        dependencia: r.dependencyId === null ? null : (dependencyName.get(r.dependencyId) ?? null),
        tipo_solicitante: r.anonymous || r.complaintFormUserTypeID === null ? ANONYMOUS_APPLICANT : (userTypeName.get(r.complaintFormUserTypeID) ?? ""),
        fecha_radicacion: filed,
        fecha_vencimiento: due,
        fecha_cierre: closed,
        termino_dias_habiles: days(filed, due),
        dias_respuesta: closed === null ? null : days(filed, closed),
        estado: complaintStatusName(r.status),
        resultado: outcome === null ? null : COMPLAINT_OUTCOME_NAMES[outcome],
        respondida_tarde: late === null ? null : late ? YES_NO.yes : YES_NO.no,
        trasladada: r.outcome === "transferred" || r.transferredAt !== null ? YES_NO.yes : YES_NO.no,
      };
    });
    if (batch.length < L.batchRows) return;
  }
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

/** GET complaintforms/opendata/pqrds.csv: the dataset as CSV chunks (BOM and header first, CRLF lines). */
export async function* openDataCsv(deps: Deps, period: TOpenDataPeriod): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(COLUMN_NAMES);
  for await (const rows of openDataRows(deps, period)) yield rows.map((r) => csvLine(COLUMN_NAMES.map((c) => r[c]))).join("");
}

/** The data dictionary: every column, its description, type and allowed values (the entity's catalogs filled in). */
export async function openDataDictionary(deps: Deps): Promise<TOpenDataDictionaryRow[]> {
  const { types, userTypes, dependencies } = await catalogs(deps);
  const fromCatalog = { types: types.map((t) => t.name), userTypes: [...userTypes.map((t) => t.name), ANONYMOUS_APPLICANT], dependencies: dependencies.map((d) => d.name) };
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

/** GET complaintforms/opendata/pqrds.xlsx: the dataset sheet and the dictionary sheet (built in memory: capped). */
export async function openDataXlsx(deps: Deps, period: TOpenDataPeriod): Promise<Buffer> {
  const total = await deps.db.complaintForm.count({ where: periodWhere(period) });
  if (total > L.maxXlsxRows) throw new AppError("PAYLOAD_TOO_LARGE", M.tooManyRowsForXlsx);
  const body: (string | number | null)[][] = [];
  for await (const rows of openDataRows(deps, period)) for (const r of rows) body.push(COLUMN_NAMES.map((c) => r[c]));
  const dictionary = await openDataDictionary(deps);
  const book = XLSX.utils.book_new();
  // Values only (type s/n), never formulas; days stay text (AAAA-MM-DD) as the dictionary says.
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([COLUMN_NAMES, ...body]), "pqrds");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...OPEN_DATA_DICTIONARY_HEADERS], ...dictionary.map((r) => OPEN_DATA_DICTIONARY_HEADERS.map((h) => r[h]))]), "diccionario");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** File names carry the period: pqrds-2026-01-01_2026-06-30.csv. */
export function openDataFileName(period: TOpenDataPeriod, ext: "csv" | "xlsx"): string {
  return `pqrds-${period.from}_${period.to}.${ext}`;
}
