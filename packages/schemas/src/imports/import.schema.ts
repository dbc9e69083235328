import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { foldAccents } from "../common/fold-accents.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";

/**
 * Spreadsheet imports (xlsx, xls or csv uploaded through POST uploadfiles/spreadsheet, run by the worker).
 * The first row holds the column names; names are matched without accents, case or spaces, and each column also
 * accepts the English field name. A file with any bad row imports nothing (all or nothing) and lists every row error.
 */
export const IMPORT_KINDS = ["properties", "residents", "staff", "document-data"] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
export const ZImportKind = z.enum(IMPORT_KINDS, { error: "Tipo de importación no válido" });

export const IMPORT_KIND_LABELS: Record<TImportKind, string> = {
  properties: "Predios (paz y salvo, uso de suelo, estratificación)",
  residents: "Residentes (certificado de residencia)",
  staff: "Funcionarios (certificado laboral)",
  "document-data": "Datos de un tipo de documento",
};

/** Hard limits besides the 5 MB upload limit of the spreadsheet kind. */
export const IMPORT_MAX_ROWS = 50_000;
/** At most this many row errors are kept (the count is always exact). */
export const IMPORT_MAX_REPORTED_ERRORS = 1_000;

export interface TImportColumn {
  /** The record field it fills. */
  field: string;
  /** The column name in the template. */
  header: string;
  aliases: readonly string[];
  required: boolean;
}

/** Column-name matching: lower case, no accents, runs of other characters become "_". */
export function normalizeHeader(header: string): string {
  return foldAccents(header)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** A text cell that a spreadsheet program would run as a formula (CSV/formula injection). */
export function looksLikeFormula(value: string): boolean {
  const v = value.trim();
  if (!/^[=+\-@]/.test(v)) return false;
  // A plain signed number ("-5", "+3.2") is a value, not a formula.
  return !/^[+-]?\d+([.,]\d+)?$/.test(v);
}

export const IMPORT_MESSAGES = {
  fileRequired: "Debes cargar primero el archivo",
  wrongFile: "El archivo debe ser una hoja de cálculo (xlsx, xls o csv) cargada para importación",
  notSpreadsheet: "El archivo no es una hoja de cálculo válida",
  tooLarge: "El archivo es demasiado grande para importarlo",
  noRows: "El archivo no tiene filas con datos",
  /** {0} the limit. */
  tooManyRows: "El archivo tiene más de {0} filas; divídelo en varios archivos",
  /** {0} column name. */
  missingColumn: "Falta la columna {0}",
  /** {0} column name. */
  formula: "La columna {0} contiene una fórmula o un texto que empieza por =, +, - o @; escribe solo el valor",
  /** {0} column name, {1} message. */
  cell: "{0}: {1}",
  /** {0} row number. */
  duplicate: "El registro está repetido; ya aparece en la fila {0}",
  ownersMismatch: "identificacion_propietarios y nombre_propietarios deben tener la misma cantidad de valores separados por ;",
  /** {0} count. */
  rowsWithErrors: "El archivo tiene {0} filas con errores; no se importó ningún registro",
  /** {0} count. */
  done: "Se importaron {0} registros",
  queueUnavailable: "No se pudo iniciar la importación en este momento; inténtalo de nuevo en unos minutos",
  failed: "La importación falló y no se guardó ningún registro; inténtalo de nuevo",
  /** {0} the number of columns (the contents' bulk load: fixed columns, no header row). */
  columns: "El archivo debe tener {0} columnas y no debe tener fila de títulos",
  subDocumentTypeRequired: COMMON_MESSAGES.documentTypeRequired,
  searchKeyMissing: "El tipo de documento no tiene definida la variable de búsqueda",
  notFound: "No encontramos la importación solicitada",
} as const;

export const ZImportStart = z
  .object({
    kind: ZImportKind,
    fileID: zFileId(IMPORT_MESSAGES.fileRequired),
    subDocumentTypeID: z.coerce.number().int().positive().max(2_147_483_647).nullish(),
    /** document-data only: replace the type's rows (default) or add to them. */
    mode: z.enum(["replace", "append"]).default("replace"),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "document-data" && !v.subDocumentTypeID)
      ctx.addIssue({ code: "custom", path: ["subDocumentTypeID"], message: IMPORT_MESSAGES.subDocumentTypeRequired });
  });
export type TImportStartInput = z.input<typeof ZImportStart>;

export const ZImportRowError = z.object({ row: z.number().int(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZImportJobView = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["PENDING", "RUNNING", "DONE", "FAILED"]),
  progress: z.number().int().min(0).max(100),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ZImportRowError),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TImportJobView = z.infer<typeof ZImportJobView>;

export const ZImportJobId = z.object({ id: z.string().uuid({ error: IMPORT_MESSAGES.notFound }) });
