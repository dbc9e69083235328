import type { z } from "zod";
import { ERROR_MESSAGES } from "../errors/error-messages.ts";
import { COMMON_MESSAGES } from "./common-messages.ts";
import { fillMessage } from "./fill-message.ts";
import { formatWholeNumber } from "./whole-number.ts";

/**
 * What a rule that names no message of ours says (a missing or mistyped field, a number out of range): the portal's
 * own words, never zod's ("Entrada inválida: se esperaba número, recibido NaN" names the library's types).
 */
export const VALIDATION_MESSAGES = {
  required: "Debes completar este campo",
  numberInvalid: "Debes ingresar un número",
  wholeNumberInvalid: "Debes ingresar un número entero",
  numberAtMost: "Debes ingresar un número menor o igual a {max}",
  numberBelow: "Debes ingresar un número menor que {max}",
  numberAtLeast: "Debes ingresar un número mayor o igual a {min}",
  numberAbove: "Debes ingresar un número mayor que {min}",
  textInvalid: "Debes ingresar un texto",
  minLength: "Debes ingresar por lo menos {min} caracteres",
  yesNoInvalid: "Debes indicar sí o no",
  listInvalid: "Debes enviar una lista de valores",
  listTooLong: "Debes seleccionar máximo {max} elementos",
  listTooShort: "Debes seleccionar por lo menos {min} elementos",
  listEmpty: "Debes seleccionar por lo menos un elemento",
  optionInvalid: "Debes seleccionar una opción válida",
  formatInvalid: "El valor ingresado no tiene un formato válido",
  unknownFields: "Hay campos que no se reconocen: {fields}",
  /** A text with the NUL character (U+0000) or half a surrogate pair, which no field may hold (PostgreSQL refuses both). */
  forbiddenCharacter: "El texto ingresado contiene caracteres no permitidos",
  dataInvalid: ERROR_MESSAGES.badRequest,
} as const;

type TIssue = Parameters<z.core.$ZodErrorMap>[0];

const NUMBER_TYPES = new Set(["number", "int", "bigint", "float32", "float64", "int32", "uint32", "int64", "uint64", "nan"]);

function limit(value: number | bigint): string {
  const n = Number(value);
  return Number.isInteger(n) ? formatWholeNumber(n) : String(n).replace(".", ",");
}

/** The message of a failed rule that brought none: `z.config({ localeError })` of every process that validates. */
export function validationMessage(issue: TIssue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (issue.input === undefined) return VALIDATION_MESSAGES.required;
      const expected = String(issue.expected);
      if (expected === "int" || expected === "int32" || expected === "uint32") return VALIDATION_MESSAGES.wholeNumberInvalid;
      if (NUMBER_TYPES.has(expected)) return VALIDATION_MESSAGES.numberInvalid;
      if (expected === "string") return VALIDATION_MESSAGES.textInvalid;
      if (expected === "boolean") return VALIDATION_MESSAGES.yesNoInvalid;
      if (expected === "array" || expected === "tuple" || expected === "set") return VALIDATION_MESSAGES.listInvalid;
      if (expected === "date") return COMMON_MESSAGES.dateInvalid;
      return VALIDATION_MESSAGES.dataInvalid;
    }
    case "too_big": {
      const max = limit(issue.maximum);
      if (issue.origin === "string") return fillMessage(COMMON_MESSAGES.maxLength, [max]);
      if (issue.origin === "array" || issue.origin === "set") return fillMessage(VALIDATION_MESSAGES.listTooLong, { max });
      if (issue.origin === "date") return COMMON_MESSAGES.dateInvalid;
      return fillMessage(issue.inclusive === false ? VALIDATION_MESSAGES.numberBelow : VALIDATION_MESSAGES.numberAtMost, { max });
    }
    case "too_small": {
      const min = limit(issue.minimum);
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? VALIDATION_MESSAGES.required : fillMessage(VALIDATION_MESSAGES.minLength, { min });
      if (issue.origin === "array" || issue.origin === "set")
        return Number(issue.minimum) <= 1 ? VALIDATION_MESSAGES.listEmpty : fillMessage(VALIDATION_MESSAGES.listTooShort, { min });
      if (issue.origin === "date") return COMMON_MESSAGES.dateInvalid;
      return fillMessage(issue.inclusive === false ? VALIDATION_MESSAGES.numberAbove : VALIDATION_MESSAGES.numberAtLeast, { min });
    }
    case "invalid_format": {
      if (issue.format === "email") return COMMON_MESSAGES.emailInvalid;
      if (issue.format === "url") return COMMON_MESSAGES.urlInvalid;
      if (issue.format === "date") return COMMON_MESSAGES.isoDateInvalid;
      if (issue.format === "datetime" || issue.format === "time" || issue.format === "duration") return COMMON_MESSAGES.dateInvalid;
      return VALIDATION_MESSAGES.formatInvalid;
    }
    case "not_multiple_of":
      return Number(issue.divisor) === 1 ? VALIDATION_MESSAGES.wholeNumberInvalid : VALIDATION_MESSAGES.numberInvalid;
    case "invalid_value":
      return VALIDATION_MESSAGES.optionInvalid;
    case "unrecognized_keys":
      return fillMessage(VALIDATION_MESSAGES.unknownFields, { fields: issue.keys.join(", ") });
    default:
      return VALIDATION_MESSAGES.dataInvalid;
  }
}
