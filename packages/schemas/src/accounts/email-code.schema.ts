import { z } from "zod";
import { zEmail } from "../common/email.schema.ts";
import { fillMessage } from "../common/fill-message.ts";

/** The code the portal sends: "Email code length is exactly 4" (spec 03 §5). */
export const EMAIL_CODE_LENGTH = 4;
/** The update-data form's reading: "Code: maximum 8" (spec 03 §5); both are kept (spec 03 §4). */
export const EMAIL_CODE_MAX = 8;
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Once validated, the change must be applied within this time. */
export const EMAIL_CODE_VERIFIED_TTL_MINUTES = 30;
/** No 0/O, 1/I/L: a code read from a phone is typed back without doubt. Compared case-insensitively. */
export const EMAIL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * Where the e-mail change happens (spec 03 §4: profile, user form or update wizard). A code is bound to its service
 * and to the user who asked for it; the update-data wizard's field takes up to 8 characters, the others exactly 4.
 */
export const EMAIL_CODE_SERVICES = ["profile", "userForm", "userMain"] as const;
export type TEmailCodeService = (typeof EMAIL_CODE_SERVICES)[number];
const LONG_CODE_SERVICES: readonly TEmailCodeService[] = ["userMain"];

export const EMAIL_CODE_MESSAGES = {
  /** {email} is the new address. */
  sent: "El código fue enviado al correo {email}",
  verified: "Código verificado exitosamente",
  invalid: "El código no es válido",
  required: "Debes ingresar el código",
  length: `El código debe tener ${EMAIL_CODE_LENGTH} caracteres`,
  max: `El código debe tener máximo ${EMAIL_CODE_MAX} caracteres`,
  sameEmail: "El correo nuevo es igual al actual",
  notVerified: "Primero valida el código que enviamos al correo nuevo",
  changed: "Tu correo electrónico fue actualizado",
  /** spec silent: updateHistoryCodeEmail, the citizen drops the address they were verifying. */
  discarded: "Descartamos los códigos de ese correo: para usarlo, pide un código nuevo",
  emailSubject: "Código para confirmar tu correo electrónico",
  emailIntro: "Escribe este código en el portal para confirmar que este correo es tuyo:",
  emailExpiry: `El código vence en ${EMAIL_CODE_TTL_MINUTES} minutos y sirve una sola vez.`,
  emailIgnore: "Si no pediste cambiar tu correo en el portal, ignora este mensaje: nada cambiará.",
  changedNoticeSubject: "Tu correo electrónico fue cambiado",
  /** {email} is the new address; sent to the old one. */
  changedNotice: "El correo electrónico de tu cuenta se cambió por {email}. Si no fuiste tú, escríbenos de inmediato.",
} as const;
const M = EMAIL_CODE_MESSAGES;

export const formatEmailCodeSent = (email: string) => fillMessage(M.sent, { email });

const ZService = z.enum(EMAIL_CODE_SERVICES).default("profile");

/** addHistoryCode: a code for the new address. */
export const ZEmailCodeRequest = z.object({ email: zEmail(), service: ZService });
export type TEmailCodeRequest = z.input<typeof ZEmailCodeRequest>;
/**
 * updateHistoryCodeEmail (email, services): the requester's codes for that address and form are discarded.
 * @alias the spec names this call apart; its body is addHistoryCode's.
 */
export const ZEmailCodeDiscard = ZEmailCodeRequest;

/** validateCode (code, email, services): 4 characters, or up to 8 for the update-data wizard. */
export const ZEmailCodeValidate = z
  .object({
    email: zEmail(),
    code: z
      .string({ error: M.required })
      .trim()
      .min(1, { error: M.required, abort: true })
      .transform((v) => v.toUpperCase()),
    service: ZService,
  })
  .superRefine((v, ctx) => {
    const long = LONG_CODE_SERVICES.includes(v.service);
    if (long && v.code.length > EMAIL_CODE_MAX) ctx.addIssue({ code: "custom", path: ["code"], message: M.max });
    else if (!long && v.code.length !== EMAIL_CODE_LENGTH) ctx.addIssue({ code: "custom", path: ["code"], message: M.length });
    else if (!/^[A-Z0-9]+$/.test(v.code)) ctx.addIssue({ code: "custom", path: ["code"], message: M.invalid });
  });
export type TEmailCodeValidate = z.input<typeof ZEmailCodeValidate>;

/** The profile's e-mail change, applied once its code was validated. */
export const ZEmailChange = z.object({ email: zEmail() });
export type TEmailChange = z.input<typeof ZEmailChange>;
