import type { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { LEGAL_HOUR_FRAME_ORIGINS } from "../common/embed-origins.ts";
import { fillMessage } from "../common/fill-message.ts";
import { VALIDATION_MESSAGES } from "../common/validation-messages.ts";

/** Spec silent: the Spanish messages of the settings editor's rules (the same parse runs in the browser and the API). */
export const SETTINGS_MESSAGES = {
  required: "Este campo es obligatorio",
  text: VALIDATION_MESSAGES.textInvalid,
  number: VALIDATION_MESSAGES.numberInvalid,
  integer: VALIDATION_MESSAGES.wholeNumberInvalid,
  yesNo: "Debes elegir sí o no",
  shape: "El valor no tiene la forma esperada",
  option: "Debes elegir una de las opciones",
  format: "El formato no es válido",
  min: "Debe ser mayor o igual a {n}",
  positive: "Debe ser mayor que {n}",
  max: "Debe ser menor o igual a {n}",
  textMax: "Debes ingresar máximo {n} caracteres",
  listMax: "Puedes agregar máximo {n} elementos",
  segment: "Usa solo letras minúsculas sin tildes, números y guiones",
  basePath: "Debe empezar por / y usar solo letras, números, guiones y /",
  tileUrl: "Debe ser una dirección https con {z}, {x} y {y}, o quedar vacía",
  reservedSegment: "Ese nombre lo usa el portal (api, trpc, files, assets, healthz, readyz o una página fija): elige otro",
  reservedBasePath: "El prefijo de la API no puede empezar por una ruta del portal (/trpc, /files, /assets, /healthz, /readyz o una página fija)",
  duplicateSegment: "Cada ruta debe tener un nombre distinto, y ninguno igual al prefijo de la API",
  link: "Debe ser una dirección https:// o una ruta del portal que empiece por /",
  image: "Debe ser una dirección https:// o un archivo del portal (/files/…)",
  legalHour: `Debe ser una dirección https:// de la hora legal del INM (${LEGAL_HOUR_FRAME_ORIGINS.map((o) => new URL(o).host).join(", ")}), o quedar vacía`,
  day: "Debes ingresar una fecha válida (aaaa-mm-dd)",
  plainText: COMMON_MESSAGES.plainTextOnly,
  readOnly: "Este ajuste no se puede editar",
  saved: "La configuración se guardó correctamente",
} as const;
const M = SETTINGS_MESSAGES;

const withN = (message: string, n: unknown) => fillMessage(message, { n: String(n) });

/**
 * The zod error map of the settings: every rule of `ZSettings` gets a Spanish message, those the schema names
 * explicitly (segments, base path, map tiles) keep theirs (zod prefers a schema's own message to this map).
 */
export function settingIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return M.required;
      if (issue.expected === "int") return M.integer;
      if (issue.expected === "number") return M.number;
      if (issue.expected === "string") return M.text;
      if (issue.expected === "boolean") return M.yesNo;
      return M.shape;
    case "too_small":
      if (issue.origin === "number" || issue.origin === "int") return withN(issue.inclusive === false ? M.positive : M.min, issue.minimum);
      return M.required;
    case "too_big":
      if (issue.origin === "string") return withN(M.textMax, issue.maximum);
      if (issue.origin === "array") return withN(M.listMax, issue.maximum);
      return withN(M.max, issue.maximum);
    case "invalid_value":
    case "invalid_union":
      return M.option;
    case "invalid_format":
      return M.format;
    default:
      return M.shape;
  }
}
