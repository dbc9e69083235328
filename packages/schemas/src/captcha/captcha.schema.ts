import { z } from "zod";
import { foldAccents } from "../common/fold-accents.ts";

export const CAPTCHA_MESSAGES = {
  required: "Debes ingresar el Captcha",
  invalid: "El Captcha ingresado no es válido, inténtalo de nuevo",
} as const;

/** What the captcha field says to the citizen (labels, alternative, live announcements). */
export const CAPTCHA_TEXTS = {
  label: "Captcha",
  imageAlt: "Imagen de verificación: escribe en el campo Captcha los caracteres que ves. Si no puedes verla, responde una pregunta en su lugar",
  imageHint: "Escribe los caracteres que ves en la imagen.",
  questionHint: "Responde la pregunta:",
  toQuestion: "¿No puedes ver la imagen? Responde una pregunta",
  toImage: "Prefiero escribir los caracteres de la imagen",
  reloadImage: "Cambiar imagen",
  reloadQuestion: "Cambiar pregunta",
  preparing: "Preparando la verificación de seguridad…",
  /** `{action}` is the reload button's name ("Cambiar imagen" or "Cambiar pregunta"). */
  failed: "No pudimos preparar la verificación de seguridad. Usa «{action}» para intentarlo de nuevo.",
  newImage: "Se cargó una nueva imagen de verificación.",
  newQuestion: "Nueva pregunta de verificación:",
} as const;

/** Default threshold: a captcha shows on the "random" forms when a draw from 0 to 99 exceeds it. */
export const DEFAULT_CAPTCHA_THRESHOLD = 10;
export const CAPTCHA_TTL_SECONDS = 600;
/** How long a client's random draw of a form holds: asking again in the meantime gives the same draw. */
export const CAPTCHA_DRAW_TTL_SECONDS = 600;

/**
 * The proof of work every captcha carries (ALTCHA v2, PBKDF2 on the browser's native WebCrypto, so a script gets no
 * shortcut over a phone). The solver tries counters until it meets the one the server picked in [counterMin,
 * counterMax]: the work is `cost × counter` PBKDF2 iterations, ~1.25 M on average. Measured: Chromium on a loaded
 * 2-core server ~2.3 M iterations/s per thread, so ~0.5 s with one thread; phones run 2–4 workers at roughly half
 * that speed each. Operators tune `cost` with CAPTCHA_POW_COST; tests lower it.
 */
export const CAPTCHA_POW = {
  algorithm: "PBKDF2/SHA-256",
  cost: 5000,
  counterMin: 150,
  counterMax: 350,
} as const;

/**
 * The limits are the real bound, not the puzzle (a determined script reads any question): an address whose captchas
 * keep failing (wrong answer, no proof of work) pays a dearer proof of work on its next ones. Every
 * `failuresPerDoubling` failures within `windowSeconds` of its first one double the cost, up to `maxDoublings` times
 * (16×: ~8 s on a desktop instead of ~0.5 s); the window then lapses and the cost is back to normal.
 */
export const CAPTCHA_ESCALATION = {
  failuresPerDoubling: 3,
  maxDoublings: 4,
  windowSeconds: 900,
} as const;

/** A question of the entity's own (setting `captchaQuestions`), added to the built-in ones. */
export const CAPTCHA_QUESTION_LIMITS = { questionMin: 5, questionMax: 200, answerMax: 20, answersMax: 5, questionsMax: 200 } as const;
const QL = CAPTCHA_QUESTION_LIMITS;
export const ZCaptchaQuestionSetting = z.object({
  question: z.string().trim().min(QL.questionMin).max(QL.questionMax),
  /** Every accepted answer (case, accents and extra spaces do not matter). */
  answers: z.array(z.string().trim().min(1).max(QL.answerMax)).min(1).max(QL.answersMax),
});
export type TCaptchaQuestionSetting = z.infer<typeof ZCaptchaQuestionSetting>;

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

const zHex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[0-9a-f]*$/i);
const zDataValue = z.union([z.string().max(100), z.number(), z.boolean(), z.null()]);

/** An ALTCHA v2 challenge as the server signs it (parameters + HMAC signature). */
export const ZPowChallenge = z.object({
  parameters: z.object({
    algorithm: z.string().max(20),
    nonce: zHex(64),
    salt: zHex(64),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: zHex(128),
    keySignature: zHex(128).optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string().max(40), zDataValue).optional(),
  }),
  signature: zHex(128).optional(),
});
export type TPowChallenge = z.infer<typeof ZPowChallenge>;

export const ZPowSolution = z.object({
  counter: z.number().int().nonnegative(),
  derivedKey: zHex(128),
  time: z.number().optional(),
});

export const ZCaptchaChallenge = z.object({
  captchaId: z.string(),
  /** false when the random draw let this form go without a typed answer; the id (and its proof of work) is still required on submit. */
  required: z.boolean(),
  /** SVG image as a data URL; null when not required. */
  image: z.string().nullable(),
  /** The accessible alternative to the image: a simple question in Spanish, answered in the same field; null when not required. */
  question: z.string().nullable(),
  /** Solved by the browser, then sent to `captcha.prove` before the captcha can be used. */
  pow: ZPowChallenge,
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

/** POST captcha/proof: the solved proof of work of a captcha, which arms it for one submission. */
export const ZCaptchaProof = z.object({
  captchaId: z.string({ error: CAPTCHA_MESSAGES.required }).min(1, { error: CAPTCHA_MESSAGES.required }).max(64),
  challenge: ZPowChallenge,
  solution: ZPowSolution,
});
export type TCaptchaProof = z.infer<typeof ZCaptchaProof>;

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

/** How typed answers are compared: case, accents and extra spaces do not matter ("Miércoles" = "miercoles"). */
export function normalizeCaptchaAnswer(text: string): string {
  return foldAccents(text).replace(/\s+/g, " ").trim();
}
