import { z } from "zod";
import { isIsoDay } from "./fields.ts";
import { RESPONSE_TYPE_NAMES } from "./complaint-catalog.ts";
import { COMPLAINT_OUTCOME_NAMES } from "./outcome.schema.ts";

/**
 * Open data (Ley 1712 de 2014): the anonymised PQRDS dataset, one row per request filed in a period. Public, as it
 * holds no personal data: no names, identification, contact data, addresses, free text (description, answer, reasons)
 * nor any id or time of day — only catalog values, dependency names, Bogotá days and counts of business days.
 */
export const OPEN_DATA_LIMITS = {
  /** Longest period of one download, in calendar days (a year and a day: any calendar year fits). */
  maxDays: 366,
  /** Rows of the .xlsx (built in memory); the CSV is streamed and has no cap. */
  maxXlsxRows: 100_000,
  /** Rows read from the database per round trip while streaming. */
  batchRows: 2_000,
} as const;

export const OPEN_DATA_MESSAGES = {
  dateInvalid: "Debes ingresar una fecha válida (AAAA-MM-DD)",
  periodInverted: "La fecha inicial no puede ser posterior a la fecha final",
  periodTooLong: `El periodo no puede superar ${OPEN_DATA_LIMITS.maxDays} días; para periodos más largos descarga un archivo por año`,
  tooManyRowsForXlsx: `El periodo tiene más de ${OPEN_DATA_LIMITS.maxXlsxRows.toLocaleString("es-CO")} solicitudes: descarga el CSV o elige un periodo más corto`,
} as const;
const M = OPEN_DATA_MESSAGES;

const zOptionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || isIsoDay(v), { error: M.dateInvalid });

/** GET complaintforms/opendata/pqrds.{csv,xlsx}?from&to — filing days (Bogotá), both included; defaults in the use case. */
export const ZOpenDataQuery = z
  .object({ from: zOptionalDay, to: zOptionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: M.periodInverted, path: ["to"] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < OPEN_DATA_LIMITS.maxDays, { error: M.periodTooLong, path: ["to"] });
export type TOpenDataQueryInput = z.input<typeof ZOpenDataQuery>;

export const YES_NO = { yes: "Sí", no: "No" } as const;

export type TOpenDataColumn = {
  column: string;
  description: string;
  type: "texto" | "fecha" | "entero" | "booleano";
  /** Fixed allowed values; `catalog` names the entity's table they come from instead. */
  allowed: readonly string[] | null;
  catalog?: "types" | "userTypes" | "dependencies";
  /** Empty ("") in some rows and why. */
  empty?: string;
};

/** The dataset's columns in order; the data dictionary (a second sheet and its own CSV/JSON) is written from them. */
export const OPEN_DATA_COLUMNS = [
  { column: "tipo_solicitud", description: "Tipo de PQRDS (Ley 1755 de 2015).", type: "texto", allowed: null, catalog: "types" },
  { column: "canal_respuesta", description: "Canal por el que el solicitante pidió recibir la respuesta.", type: "texto", allowed: Object.values(RESPONSE_TYPE_NAMES) },
  { column: "dependencia", description: "Dependencia de la entidad a la que se asignó la solicitud.", type: "texto", allowed: null, catalog: "dependencies", empty: "La solicitud no se ha asignado a una dependencia." },
  { column: "tipo_solicitante", description: "Tipo de solicitante; \"Anónimo\" cuando la solicitud se radicó sin identificarse.", type: "texto", allowed: null, catalog: "userTypes" },
  { column: "fecha_radicacion", description: "Día de radicación (hora de Colombia), formato AAAA-MM-DD.", type: "fecha", allowed: null },
  { column: "fecha_vencimiento", description: "Día en que vence el término para responder (con la prórroga o la suspensión si las hubo), AAAA-MM-DD.", type: "fecha", allowed: null },
  { column: "fecha_cierre", description: "Día de cierre (respuesta, traslado o desistimiento), AAAA-MM-DD.", type: "fecha", allowed: null, empty: "La solicitud sigue abierta." },
  { column: "termino_dias_habiles", description: "Días hábiles entre la radicación y el vencimiento (término legal, con la prórroga si la hubo).", type: "entero", allowed: null },
  { column: "dias_respuesta", description: "Días hábiles entre la radicación y el cierre.", type: "entero", allowed: null, empty: "La solicitud sigue abierta." },
  { column: "estado", description: "Estado de la solicitud.", type: "texto", allowed: ["Abierta", "Cerrada"] },
  { column: "resultado", description: "Cómo terminó una solicitud cerrada.", type: "texto", allowed: Object.values(COMPLAINT_OUTCOME_NAMES), empty: "La solicitud sigue abierta." },
  { column: "respondida_tarde", description: "La respuesta se dio después del día de vencimiento.", type: "booleano", allowed: [YES_NO.yes, YES_NO.no], empty: "La solicitud no se ha respondido (abierta, trasladada o desistida)." },
  { column: "trasladada", description: "Se trasladó a la autoridad competente (Ley 1755 de 2015 art. 21).", type: "booleano", allowed: [YES_NO.yes, YES_NO.no] },
] as const satisfies readonly TOpenDataColumn[];

export type TOpenDataColumnName = (typeof OPEN_DATA_COLUMNS)[number]["column"];
export type TOpenDataRow = Record<TOpenDataColumnName, string | number | null>;

/** A row of the data dictionary as published (the allowed values joined with " | "). */
export interface TOpenDataDictionaryRow {
  columna: string;
  descripcion: string;
  tipo: string;
  valores_permitidos: string;
  vacio_cuando: string;
}

export const OPEN_DATA_TYPE_NAMES: Readonly<Record<TOpenDataColumn["type"], string>> = {
  texto: "Texto",
  fecha: "Fecha (AAAA-MM-DD)",
  entero: "Número entero",
  booleano: "Sí / No",
};

export const OPEN_DATA_DICTIONARY_HEADERS = ["columna", "descripcion", "tipo", "valores_permitidos", "vacio_cuando"] as const satisfies readonly (keyof TOpenDataDictionaryRow)[];

/** The dataset's name in file names and the transparency page. */
export const OPEN_DATA_TITLE = "Conjunto de datos abiertos de PQRDS";
export const ANONYMOUS_APPLICANT = "Anónimo";
