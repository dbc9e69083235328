import { z } from "zod";

/** How long the link of the verification e-mail works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

export const EMAIL_VERIFICATION_MESSAGES = {
  sent: "Te enviamos un correo con el enlace para verificar tu dirección de correo electrónico",
  verified: "Tu correo electrónico fue verificado",
  alreadyVerified: "Tu correo electrónico ya está verificado",
  invalid: "El enlace de verificación no es válido o ya expiró",
  pending: "Aún no has verificado tu correo electrónico",
  /** Refusal of a personal-mode ("A nombre personal") PQRDS by an account whose e-mail is not verified. */
  requiredForPersonal:
    "Debes verificar tu correo electrónico antes de radicar una solicitud a nombre personal. Abre el enlace que te enviamos o pide uno nuevo en Mi perfil",
} as const;

export const ZEmailVerificationToken = z.object({ token: z.string().min(20).max(2000) });
export type TEmailVerificationToken = z.input<typeof ZEmailVerificationToken>;
