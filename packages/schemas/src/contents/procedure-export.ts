/**
 * GET contents/proceduretypes/export (spec 02 §7): the procedures ("trámites y servicios") a reader may see as an
 * .xlsx, one row each, its columns in the order of the procedures spreadsheet's first seven (after a header row,
 * which the upload does not take: spec silent, chosen so a citizen can read the file).
 */
export const PROCEDURE_EXPORT_HEADER = [
  "Nombre",
  "Descripción",
  "URL",
  "Tipo de trámite",
  "Tipo de costo",
  "Valor",
  "Duración",
  "Sección",
  "Publicado",
] as const;
export const PROCEDURE_EXPORT_LIMITS = { maxRows: 50_000 } as const;
export const PROCEDURE_EXPORT_MESSAGES = {
  download: "Descargar trámites en Excel",
  fileName: "tramites-y-servicios.xlsx",
} as const;
