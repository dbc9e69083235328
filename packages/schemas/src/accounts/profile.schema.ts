import { z } from "zod";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { hasMarkup } from "../common/plain-text.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { PASSWORD_MESSAGES, zPassword } from "./password.schema.ts";
import {
  ADDRESS_MAX,
  IDENTIFICATION_MAX,
  isAtLeastYearsOld,
  isCalendarDate,
  MIN_AGE_YEARS,
  NAME_MAX,
  optionalText,
  PLACE_MAX,
  REGISTER_MESSAGES as R,
  refinePlace,
  zOptionalPhone,
} from "./register.schema.ts";

/** The biography: the spec gives no limit; a paragraph or two. */
export const DESCRIPTION_MAX = 1000;

/** Messages of the profile that registration does not already have (those come from REGISTER_MESSAGES). */
export const PROFILE_MESSAGES = {
  descriptionMax: `La biografía puede tener máximo ${DESCRIPTION_MAX} caracteres`,
  descriptionMarkup: "La biografía debe ser texto sin etiquetas HTML",
  updated: "Tus datos fueron actualizados",
  notYours: "Solo puedes modificar tu propio perfil",
  notFound: "No encontramos este usuario",
  publicProfileLabel: "Mostrar mi perfil público en la comunidad",
  publicProfileDescription:
    "Los usuarios con sesión iniciada verán tu nombre, foto, biografía y nivel. Si no lo marcas, no apareces en la lista de la comunidad",
  communityIntro: "Aquí aparecen los miembros que eligieron mostrar su perfil público (Mi perfil → Mis datos)",
  deleted: "Tu cuenta fue eliminada. Tus solicitudes radicadas se conservan en el archivo de la entidad",
  staffCannotDelete: "Tu cuenta tiene permisos de administración: pide a un administrador que los retire antes de eliminarla",
  deleteConfirm:
    "¿Estás seguro de eliminar tu cuenta? Borraremos tus datos personales, tu foto y tus comentarios sin respuestas; las solicitudes que radicaste se conservan en el archivo de la entidad. Esta acción no se puede deshacer",
} as const;
const M = PROFILE_MESSAGES;

/** What the entity's records (chats, tickets) show instead of the name of a person who deleted their account. */
export const DELETED_ACCOUNT_NAME = "Usuario eliminado";

/** An id from a select: empty becomes "missing" (never 0, which is a valid gender). */
const requiredId = (message: string, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (v === null || v === "" ? undefined : typeof v === "string" ? Number(v) : v),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );
const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: maxMessage });

/**
 * PUT users/{friendlyName} — the profile model (spec 03 §3) with the rules of §5: name, lastname, identification
 * type and number (digits), country and its place, address, phone, gender and birth date (13 years or more) are
 * required. The biography is plain text. A new password (6–50, repeated) is optional; when the account has one, the
 * current password goes with it.
 */
export const ZProfile = z
  .object({
    name: requiredText(R.nameRequired, NAME_MAX, R.nameMax),
    secondname: optionalText(NAME_MAX, R.nameMax),
    lastname: requiredText(R.lastnameRequired, NAME_MAX, R.nameMax),
    secondlastname: optionalText(NAME_MAX, R.nameMax),
    identificationType: requiredId(R.identificationTypeRequired),
    identification: requiredText(R.identificationRequired, IDENTIFICATION_MAX, R.identificationMax).refine((v) => DIGITS_ONLY.test(v), {
      error: R.identificationDigits,
    }),
    country: requiredId(R.countryRequired),
    department: z.coerce.number().int().positive().nullish(),
    location: z.coerce.number().int().positive().nullish(),
    city: optionalText(PLACE_MAX, R.placeMax),
    neighborhood: optionalText(PLACE_MAX, R.placeMax),
    address: requiredText(R.addressRequired, ADDRESS_MAX, R.addressMax),
    phone: zOptionalPhone().refine((v) => v !== null, { error: R.phoneRequired }),
    genderID: requiredId(R.genderRequired, 0, 2),
    birthDate: requiredText(R.birthDateRequired, 10, R.birthDateRequired).refine(isCalendarDate, { error: R.birthDateRequired }),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, { error: M.descriptionMax })
      .refine((v) => !hasMarkup(v), { error: M.descriptionMarkup })
      .nullish()
      .transform((v) => (v ? v : null)),
    enabledNewsletter: z.boolean().default(false),
    /** Opt-in to the community list and the public profile page (off unless the member ticks it). */
    publicProfile: z.boolean().default(false),
    /** The avatar: a "profile" upload of this user, or null to remove it. */
    fileID: zOptionalFileId(),
    password: z.string().max(200).optional().default(""),
    confirmpassword: z.string().max(200).optional().default(""),
    currentPassword: z.string().max(200).optional().default(""),
  })
  .superRefine((v, ctx) => {
    refinePlace(v, ctx);
    if (!Number.isNaN(Date.parse(v.birthDate)) && !isAtLeastYearsOld(v.birthDate, MIN_AGE_YEARS))
      ctx.addIssue({ code: "custom", path: ["birthDate"], message: R.minAge });
    if (v.password || v.confirmpassword) {
      const password = zPassword().safeParse(v.password);
      if (!password.success) ctx.addIssue({ code: "custom", path: ["password"], message: password.error.issues[0]?.message ?? "" });
      if (!v.confirmpassword) ctx.addIssue({ code: "custom", path: ["confirmpassword"], message: PASSWORD_MESSAGES.confirmRequired });
      else if (v.password !== v.confirmpassword) ctx.addIssue({ code: "custom", path: ["confirmpassword"], message: PASSWORD_MESSAGES.mismatch });
    }
  });
export type TProfileInput = z.input<typeof ZProfile>;
export type TProfile = z.output<typeof ZProfile>;

/** The path's friendlyName: only the owner's own is accepted by the server. */
export const ZFriendlyNameRef = z.object({ friendlyName: z.string().trim().min(1).max(120) });

export const ZProfileUpdate = ZFriendlyNameRef.and(ZProfile);

/** DELETE users/{friendlyName}: the current password when the account has one (a borrowed session cannot delete it). */
export const ZAccountDelete = ZFriendlyNameRef.extend({ currentPassword: z.string().max(200).optional().default("") });
export type TAccountDelete = z.input<typeof ZAccountDelete>;

/** The own profile as the form loads it (GET users/{friendlyName} by its owner). */
export const ZOwnProfile = z.object({
  friendlyName: z.string(),
  email: z.string(),
  name: z.string(),
  secondname: z.string().nullable(),
  lastname: z.string(),
  secondlastname: z.string().nullable(),
  identificationType: z.number().int().nullable(),
  identification: z.string().nullable(),
  country: z.number().int().nullable(),
  department: z.number().int().nullable(),
  location: z.number().int().nullable(),
  city: z.string().nullable(),
  neighborhood: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  genderID: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  description: z.string().nullable(),
  enabledNewsletter: z.boolean(),
  publicProfile: z.boolean(),
  fileID: z.string().nullable(),
  image: z.string().nullable(),
  loa: z.string(),
  hasPassword: z.boolean(),
});
export type TOwnProfile = z.infer<typeof ZOwnProfile>;

/**
 * A public profile ({user route}/{friendlyName}): no personal data, only what the member chose to show the community
 * (never whether the member is staff).
 */
export const ZPublicProfile = z.object({
  id: z.number().int(),
  friendlyName: z.string(),
  fullName: z.string(),
  firstsLetter: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  level: z.number().int(),
  creationDate: z.string(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

/** The community's member list ({user route}): 20 a page (spec 03 §9), searched by name only — never by e-mail. */
export const COMMUNITY_PAGE_SIZE = 20;
export const ZCommunityQuery = ZPageQuery(COMMUNITY_PAGE_SIZE, COMMUNITY_PAGE_SIZE).extend({ keyword: z.string().trim().max(100).optional() });
export type TCommunityQuery = z.input<typeof ZCommunityQuery>;
export const ZCommunityPage = ZPageOf(ZPublicProfile);
