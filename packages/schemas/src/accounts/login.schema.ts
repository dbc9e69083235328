import { z } from "zod";
import { CAPTCHA_MESSAGES } from "../captcha/captcha-rules.ts";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zEmail } from "../common/email.schema.ts";
import { PASSWORD_MESSAGES } from "./password.schema.ts";

export const LOGIN_MESSAGES = {
  failed: "Usuario o clave incorrecta",
  pendingRegistration: "Para poder iniciar sesión debes actualizar tus datos personales",
  privateBrowsing: "No puedes iniciar sesión si navegas en modo privado",
  registerWhileLoggedIn: "No puedes registrarte por que tienes una sesión abierta",
  sessionExpired: COMMON_MESSAGES.sessionExpired,
} as const;

/** POST auth — application login. */
export const ZLogin = z.object({
  email: zEmail(),
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, { error: PASSWORD_MESSAGES.required }).max(200),
  captchaId: z.string({ error: CAPTCHA_MESSAGES.required }).min(1, { error: CAPTCHA_MESSAGES.required }).max(64),
  captcha: z.string({ error: CAPTCHA_MESSAGES.required }).trim().min(1, { error: CAPTCHA_MESSAGES.required }).max(20),
});
export type TLogin = z.input<typeof ZLogin>;
