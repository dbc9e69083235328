import { z } from "zod";
import { COMMON_MESSAGES } from "./common-messages.ts";

/** The standard address pattern (spec 01 §5, 03 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  required: "Debes ingresar el correo electrónico",
  invalid: COMMON_MESSAGES.emailInvalid,
} as const;

export const EMAIL_MAX_LOGIN = 150;
export const EMAIL_MAX_PQRDS = 250;

export function zEmail(max: number = EMAIL_MAX_LOGIN, requiredMessage: string = EMAIL_MESSAGES.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: EMAIL_MESSAGES.invalid })
    .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid })
    .transform((v) => v.toLowerCase());
}
