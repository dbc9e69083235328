// Zod-free: the code form's page imports the code's length and messages without building its schema as it loads.

/**
 * Certificates and documents that reveal where a person lives, works or what they earn (residence, labour, income)
 * go only to that person (Ley 1581): logged in with a verified identity matching the identification, or through a
 * one-time code sent to the e-mail the entity has on file for them. The lookup answers the same whether the
 * identification is registered or not.
 */
export const PERSONAL_CODE_LENGTH = 6;
export const PERSONAL_CODE_TTL_MINUTES = 15;
/** Wrong tries a code survives; after them a new one must be asked for. */
export const PERSONAL_CODE_MAX_ATTEMPTS = 5;

export const PERSONAL_ACCESS_MESSAGES = {
  /** The one answer of a lookup by identification, registered or not (never tells whether it exists). */
  codeSent: "Si la identificación está registrada, enviamos un código al correo registrado. Escríbelo aquí para obtener el documento.",
  codeRequired: "Debes ingresar el código que enviamos a tu correo",
  codeFormat: `Debes ingresar el código de ${PERSONAL_CODE_LENGTH} números que enviamos a tu correo`,
  /** Wrong, expired, spent or never sent: one message, so a guess learns nothing. */
  codeInvalid: "El código no es válido o ya venció. Solicita uno nuevo.",
  emailSubject: "Tu código para obtener un certificado o documento",
  emailTitle: "Código de verificación",
  emailIntro: "Recibimos una solicitud de un certificado o documento con tus datos personales. Para obtenerlo, escribe este código en el portal:",
  /** {0} minutes. */
  emailExpiry: `El código vence en ${PERSONAL_CODE_TTL_MINUTES} minutos y sirve una sola vez.`,
  emailIgnore: "Si no solicitaste este documento, ignora este mensaje: nadie podrá obtenerlo sin este código.",
} as const;
