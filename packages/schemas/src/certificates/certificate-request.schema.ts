import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import {
  CADASTRAL_KEY_MAX,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_IDENTIFICATION_MAX,
  CERTIFICATE_IDS,
  CERTIFICATE_MESSAGES,
  certificateSearchBy,
  isPersonalCertificate,
  normalizeCadastralKey,
} from "./certificate-rules.ts";
import { zPersonalCode } from "./personal-access.schema.ts";

const M = CERTIFICATE_MESSAGES;

/** Letters, digits, dashes, dots and spaces: a cadastral key as people write it. */
const CADASTRAL_KEY_CHARS = /^[A-Za-z0-9.\- ]+$/;

const optionalTrimmed = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST certificates/check: identification (ids 4–5), or cadastral key plus the identification of one of the property's
 * owners (ids 1–3; the owner's may be left empty by an owner whose session verifies their identity), plus captcha.
 */
const zCertificateID = () =>
  z.coerce
    .number({ error: M.certificateRequired })
    .int({ error: M.certificateRequired })
    .min(1, { error: M.certificateRequired })
    .max(CERTIFICATE_IDS.length, { error: M.certificateRequired });

const zIdentification = () =>
  z
    .string({ error: M.identificationRequired })
    .trim()
    .min(1, { error: M.identificationRequired, abort: true })
    .regex(DIGITS_ONLY, { error: M.identificationDigits, abort: true })
    .max(CERTIFICATE_IDENTIFICATION_MAX, { error: M.identificationMax });

export const ZCertificateCheck = z
  .object({
    certificateID: zCertificateID(),
    identification: optionalTrimmed,
    key: optionalTrimmed,
  })
  .extend(ZCaptchaFields.shape)
  .superRefine((v, ctx) => {
    const id = v.identification;
    if (certificateSearchBy(v.certificateID) === "identification" && !id) {
      ctx.addIssue({ code: "custom", path: ["identification"], message: M.identificationRequired });
    } else if (id && !DIGITS_ONLY.test(id)) ctx.addIssue({ code: "custom", path: ["identification"], message: M.identificationDigits });
    else if (id && id.length > CERTIFICATE_IDENTIFICATION_MAX) ctx.addIssue({ code: "custom", path: ["identification"], message: M.identificationMax });
    if (certificateSearchBy(v.certificateID) === "cadastralKey") {
      const key = v.key;
      if (!key) ctx.addIssue({ code: "custom", path: ["key"], message: M.keyRequired });
      else if (key.length > CADASTRAL_KEY_MAX) ctx.addIssue({ code: "custom", path: ["key"], message: M.keyMax });
      else if (!CADASTRAL_KEY_CHARS.test(key) || normalizeCadastralKey(key) === "") ctx.addIssue({ code: "custom", path: ["key"], message: M.keyChars });
    }
  });
export type TCertificateCheckInput = z.input<typeof ZCertificateCheck>;
export type TCertificateCheck = z.output<typeof ZCertificateCheck>;

/** Answer of POST certificates/check (spec 01 §3 and §4). */
export const ZCertificateCheckResult = z.object({
  requiredPay: z.boolean(),
  /**
   * A personal certificate (residence, labour) asked by someone who is not its logged-in verified owner: a code was
   * sent to the e-mail on file if the identification is registered (the answer is the same either way).
   */
  codeSent: z.boolean(),
  /** "Pago requerido", "Solicitud registrada exitosamente" or the code notice. */
  message: z.string(),
  information: z.string().nullable(),
  time: z.string().nullable(),
  /** The request's id; null while a code is awaited. */
  certificadoID: z.number().int().nullable(),
  certificateID: z.number().int(),
  /** The 32-character validity key (no dashes) that allows the PDF export; null while payment is pending. */
  key: z.string().nullable(),
  /** GET certificates/{certificateID}/export/{key} under the API base path; null while payment is pending. */
  downloadUrl: z.string().nullable(),
});
export type TCertificateCheckResult = z.infer<typeof ZCertificateCheckResult>;

/** POST certificates/check/code: the one-time code mailed for a personal certificate (no captcha: the code is the proof). */
export const ZCertificateCodeCheck = z.object({
  certificateID: zCertificateID().refine(isPersonalCertificate, { error: M.certificateRequired }),
  identification: zIdentification(),
  code: zPersonalCode(),
});
export type TCertificateCodeCheckInput = z.input<typeof ZCertificateCodeCheck>;

/** A 32-character validity code: trimmed, upper case; any other length is refused with the spec's message. */
export const zCertificateCode = () =>
  z
    .string({ error: M.codeInvalid })
    .trim()
    .length(CERTIFICATE_CODE_LENGTH, { error: M.codeInvalid, abort: true })
    .regex(/^[A-Za-z0-9]+$/, { error: M.codeInvalid })
    .transform((v) => v.toUpperCase());

/** /validez/ (POST certification/check): the code plus captcha. */
export const ZCertificateValidity = z.object({ id: zCertificateCode() }).extend(ZCaptchaFields.shape);
export type TCertificateValidityInput = z.input<typeof ZCertificateValidity>;

/**
 * The valid result (spec 01 §3): id, cédula catastral, número de identificación. Whoever holds the code learns only
 * the identification's last digits and the holder's initials (maskIdentification, personInitials): enough to match the
 * paper in front of them, not to learn who a stranger is.
 */
export const ZCertificateValidityResult = z.object({
  id: z.string(),
  cedulaCatastral: z.string().nullable(),
  /** Masked: "******4050". */
  numeroIdentificacion: z.string().nullable(),
  /** The initials of the person the certificate is about ("A. M. P."), when known. */
  ownerInitials: z.string().nullable(),
  message: z.string(),
  certificateName: z.string(),
  issuedAt: z.string(),
});
export type TCertificateValidityResult = z.infer<typeof ZCertificateValidityResult>;

/** GET certificates/{id}/export/{key}. */
export const ZCertificateExport = z.object({
  id: z.coerce.number().int().min(1).max(CERTIFICATE_IDS.length),
  key: zCertificateCode(),
  /** Download grant of a personal certificate (handed to its owner with the issue). */
  grant: z.string().max(64).nullish(),
});
