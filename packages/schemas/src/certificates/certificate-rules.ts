// The certificates' ids, limits, messages and rules, without zod: the request and validity pages import them without
// building the certificate schemas as their code loads (issue 28).
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import type { CERTIFICATE_SLUGS } from "./certificate-catalog.ts";

/** The five certificates of /tramites/{slug} (spec 01 §2): the last path segment chooses the id (CERTIFICATE_SLUGS). */
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

/** Where the QR code of a certificate points: /validez/ with the code filled in. */
export function certificateValidityUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, "")}/validez/?id=${encodeURIComponent(code)}`;
}
