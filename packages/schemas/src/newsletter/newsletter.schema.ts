import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { zEmail } from "../common/email.schema.ts";
import { EMAIL_MAX_LOGIN } from "../common/email.ts";

/**
 * The spec's texts (alreadySubscribed, notFound: spec 01 §8, spec 02 §7) are said only to whoever opened a link
 * mailed to the address: the forms answer the same whether an address is on the list or not (a stranger must not
 * learn who subscribes), and only the mailbox's owner confirms a subscription or a removal.
 */
export const NEWSLETTER_MESSAGES = {
  alreadySubscribed: "Ya estas registrado en nuetra lista de correos",
  notFound: "El correo electrónico que ingresaste no se encuentra",
  subscribed: "Te suscribiste con éxito a nuestra lista de correos",
  unsubscribed: "Cancelaste tu suscripción a nuestra lista de correos",
  confirmUnsubscribe: "¿Estás seguro de que quieres darte de baja?",
  /** The subscribe form's one answer, known address or not. */
  subscribeMailed: "Revisa tu correo electrónico: te enviamos un mensaje para confirmar tu suscripción a nuestra lista de correos",
  /** The unsubscribe form's one answer, known address or not. */
  unsubscribeMailed: "Si el correo electrónico está en nuestra lista, te enviamos un enlace para confirmar que quieres darte de baja",
  linkInvalid: "El enlace no es válido o ya venció. Vuelve a pedirlo desde el formulario",
  subscribeSubject: "Confirma tu suscripción al boletín",
  subscribeIntro:
    "Recibimos una solicitud para suscribir esta dirección a nuestro boletín de noticias. Para confirmarla, abre este enlace (válido por {hours} horas):",
  alreadySubject: "Tu suscripción al boletín",
  alreadyIntro: "Recibimos una nueva solicitud para suscribir esta dirección a nuestro boletín. No tienes que hacer nada.",
  unsubscribeSubject: "Confirma que quieres darte de baja del boletín",
  unsubscribeIntro:
    "Recibimos una solicitud para dar de baja esta dirección de nuestro boletín de noticias. Para confirmarla, abre este enlace (válido por {hours} horas):",
  ignore: "Si no fuiste tú, ignora este mensaje: nada cambiará.",
} as const;

/** How long a mailed confirmation link works. */
export const NEWSLETTER_LINK_TTL_HOURS = 72;

/** POST newsletter — e-mail (at most 150, login messages) and captcha ("newsletter"). */
export const ZNewsletterSubscribe = z.object({ email: zEmail(EMAIL_MAX_LOGIN) }).extend(ZCaptchaFields.shape);
export type TNewsletterSubscribeInput = z.input<typeof ZNewsletterSubscribe>;

/** POST newsletter/down — unsubscribe (/darme-de-baja): e-mail and captcha ("unsubscribe"). */
export const ZNewsletterUnsubscribe = z.object({ email: zEmail(EMAIL_MAX_LOGIN) }).extend(ZCaptchaFields.shape);
export type TNewsletterUnsubscribeInput = z.input<typeof ZNewsletterUnsubscribe>;

/** POST newsletter/confirm and POST newsletter/down/confirm: the token of a mailed link. */
export const ZNewsletterToken = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.linkInvalid })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.linkInvalid })
    .max(2000, { error: NEWSLETTER_MESSAGES.linkInvalid }),
});
export type TNewsletterTokenInput = z.input<typeof ZNewsletterToken>;
