/**
 * The fixed wording of issued certificates and documents (the PDF), zod-free so the worker and core can use it.
 * {0}, {1}, {2} are filled in order.
 */
export const CERTIFICATE_PDF_MESSAGES = {
  intro: "CERTIFICA:",
  issuedOnRequest: "Se expide a solicitud del interesado el {0}.",
  validUntil: "Este certificado es válido hasta el {0}.",
  paymentReference: "Referencia de pago: {0}.",
  certificateVerify: "Verifique la autenticidad de este certificado escaneando el código QR o ingresando el código en:",
  documentGenerated: "Documento generado el {0}.",
  documentVerify: "Verifique la autenticidad de este documento escaneando el código QR o ingresando el código en:",
  verificationCodeLabel: "Código de verificación:",
  verificationCodeSubject: "Código de verificación {0}",
  /** What a certificate says where the registry has no value. */
  ownersMissing: "propietario no registrado",
  stratumMissing: "sin estrato asignado",
  landUseMissing: "sin uso de suelo registrado",
  zoneMissing: "sin zona registrada",
  dateMissing: "la fecha",
  notRegistered: "no registrado",
  residentSinceMissing: "la fecha de su registro",
  dependencyMissing: "de la entidad",
  /** A staff period: {0} position (and dependency), {1} start date, {2} `until` or `untilToday`. */
  staffPeriod: "{0} desde el {1} {2}",
  until: "hasta el {0}",
  untilToday: "hasta la fecha",
} as const;
