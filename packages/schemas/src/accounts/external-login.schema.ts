import { z } from "zod";
import { EXTERNAL_PROVIDERS, type TExternalProvider } from "./external-provider-catalog.ts";
import { ZLoginAnswer } from "./mfa.schema.ts";
import { PASSWORD_MESSAGES, zPassword } from "./password.schema.ts";
import { LOA, REGISTER_MESSAGES, refineRegister, ZRegisterFields } from "./register.schema.ts";

export { EXTERNAL_PROVIDER_NAMES, EXTERNAL_PROVIDERS, EXTERNAL_RETURN_PATHS, type TExternalProvider } from "./external-provider-catalog.ts";

/** The external login's providers (catalogue in external-provider-catalog.ts, zod-free for the web's route table). */
export const ZExternalProvider = z.enum(EXTERNAL_PROVIDERS);

/** Social login popup (spec 03 §9: "500x350 or 500x500"). */
export const EXTERNAL_LOGIN_POPUP = { width: 500, height: 500 } as const;
/**
 * The spec's smaller reading, 500×350, for Facebook: its dialog has a compact layout for popups (spec silent on which
 * provider takes which size); Google, X and the identity provider need the taller window.
 */
export const EXTERNAL_LOGIN_POPUP_COMPACT = { width: 500, height: 350 } as const;
export function externalLoginPopupSize(provider: TExternalProvider): { width: number; height: number } {
  return provider === "facebook" ? EXTERNAL_LOGIN_POPUP_COMPACT : EXTERNAL_LOGIN_POPUP;
}
/** Seconds a started login waits for the provider's answer, and a registration ticket for its form. */
export const EXTERNAL_LOGIN_TTL = { flowSeconds: 600, ticketSeconds: 1800 } as const;

export const EXTERNAL_LOGIN_MESSAGES = {
  loginWith: "Ingresar con",
  notConfigured: "Este medio de inicio de sesión no está disponible",
  failed: "No pudimos completar el inicio de sesión externo. Inténtalo de nuevo",
  expired: "El inicio de sesión externo venció o ya fue usado. Inténtalo de nuevo",
  popupBlocked: "Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes e inténtalo de nuevo",
  prefilled: "Completa tus datos para crear tu cuenta",
  existingAccount: "Ya existe una cuenta registrada con este correo electrónico. Ingresa la contraseña de esa cuenta para vincularla",
  link: "Vincular cuenta",
  verifiedNames: "Tus nombres y tu identificación vienen del proveedor de identidad y no se pueden cambiar",
  alreadyLinked: "Esta cuenta externa ya está vinculada a otro usuario",
} as const;

/** auth.startExternalLogin / GET auth/social/{provider}, GET auth/twitter. */
export const ZExternalStart = z.object({ provider: ZExternalProvider });
export const ZExternalStartAnswer = z.object({ authorizationUrl: z.string(), flow: z.string() });
export type TExternalStartAnswer = z.infer<typeof ZExternalStartAnswer>;

/**
 * POST auth/social (SocialNetwork, Token, Token2): the provider, the query string the provider appended to the
 * return target, and the flow handle the opener kept in memory (so a callback opened in another browser is useless).
 */
export const ZExternalComplete = z.object({
  provider: ZExternalProvider,
  callback: z.string().min(1).max(8192),
  flow: z.string().min(1).max(100),
});
export type TExternalComplete = z.infer<typeof ZExternalComplete>;

/** What the provider told about the person, for the registration form (read-only names under "loa:2"). */
export const ZExternalPrefill = z.object({
  email: z.string(),
  name: z.string(),
  secondname: z.string(),
  lastname: z.string(),
  secondlastname: z.string(),
  /** Under "loa:2": the identification the identity provider vouches for (read-only in the form). */
  identificationType: z.number().optional(),
  identification: z.string().optional(),
  /** The data update of an existing account also brings what the account holds. */
  stored: z
    .object({
      identificationType: z.number().nullable(),
      identification: z.string().nullable(),
      expeditionDate: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      country: z.number().nullable(),
      department: z.number().nullable(),
      location: z.number().nullable(),
      city: z.string().nullable(),
      neighborhood: z.string().nullable(),
      genderID: z.number().nullable(),
      birthDate: z.string().nullable(),
      enabledNewsletter: z.boolean(),
    })
    .optional(),
});
export type TExternalPrefill = z.infer<typeof ZExternalPrefill>;

export const ZExternalLoa = z.enum([LOA.basic, LOA.verified]);

export const ZExternalAnswer = z.discriminatedUnion("status", [
  /** A linked account: a session (or its second step). */
  z.object({ status: z.literal("login"), result: ZLoginAnswer }),
  /** No account: the registration form, prefilled. */
  z.object({
    status: z.literal("register"),
    ticket: z.string(),
    provider: ZExternalProvider,
    loa: ZExternalLoa,
    emailVerified: z.boolean(),
    prefill: ZExternalPrefill,
  }),
  /** An account has the provider's e-mail: the notice, and linking once its password is given. */
  z.object({ status: z.literal("link"), ticket: z.string(), provider: ZExternalProvider, email: z.string() }),
  /** A linked account with a pending registration form (or missing what "loa:2" requires): the data update first. */
  z.object({ status: z.literal("update"), ticket: z.string(), provider: ZExternalProvider, loa: ZExternalLoa, prefill: ZExternalPrefill }),
]);
export type TExternalAnswer = z.infer<typeof ZExternalAnswer>;

/**
 * The fields "loa:2" makes required (spec 03 §5), in the form's order. Department, municipality and neighbourhood are
 * required too, but by the place rule of every registration (for Colombia; abroad the city takes their place).
 */
export const VERIFIED_IDENTITY_FIELDS = ["identificationType", "identification", "expeditionDate", "phone", "address", "genderID", "birthDate"] as const;
const VERIFIED_IDENTITY_MESSAGES: Record<(typeof VERIFIED_IDENTITY_FIELDS)[number], string> = {
  identificationType: REGISTER_MESSAGES.identificationTypeRequired,
  identification: REGISTER_MESSAGES.identificationRequired,
  expeditionDate: REGISTER_MESSAGES.expeditionDateRequired,
  phone: REGISTER_MESSAGES.phoneRequired,
  address: REGISTER_MESSAGES.addressRequired,
  genderID: REGISTER_MESSAGES.genderRequired,
  birthDate: REGISTER_MESSAGES.birthDateRequired,
};

/** "loa:2": every identity field is required. */
export function refineVerifiedIdentity(v: Partial<Record<(typeof VERIFIED_IDENTITY_FIELDS)[number], unknown>>, ctx: z.RefinementCtx): void {
  for (const field of VERIFIED_IDENTITY_FIELDS) {
    const value = v[field];
    if (value === null || value === undefined || value === "") ctx.addIssue({ code: "custom", path: [field], message: VERIFIED_IDENTITY_MESSAGES[field] });
  }
}

/**
 * auth.externalRegister / POST auth/social/register: the registration form opened by an external login (or the
 * data update a pending registration forces). No captcha: the provider's round trip and the ticket stand for it.
 * The password is optional (the account can always log in through the provider). Under "loa:2" the server ignores
 * the names sent and keeps the provider's.
 */
const ZExternalRegisterFields = ZRegisterFields.extend({
  ticket: z.string().min(1).max(100),
  password: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(zPassword().nullable()),
});
export const ZExternalRegister = ZExternalRegisterFields.superRefine(refineRegister);
export const ZExternalRegisterVerified = ZExternalRegisterFields.superRefine((v, ctx) => {
  refineRegister(v, ctx);
  refineVerifiedIdentity(v, ctx);
});
export type TExternalRegisterInput = z.input<typeof ZExternalRegister>;

/** auth.externalLink / POST auth/social/link: the notice's password proves the existing account. */
export const ZExternalLink = z.object({
  ticket: z.string().min(1).max(100),
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, { error: PASSWORD_MESSAGES.required }).max(200),
});
export type TExternalLink = z.infer<typeof ZExternalLink>;

/** GET auth/social: the providers this portal is configured for (the others are not shown). */
export const ZExternalProviders = z.array(z.object({ provider: ZExternalProvider, name: z.string(), returnPath: z.string() }));
export type TExternalProviders = z.infer<typeof ZExternalProviders>;
