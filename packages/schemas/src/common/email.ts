import { COMMON_MESSAGES } from "./common-messages.ts";

/** The standard address pattern (spec 01 §5, 03 §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  required: "Debes ingresar el correo electrónico",
  invalid: COMMON_MESSAGES.emailInvalid,
} as const;

export const EMAIL_MAX_LOGIN = 150;
export const EMAIL_MAX_PQRDS = 250;
