import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { CERTIFICATE_SLUGS } from "./certificate-catalog.ts";
import { zPersonalCode } from "./personal-access.schema.ts";

/** The five certificates of /tramites/{slug} (spec 01 §2): the last path segment chooses the id. */
export { CERTIFICATE_SLUGS };
export type TCertificateSlug = keyof typeof CERTIFICATE_SLUGS;
export const CERTIFICATE_IDS = [1, 2, 3, 4, 5] as const;
/** Ids up to this one are asked by cadastral key; above it, by identification number (spec 01 §2). */
export const CADASTRAL_KEY_MAX_CERTIFICATE_ID = 3;

export const CERTIFICATE_IDENTIFICATION_MAX = 12;
export const CADASTRAL_KEY_MAX = 50;
/** The validity code: 32 characters, no dashes (spec 01 §3 "a key (dashes removed)"). */
export const CERTIFICATE_CODE_LENGTH = 32;

export const CERTIFICATE_MESSAGES = {
  certificateRequired: "Debes seleccionar el certificado",
  identificationRequired: COMMON_MESSAGES.identificationRequired,
  identificationDigits: COMMON_MESSAGES.digitsOnly,
  identificationMax: `Debes ingresar máximo ${CERTIFICATE_IDENTIFICATION_MAX} números`,
  keyRequired: COMMON_MESSAGES.cadastralKeyRequired,
  keyMax: `Debes ingresar máximo ${CADASTRAL_KEY_MAX} caracteres`,
  keyChars: COMMON_MESSAGES.cadastralKeyInvalid,
  /**
   * A property certificate (ids 1–3) asked without the identification of one of its owners (and not by an owner whose
   * identity the session verifies): answered before the registry is read, so it tells nothing about the property.
   */
  ownerIdentificationRequired: "Debes ingresar el número de identificación de uno de los propietarios del predio",
  /**
   * A property certificate whose key is unknown or whose owners do not include the identification given: one answer
   * for both, so it never tells whether a key exists (spec 01 §8 says "Código inválido", which reads like a typo).
   */
  propertyNotFound: "No encontramos un predio con esa cédula catastral a nombre de esa identificación. Revisa los dos datos e inténtalo de nuevo.",
  codeInvalid: COMMON_MESSAGES.codeInvalid,
  /** 404 of a check or a validation (spec 01 §8). */
  invalidCode: COMMON_MESSAGES.codeMismatch,
  paymentRequired: "Pago requerido",
  registered: "Solicitud registrada exitosamente",
  valid: "Certificado válido",
  unavailable: "Este certificado no está disponible en este momento",
  revoked: "Este certificado fue anulado y ya no es válido",
  /** The revocation detail after `revoked`: {0} the date, {1} ": reason" or nothing. */
  revokedDetail: "(anulado el {0}{1})",
  /** {0} the date it expired. */
  expired: "Este certificado venció el {0} y ya no es válido",
} as const;
const M = CERTIFICATE_MESSAGES;

/** Certificates above the cadastral-key ones reveal a person's address or employment: only that person gets them. */
export function isPersonalCertificate(certificateID: number): boolean {
  return certificateID > CADASTRAL_KEY_MAX_CERTIFICATE_ID;
}

export function certificateSearchBy(certificateID: number): "cadastralKey" | "identification" {
  return certificateID <= CADASTRAL_KEY_MAX_CERTIFICATE_ID ? "cadastralKey" : "identification";
}

/** Cédula catastral as stored: upper case, without dashes, dots or spaces. */
export function normalizeCadastralKey(key: string): string {
  return key.toUpperCase().replace(/[-.\s]/g, "");
}

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

/** Where the QR code of a certificate points: /validez/ with the code filled in. */
export function certificateValidityUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, "")}/validez/?id=${encodeURIComponent(code)}`;
}
