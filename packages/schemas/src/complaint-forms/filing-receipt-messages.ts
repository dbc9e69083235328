// Zod-free: the filing's confirmation shows the receipt's button without building its schemas as its code loads.

/**
 * The "Constancia de radicación y términos" (issue 31): a PDF that proves a request was filed — radicado, date and
 * time in Bogotá, type, the rule of its term and its due date, a SHA-256 fingerprint of what was filed — with a
 * validity code anyone can check at RECEIPT_VALIDITY_PATH.
 */
export const FILING_RECEIPT_MESSAGES = {
  title: "Constancia de radicación y términos",
  intro: "LA ENTIDAD HACE CONSTAR QUE RECIBIÓ LA SIGUIENTE SOLICITUD:",
  trackingID: "Número de radicado",
  filedAt: "Fecha y hora de radicación (hora de Colombia)",
  type: "Tipo de solicitud",
  rule: "Término para responder",
  dueDate: "Fecha máxima de respuesta",
  fingerprint: "Huella SHA-256 de lo radicado",
  closing: "Los términos se cuentan en días hábiles desde el día siguiente a la radicación, según el calendario publicado por la entidad.",
  verify: "Verifique la autenticidad de esta constancia en:",
  download: "Descargar constancia de radicación (PDF)",
  downloadFailed: "No se pudo generar la constancia. Inténtalo de nuevo.",
  /**
   * The key proves the caller holds the request: tracking by number alone never gives the receipt. Also the answer to
   * an unknown number, so it names both.
   */
  keyRequired: "Para descargar la constancia escribe el número de radicado y la clave de acceso que recibiste al radicar la solicitud",
  notFound: "No encontramos una constancia con ese código",
  valid: "Constancia de radicación auténtica",
  codeInvalid: "El código de verificación debe tener 32 caracteres (0-9 y A-F)",
} as const;
