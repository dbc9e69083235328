import { z } from "zod";

/**
 * Failed logins lock the account only from the address they came from (RATE_LIMITS.loginFailure): the holder of the
 * account gets an e-mail with what happened and a link that unlocks it from the connection that opens it.
 */
export const LOGIN_UNLOCK_TTL_SECONDS = 60 * 60;

export const LOGIN_LOCK_MESSAGES = {
  emailSubject: "Bloqueamos temporalmente el ingreso a tu cuenta",
  emailIntro:
    "Hubo {attempts} intentos fallidos de iniciar sesión en tu cuenta desde la dirección {address}. Por seguridad bloqueamos el ingreso desde esa conexión por {minutes} minutos; desde otras conexiones puedes seguir entrando con tu contraseña.",
  emailIfYou: "Si fuiste tú, puedes desbloquear el ingreso desde tu conexión con este enlace (válido por 1 hora y una sola vez):",
  emailButton: "Desbloquear mi cuenta",
  emailIfNotYou:
    "Si no fuiste tú, alguien intentó adivinar tu contraseña. No necesitas hacer nada, pero te recomendamos cambiarla por una que no uses en otros sitios y activar la verificación en dos pasos en Mi perfil → Seguridad.",
  pageTitle: "Desbloqueo de la cuenta",
  unlocking: "Desbloqueando",
  unlocked: "Desbloqueamos el ingreso a tu cuenta desde esta conexión. Ya puedes iniciar sesión",
  invalid: "El enlace para desbloquear la cuenta no es válido o ya fue usado",
} as const;

/** auth.unlock / POST auth/unlock: the token of the e-mailed link. */
export const ZLoginUnlock = z.object({ token: z.string().min(1).max(2000) });
export type TLoginUnlock = z.infer<typeof ZLoginUnlock>;
