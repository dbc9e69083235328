import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { RESPONSE_TYPE_NAMES } from "./complaint-catalog.ts";
import { isIsoDay } from "./fields.ts";
import { COMPLAINT_OUTCOME_NAMES } from "./outcome.schema.ts";

/**
 * Open data (Ley 1712 de 2014): the PQRDS dataset, published aggregated so it cannot single anyone out (Ley 1581 de
 * 2012). A row per cell (filing month × request type × applicant type × channel × dependency × status and outcome)
 * with its count; a cell of fewer than `minCellCount` requests is never published as such: it joins its month's
 * "Reservado" row. Some applicant types are sensitive (a pregnant woman, a victim of the armed conflict, a person with
 * a disability), and a row-level dataset with the filing day let anyone who knew of one filing read its outcome.
 * No personal data, free text, id, day or time of day is read or written.
 */
export const OPEN_DATA_LIMITS = {
  /** Longest period of one download, in calendar days (a year and a day: any calendar year fits). */
  maxDays: 366,
  /** Rows read from the database per round trip while aggregating. */
  batchRows: 2_000,
  /** The smallest count a published cell may have; smaller cells are folded into their month's "Reservado" row. */
  minCellCount: 5,
} as const;

export const OPEN_DATA_MESSAGES = {
  dateInvalid: COMMON_MESSAGES.isoDateInvalid,
  periodInverted: COMMON_MESSAGES.rangeInverted,
  /** The period starts in the running month: its data is published once the month ends. */
  monthNotEnded: "Los datos abiertos se publican por meses completos: el mes en curso estará disponible cuando termine",
  periodTooLong: `El periodo no puede superar ${OPEN_DATA_LIMITS.maxDays} días; para periodos más largos descarga un archivo por año`,
} as const;
const M = OPEN_DATA_MESSAGES;

const zOptionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || isIsoDay(v), { error: M.dateInvalid });

/** GET complaintforms/opendata/pqrds.{csv,xlsx}?from&to — filing days (Bogotá); the use case widens them to whole ended months. */
export const ZOpenDataQuery = z
  .object({ from: zOptionalDay, to: zOptionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: M.periodInverted, path: ["to"] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < OPEN_DATA_LIMITS.maxDays, { error: M.periodTooLong, path: ["to"] });
export type TOpenDataQueryInput = z.input<typeof ZOpenDataQuery>;

export type TOpenDataColumn = {
  column: string;
  description: string;
  type: "texto" | "mes" | "entero" | "decimal";
  /** Fixed allowed values; `catalog` names the entity's table they come from instead. */
  allowed: readonly string[] | null;
  catalog?: "types" | "userTypes" | "dependencies";
  /** Empty ("") in some rows and why. */
  empty?: string;
};

/** What the dimensions of the month's row of small cells read. */
export const OPEN_DATA_RESERVED = "Reservado";
const RESERVED_NOTE = `"${OPEN_DATA_RESERVED}" en la fila que suma las combinaciones de menos de ${OPEN_DATA_LIMITS.minCellCount} solicitudes del mes.`;

/** The dataset's columns in order; the data dictionary (a second sheet and its own CSV/JSON) is written from them. */
export const OPEN_DATA_COLUMNS = [
  { column: "mes_radicacion", description: "Mes de radicación (hora de Colombia), formato AAAA-MM.", type: "mes", allowed: null },
  { column: "tipo_solicitud", description: `Tipo de PQRDS (Ley 1755 de 2015). ${RESERVED_NOTE}`, type: "texto", allowed: null, catalog: "types" },
  {
    column: "tipo_solicitante",
    description: `Tipo de solicitante; "Anónimo" cuando la solicitud se radicó sin identificarse. ${RESERVED_NOTE}`,
    type: "texto",
    allowed: null,
    catalog: "userTypes",
  },
  {
    column: "canal_respuesta",
    description: `Canal por el que el solicitante pidió recibir la respuesta. ${RESERVED_NOTE}`,
    type: "texto",
    allowed: [...Object.values(RESPONSE_TYPE_NAMES), OPEN_DATA_RESERVED],
  },
  {
    column: "dependencia",
    description: `Dependencia de la entidad a la que se asignó la solicitud. ${RESERVED_NOTE}`,
    type: "texto",
    allowed: null,
    catalog: "dependencies",
    empty: "La solicitud no se ha asignado a una dependencia.",
  },
  { column: "estado", description: `Estado de la solicitud. ${RESERVED_NOTE}`, type: "texto", allowed: ["Abierta", "Cerrada", OPEN_DATA_RESERVED] },
  {
    column: "resultado",
    description: `Cómo terminó una solicitud cerrada. ${RESERVED_NOTE}`,
    type: "texto",
    allowed: [...Object.values(COMPLAINT_OUTCOME_NAMES), OPEN_DATA_RESERVED],
    empty: "Las solicitudes siguen abiertas.",
  },
  {
    column: "solicitudes",
    description: `Número de solicitudes de la combinación (${OPEN_DATA_LIMITS.minCellCount} o más, salvo en la fila "${OPEN_DATA_RESERVED}").`,
    type: "entero",
    allowed: null,
  },
  { column: "respondidas_tarde", description: "De ellas, cuántas se respondieron después del día de vencimiento.", type: "entero", allowed: null },
  {
    column: "trasladadas",
    description: "De ellas, cuántas se trasladaron a la autoridad competente (Ley 1755 de 2015 art. 21).",
    type: "entero",
    allowed: null,
  },
  {
    column: "promedio_dias_respuesta",
    description: "Promedio de días hábiles entre la radicación y el cierre de las cerradas, con un decimal.",
    type: "decimal",
    allowed: null,
    empty: "Ninguna solicitud de la combinación está cerrada.",
  },
  {
    column: "promedio_termino_dias_habiles",
    description: "Promedio de días hábiles entre la radicación y el vencimiento (término legal, con la prórroga si la hubo), con un decimal.",
    type: "decimal",
    allowed: null,
  },
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
  mes: "Mes (AAAA-MM)",
  entero: "Número entero",
  decimal: "Número decimal (punto decimal)",
};

export const OPEN_DATA_DICTIONARY_HEADERS = [
  "columna",
  "descripcion",
  "tipo",
  "valores_permitidos",
  "vacio_cuando",
] as const satisfies readonly (keyof TOpenDataDictionaryRow)[];

/** The dataset's name in file names and the transparency page. */
export const OPEN_DATA_TITLE = "Conjunto de datos abiertos de PQRDS";
export const ANONYMOUS_APPLICANT = "Anónimo";
