import { z } from "zod";
import { PERSONAL_ACCESS_MESSAGES, PERSONAL_CODE_LENGTH } from "./personal-access-rules.ts";

const M = PERSONAL_ACCESS_MESSAGES;

/** The one-time code as typed: digits only, exactly PERSONAL_CODE_LENGTH. */
export const zPersonalCode = () =>
  z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, { error: M.codeRequired, abort: true })
    .regex(new RegExp(`^\\d{${PERSONAL_CODE_LENGTH}}$`), { error: M.codeFormat });
