import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { zEmail } from "../common/email.schema.ts";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;
/** Accounts holding any staff permission need a longer password (checked on the server when it is set, and at login). */
export const STAFF_PASSWORD_MIN = 12;

export const PASSWORD_MESSAGES = {
  required: "Debes ingresar tu contraseña",
  min: `La contraseña debe tener por lo menos ${PASSWORD_MIN} caracteres`,
  max: `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres`,
  confirmRequired: "Debes confirmar tu contraseña",
  mismatch: "Las contraseñas no coinciden",
  resetSent: "Te enviamos un correo con el enlace para cambiar tu contraseña",
  resetDone: "Tu contraseña fue actualizada, ya puedes iniciar sesión",
  resetInvalid: "El enlace para cambiar la contraseña no es válido o ya expiró",
  /** The password is in the list of breached or very common passwords checked by the server (never sent to the browser). */
  breached: "Esta contraseña aparece en listas de contraseñas filtradas o muy usadas. Por tu seguridad, elige otra",
  /** The server's strength estimate rates it among the easiest to guess (names, dates, keyboard rows, sequences). */
  weak: "Esta contraseña es muy fácil de adivinar. Usa una frase de varias palabras o combina palabras, números y símbolos",
  staffMin: `Las cuentas con permisos de administración necesitan una contraseña de al menos ${STAFF_PASSWORD_MIN} caracteres`,
  staffLoginShort: `Tu cuenta tiene permisos de administración y su contraseña es demasiado corta. Crea una de al menos ${STAFF_PASSWORD_MIN} caracteres con «¿Olvidaste tu contraseña?»`,
  currentRequired: "Debes ingresar tu contraseña actual",
  currentWrong: "La contraseña actual no es correcta",
  changed: "Tu contraseña fue actualizada y cerramos tus demás sesiones",
} as const;

export const zPassword = () =>
  z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
    .min(PASSWORD_MIN, { error: PASSWORD_MESSAGES.min })
    .max(PASSWORD_MAX, { error: PASSWORD_MESSAGES.max });

/** POST users/passwordreset */
export const ZPasswordResetRequest = z.object({ email: zEmail() }).extend(ZCaptchaFields.shape);
export type TPasswordResetRequest = z.input<typeof ZPasswordResetRequest>;

/** PUT users/passwordreset/{token} */
export const ZNewPassword = z
  .object({
    password: zPassword(),
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, { error: PASSWORD_MESSAGES.confirmRequired, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: PASSWORD_MESSAGES.mismatch });
export type TNewPassword = z.input<typeof ZNewPassword>;

export const ZPasswordResetToken = z.object({ token: z.string().min(20).max(200) });

/** Password change from the profile: the current password (when the account has one) and the new one twice. */
export const ZPasswordChange = z
  .object({
    currentPassword: z.string().max(200).optional().default(""),
    password: zPassword(),
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, { error: PASSWORD_MESSAGES.confirmRequired, abort: true }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: PASSWORD_MESSAGES.mismatch });
export type TPasswordChange = z.input<typeof ZPasswordChange>;
