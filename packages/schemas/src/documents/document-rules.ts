// The document requests' limits and messages, without zod: pages import them without building the document schemas
// as their code loads (issue 28).
import { COMMON_MESSAGES } from "../common/common-messages.ts";

export const DOCUMENT_VALUE_MIN = 5;
export const DOCUMENT_VALUE_MAX = 30;
export const DOCUMENT_CODE_MIN = 32;
export const DOCUMENT_CODE_MAX = 100;

export const DOCUMENT_MESSAGES = {
  typeRequired: COMMON_MESSAGES.documentTypeRequired,
  valueRequired: "Debes ingresar algún valor",
  valueMin: `Debes ingresar por lo menos ${DOCUMENT_VALUE_MIN} caracteres`,
  valueMax: `Debes ingresar máximo ${DOCUMENT_VALUE_MAX} caracteres`,
  privacyRequired: COMMON_MESSAGES.privacyRequired,
  codeRequired: "Debes ingresar un código",
  codeInvalid: COMMON_MESSAGES.codeInvalid,
  /** Document search failure (spec 01 §8). */
  notFound: "No se encontró información con los valores ingresados",
  /**
   * The one answer to anyone but the verified owner (registered value or not, so it never tells whether an
   * identification exists): it carries the spec's "not found" sentence for the case nothing matched.
   */
  codeSentOrNotFound:
    "Si hay información con los valores ingresados, enviamos un código al correo registrado: escríbelo aquí para obtener el documento. Si no te llega ningún código, no se encontró información con los valores ingresados.",
  /** A document check with an unknown guid (spec 01 §8). */
  invalidCode: COMMON_MESSAGES.codeMismatch,
  valid: "Documento válido",
  revoked: "Este documento fue anulado y ya no es válido",
  typeUnavailable: "Este tipo de documento no está disponible en este momento",
  /** The request screen when its type cannot be loaded (unknown or disabled). */
  typeNotFound: "Este tipo de documento no existe o no está disponible en este momento",
} as const;

/** How a search value is stored and compared: trimmed, inner spaces collapsed, upper case. */
export function normalizeDocumentValue(value: string): string {
  return value.trim().replace(/\s+/g, " ").toUpperCase();
}
