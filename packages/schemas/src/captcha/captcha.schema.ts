import { z } from "zod";
import { foldAccents } from "../common/fold-accents.ts";
import { CAPTCHA_FORMS, CAPTCHA_MESSAGES, CAPTCHA_QUESTION_LIMITS, type TCaptchaForm } from "./captcha-rules.ts";

const QL = CAPTCHA_QUESTION_LIMITS;
export const ZCaptchaQuestionSetting = z.object({
  question: z.string().trim().min(QL.questionMin).max(QL.questionMax),
  /** Every accepted answer (case, accents and extra spaces do not matter). */
  answers: z.array(z.string().trim().min(1).max(QL.answerMax)).min(1).max(QL.answersMax),
});
export type TCaptchaQuestionSetting = z.infer<typeof ZCaptchaQuestionSetting>;

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
