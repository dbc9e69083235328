import { CERTIFICATE_SLUGS, CERTIFICATE_TITLES } from "@portal/schemas/certificates/certificate-catalog";
import { CADASTRAL_KEY_MAX, CERTIFICATE_IDENTIFICATION_MAX, CERTIFICATE_MESSAGES, certificateSearchBy } from "@portal/schemas/certificates/certificate-rules";
import { DOCUMENT_MESSAGES } from "@portal/schemas/documents/document-rules";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { describeApiError, errorDetails, errorStatus, firstDetailMessage } from "../../lib/errors";

export { CERTIFICATE_TITLES };

/** The certificate id chosen by the last path segment of /tramites/{slug}; null for any other segment. */
export function certificateIdFromSlug(slug: string | undefined): number | null {
  if (!slug) return null;
  const key = slug.toLowerCase().replace(/\/+$/, "");
  return Object.hasOwn(CERTIFICATE_SLUGS, key) ? CERTIFICATE_SLUGS[key as keyof typeof CERTIFICATE_SLUGS] : null;
}

export interface TCertificateField {
  name: "identification" | "key";
  label: string;
  description: string;
  maxLength: number;
  numeric: boolean;
  /** Shown with an asterisk; the owner's identification may be left empty by an owner with a verified session. */
  required: boolean;
}

/**
 * The fields a certificate asks for (spec 01 §2, both fields of the form): identification (ids above 3), or the
 * cadastral key plus the identification of one of the property's owners (ids 3 and below: the certificate states
 * the owners and the debt, so the key alone, a number anyone can walk through, is not enough).
 */
export function certificateFields(certificateID: number): TCertificateField[] {
  const identification = { name: "identification", maxLength: CERTIFICATE_IDENTIFICATION_MAX, numeric: true } as const;
  if (certificateSearchBy(certificateID) === "identification") {
    return [{ ...identification, label: "Número de identificación", description: `Solo números, máximo ${CERTIFICATE_IDENTIFICATION_MAX}.`, required: true }];
  }
  return [
    {
      name: "key",
      label: "Cédula catastral",
      description: "Como aparece en el recibo del impuesto predial.",
      maxLength: CADASTRAL_KEY_MAX,
      numeric: false,
      required: true,
    },
    {
      ...identification,
      label: "Número de identificación del propietario",
      description: "De uno de los propietarios del predio, solo números. Si iniciaste sesión con tu identidad verificada, puedes dejarlo vacío.",
      required: false,
    },
  ];
}

/** A server message, when it is one meant for people (not a transport or HTTP placeholder). */
function serverText(error: unknown): string | null {
  const message = error instanceof Error ? error.message : null;
  if (!message || /^HTTP \d+$/.test(message) || /fetch|network|JSON/i.test(message)) return null;
  return message;
}

/**
 * What a failed certificate check, certificate validation, document search or validation shows (spec 01 §8):
 * 404 gives `notFoundText`; 400 the first field message; other refusals (409 disabled, revoked…) the server's text.
 */
export function requestErrorMessage(error: unknown, notFoundText: string): string {
  const status = errorStatus(error);
  if (status === 404) return notFoundText;
  if (status === 400) return firstDetailMessage(error) ?? ERROR_MESSAGES.badRequest;
  if (status > 400 && status < 500 && status !== 401 && status !== 429) return serverText(error) ?? describeApiError(error).message;
  return describeApiError(error).message;
}

/** The extra line of a refusal (e.g. the reason a certificate was revoked), when the server sent one apart from the message. */
export function requestErrorDetail(error: unknown): string | null {
  const status = errorStatus(error);
  if (status === 400 || status === 404) return null;
  const detail = errorDetails(error)[0]?.message;
  return typeof detail === "string" && detail.trim() && detail !== serverText(error) ? detail : null;
}

/** A property certificate's 404 says no property was found for that key and owner; the others' the spec's "Código inválido". */
export const certificateErrorMessage = (error: unknown, certificateID?: number) =>
  requestErrorMessage(
    error,
    certificateID !== undefined && certificateSearchBy(certificateID) === "cadastralKey"
      ? CERTIFICATE_MESSAGES.propertyNotFound
      : CERTIFICATE_MESSAGES.invalidCode,
  );
export const documentErrorMessage = (error: unknown) => requestErrorMessage(error, DOCUMENT_MESSAGES.notFound);
export const documentValidityErrorMessage = (error: unknown) => requestErrorMessage(error, DOCUMENT_MESSAGES.invalidCode);

/** `?download=1` asks the export for an attachment instead of inline display. */
export function downloadHref(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}download=1`;
}
