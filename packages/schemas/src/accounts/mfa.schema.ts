import { z } from "zod";
import { ZLoginResult } from "./session-user.schema.ts";

/** Second factor (required for staff by STAFF_MFA, optional for citizens): a 6-digit TOTP (RFC 6238, 30-second steps) from an authenticator app. */
export const MFA_CODE_LENGTH = 6;
/** `STAFF_MFA`: "optional" lets anyone enrol; "required" makes it mandatory for holders of any staff permission. */
export const STAFF_MFA_POLICIES = ["optional", "required"] as const;
export type TStaffMfaPolicy = (typeof STAFF_MFA_POLICIES)[number];
/** How long the step between a right password and the code stays open. */
export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;

export const MFA_MESSAGES = {
  codeLabel: "Código de verificación",
  codeRequired: "Debes ingresar el código de verificación",
  codeFormat: `El código de verificación tiene ${MFA_CODE_LENGTH} números`,
  codeWrong: "El código de verificación no es válido",
  challengeExpired: "La verificación expiró, vuelve a iniciar sesión",
  enrolRequired: "Tu cuenta de administración debe activar la verificación en dos pasos antes de continuar",
  alreadyEnabled: "La verificación en dos pasos ya está activada",
  notEnabled: "La verificación en dos pasos no está activada",
  requiredCannotDisable: "Tu cuenta de administración debe mantener la verificación en dos pasos",
  enabled: "Activaste la verificación en dos pasos",
  disabled: "Desactivaste la verificación en dos pasos",
  reset: "Reiniciamos la verificación en dos pasos de la cuenta; la persona deberá activarla de nuevo al iniciar sesión",
  resetOwn: "No puedes reiniciar tu propia verificación en dos pasos; pídeselo a otro administrador",
  resetNotStaff: "Solo se puede reiniciar la verificación en dos pasos de una cuenta de administración",
} as const;

export const zMfaCode = () =>
  z
    .string({ error: MFA_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: MFA_MESSAGES.codeRequired, abort: true })
    .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), { error: MFA_MESSAGES.codeFormat });

export const ZMfaCode = z.object({ code: zMfaCode() });
export type TMfaCode = z.input<typeof ZMfaCode>;

/** The login's second step: the challenge handed out after a right password, and the code. */
export const ZMfaChallengeRef = z.object({ challenge: z.string().min(20).max(2000) });
export const ZMfaVerify = ZMfaChallengeRef.extend(ZMfaCode.shape);
export type TMfaVerify = z.input<typeof ZMfaVerify>;

/** POST auth when the password is right but a code is still needed (`enrol`: the account must first enrol). */
export const ZMfaChallenge = z.object({ mfaRequired: z.literal(true), challenge: z.string(), enrol: z.boolean() });
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;

/** What POST auth answers: a session, or the second step. */
export const ZLoginAnswer = z.union([ZLoginResult, ZMfaChallenge]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** A new authenticator secret: the QR (SVG data URL) and the same secret as text for manual entry. */
export const ZMfaEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qr: z.string() });
export type TMfaEnrolment = z.infer<typeof ZMfaEnrolment>;

export const ZMfaReset = z.object({ userId: z.coerce.number().int().positive() });
