import { z } from "zod";
import { EMAIL_MAX_LOGIN, zEmail } from "../common/email.ts";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";

export const NEWSLETTER_MESSAGES = {
  alreadySubscribed: "Ya estas registrado en nuetra lista de correos",
  notFound: "El correo electrónico que ingresaste no se encuentra",
  subscribed: "Te suscribiste con éxito a nuestra lista de correos",
  unsubscribed: "Cancelaste tu suscripción a nuestra lista de correos",
  confirmUnsubscribe: "¿Estás seguro de que quieres darte de baja?",
} as const;

/** POST newsletter — e-mail (at most 150, login messages) and captcha ("newsletter"). */
export const ZNewsletterSubscribe = z.object({ email: zEmail(EMAIL_MAX_LOGIN) }).extend(ZCaptchaFields.shape);
export type TNewsletterSubscribeInput = z.input<typeof ZNewsletterSubscribe>;

/** POST newsletter/down — unsubscribe (/darme-de-baja): e-mail and captcha ("unsubscribe"). */
export const ZNewsletterUnsubscribe = z.object({ email: zEmail(EMAIL_MAX_LOGIN) }).extend(ZCaptchaFields.shape);
export type TNewsletterUnsubscribeInput = z.input<typeof ZNewsletterUnsubscribe>;
