import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { hasMarkup } from "../common/plain-text.ts";
import { zText } from "../complaint-forms/fields.ts";

export const POLICY_LIMITS = { termMin: 20, termMax: 4000 } as const;
const L = POLICY_LIMITS;

/** The policy text editor (spec 02 §5 "Policy text"). */
export const POLICY_MESSAGES = {
  termRequired: "Debes ingresar la descripción del término",
  termMin: `El mínimo de caracteres para la descripción es de ${L.termMin}`,
  termMax: `ingrese máximo ${L.termMax} caracteres`,
  /** spec silent: the policy texts are plain text (paragraphs), never markup. */
  markup: COMMON_MESSAGES.plainTextOnly,
  /** spec silent: marking as read a version that is not the current one. */
  notCurrent: "Esta versión de los términos ya no está vigente",
  /** The modal a logged user sees once per new version. */
  updatedTitle: "Actualizamos nuestros términos",
  updatedIntro: "Hemos actualizado este texto. Léelo antes de continuar.",
  accept: "Entendido",
  saved: "Publicamos la nueva versión",
  /** The notice staff see once on the home (spec 02 §2, 03 §2 "notice modal for admins … updated use, security and cookie texts"). */
  staffNoticeTitle: "Actualizamos los textos de uso, seguridad y cookies",
  staffNoticeIntro: "Estos textos cambiaron desde tu última visita. Revísalos: rigen el uso del portal que administras.",
  /** {version} and {date} are filled in by the notice. */
  staffNoticeVersion: "Versión {version}, publicada el {date}",
  /** spec silent: the notice is for staff only. */
  staffOnly: "Este aviso es solo para administradores del sitio",
} as const;
const M = POLICY_MESSAGES;

/**
 * The texts an entity publishes: "terms" (/politicas/, the terms modal) and "treatment" (/politicasTratamiento/).
 * Each save is a new version; a logged user sees each new version once.
 */
export const POLICY_TERM_TYPES = ["terms", "treatment"] as const;
export type TPolicyTermType = (typeof POLICY_TERM_TYPES)[number];
export const POLICY_TERM_LABELS: Record<TPolicyTermType, string> = {
  terms: "Políticas y términos de uso",
  treatment: "Política de tratamiento de datos personales",
};
const ZTermType = z.enum(POLICY_TERM_TYPES).default("terms");

/** POST policiesterms: a new version of one text (Settings permission). */
export const ZPolicyTermForm = z.object({ termType: ZTermType, term: zText(L.termMax * 2) }).superRefine((v, ctx) => {
  if (!v.term) ctx.addIssue({ code: "custom", path: ["term"], message: M.termRequired });
  else if (v.term.length < L.termMin) ctx.addIssue({ code: "custom", path: ["term"], message: M.termMin });
  else if (v.term.length > L.termMax) ctx.addIssue({ code: "custom", path: ["term"], message: M.termMax });
  else if (hasMarkup(v.term)) ctx.addIssue({ code: "custom", path: ["term"], message: M.markup });
});
export type TPolicyTermForm = z.output<typeof ZPolicyTermForm>;

/** GET policiesterms?termType=… */
export const ZPolicyTermQuery = z.object({ termType: ZTermType }).default({ termType: "terms" });
/** PUT policiesterms: the logged user has read this version. */
export const ZPolicyTermViewed = z.object({ id: z.coerce.number({ error: M.notCurrent }).int({ error: M.notCurrent }).positive({ error: M.notCurrent }) });

/** GET policiesterms/notice: the current versions a staff member has not seen yet (the home's notice). */
export const ZPolicyStaffNotice = z.object({
  pending: z.array(
    z.object({ id: z.number().int(), termType: z.enum(POLICY_TERM_TYPES), label: z.string(), version: z.number().int(), createdAt: z.string() }),
  ),
});
export type TPolicyStaffNotice = z.infer<typeof ZPolicyStaffNotice>;

/** One published version. */
export const ZPolicyTerm = z.object({
  id: z.number().int(),
  termType: z.enum(POLICY_TERM_TYPES),
  version: z.number().int(),
  term: z.string(),
  createdAt: z.string(),
});
export type TPolicyTerm = z.infer<typeof ZPolicyTerm>;
/**
 * GET policiesterms: the entity's current text (TermTerritorial, with isViewed for a logged user; null when the
 * entity has not written one and the built-in text applies) and the platform's (TermGlobal, null here).
 */
export const ZPolicyTerms = z.object({
  termType: z.enum(POLICY_TERM_TYPES),
  TermTerritorial: ZPolicyTerm.extend({ isViewed: z.boolean() }).nullable(),
  TermGlobal: ZPolicyTerm.nullable(),
});
export type TPolicyTerms = z.infer<typeof ZPolicyTerms>;

/** PUT policiesterms: the version the logged user has now read. */
export const ZPolicyTermViewedResult = z.object({ id: z.number().int(), isViewed: z.literal(true) });
