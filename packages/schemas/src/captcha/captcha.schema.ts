import { z } from "zod";

export const CAPTCHA_MESSAGES = {
  required: "Debes ingresar el Captcha",
  invalid: "El Captcha ingresado no es válido, inténtalo de nuevo",
} as const;

/** Default threshold: a captcha shows on the "random" forms when a draw from 0 to 99 exceeds it. */
export const DEFAULT_CAPTCHA_THRESHOLD = 10;
export const CAPTCHA_TTL_SECONDS = 600;

/**
 * Which forms carry a captcha, and how: "always" (login, register, tracking, certificates, validity, unsubscribe)
 * or "random" (PQRDS, comments), drawn on the server so a client cannot skip it.
 */
export const CAPTCHA_FORMS = {
  login: "always",
  register: "always",
  passwordReset: "always",
  unsubscribe: "always",
  newsletter: "always",
  tracking: "always",
  certificate: "always",
  certificateValidity: "always",
  document: "always",
  documentValidity: "always",
  feedback: "always",
  pqrds: "random",
  comment: "random",
} as const;
export type TCaptchaForm = keyof typeof CAPTCHA_FORMS;
export const ZCaptchaForm = z.enum(Object.keys(CAPTCHA_FORMS) as [TCaptchaForm, ...TCaptchaForm[]]);

export const ZCaptchaRequest = z.object({ form: ZCaptchaForm });

export const ZCaptchaChallenge = z.object({
  captchaId: z.string(),
  /** false when the random draw let this form go without one; the id is still required on submit. */
  required: z.boolean(),
  /** SVG image as a data URL; null when not required. */
  image: z.string().nullable(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** Fields every captcha-protected form sends. The answer is checked on the server only. */
export const ZCaptchaFields = z.object({
  captchaId: z.string({ error: CAPTCHA_MESSAGES.required }).min(1, { error: CAPTCHA_MESSAGES.required }).max(64),
  captcha: z.string({ error: CAPTCHA_MESSAGES.required }).trim().min(1, { error: CAPTCHA_MESSAGES.required }).max(20),
});

/** For "random" forms the answer may be empty when the server's draw did not require one. */
export const ZCaptchaFieldsOptional = z.object({
  captchaId: z.string({ error: CAPTCHA_MESSAGES.required }).min(1, { error: CAPTCHA_MESSAGES.required }).max(64),
  captcha: z.string().trim().max(20).nullish(),
});
