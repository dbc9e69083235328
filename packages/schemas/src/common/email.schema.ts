import { z } from "zod";
import { EMAIL_MAX_LOGIN, EMAIL_MESSAGES, EMAIL_PATTERN } from "./email.ts";

export function zEmail(max: number = EMAIL_MAX_LOGIN, requiredMessage: string = EMAIL_MESSAGES.required) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: EMAIL_MESSAGES.invalid })
    .regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid })
    .transform((v) => v.toLowerCase());
}
