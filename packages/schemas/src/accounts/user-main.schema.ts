import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { EMAIL_MESSAGES } from "../common/email.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { LEGAL_REPRESENTATIVE_EXTENSIONS, LEGAL_REPRESENTATIVE_MAX_BYTES } from "../files/upload.schema.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";
import { EMAIL_CODE_MAX, EMAIL_CODE_MESSAGES } from "./email-code.schema.ts";
import { NAME_MAX } from "./register.schema.ts";

/** The entity's main users (spec 03 §3). A test checks these match Prisma's `UserMainType` enum. */
export const USER_MAIN_TYPES = ["Administrator", "LegalRepresentative", "WebMaster"] as const;
export type TUserMainType = (typeof USER_MAIN_TYPES)[number];
export const USER_MAIN_TYPE_LABELS: Record<TUserMainType, string> = {
  Administrator: "Administrador",
  LegalRepresentative: "Representante legal",
  WebMaster: "Webmaster",
};
/** The three-step variant of the update-data wizard: own data, legal representative, webmaster (spec 03 §4). */
export const USER_MAIN_WIZARD_ORDER: readonly TUserMainType[] = ["Administrator", "LegalRepresentative", "WebMaster"];

export const USER_MAIN_GENDERS = ["Masculino", "Femenino", "Otro"] as const;
/** Cargo of the legal representative. */
export const RESPONSIBLE_MAX = 50;
export const USER_MAIN_EMAIL_MAX = 100;
export const USER_MAIN_PHONE_MIN = 7;
export const USER_MAIN_PHONE_MAX = 10;
/** "non-space, @, non-space, dot, non-space" (spec 03 §5, update data). */
export const USER_MAIN_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** The possession act: pdf, doc, docx, xls, xlsx, jpeg, jpg, up to 30 MB (the `legalRepresentative` upload kind). */
export const POSSESSION_ACT_EXTENSIONS = LEGAL_REPRESENTATIVE_EXTENSIONS;
export const POSSESSION_ACT_MAX_BYTES = LEGAL_REPRESENTATIVE_MAX_BYTES;
export const POSSESSION_ACT_MAX_FILES = 5;

export const USER_MAIN_MESSAGES = {
  firstNameRequired: "Debes ingresar el primer nombre",
  firstLastNameRequired: "Debes ingresar el primer apellido",
  nameMax: `Debes ingresar máximo ${NAME_MAX} caracteres`,
  identificationRequired: COMMON_MESSAGES.identificationRequired,
  digitsOnly: COMMON_MESSAGES.digitsOnly,
  genderRequired: COMMON_MESSAGES.genderRequired,
  responsibleRequired: COMMON_MESSAGES.positionRequired,
  responsibleMax: `El cargo puede tener máximo ${RESPONSIBLE_MAX} caracteres`,
  emailMax: `El correo electrónico puede tener máximo ${USER_MAIN_EMAIL_MAX} caracteres`,
  phoneRequired: "Debes ingresar el teléfono",
  mobilRequired: "Debes ingresar el teléfono celular",
  confirmMobilRequired: "Debes confirmar el teléfono celular",
  phoneLength: `Debes ingresar entre ${USER_MAIN_PHONE_MIN} y ${USER_MAIN_PHONE_MAX} números`,
  mobilMismatch: "Los teléfonos celulares no coinciden",
  policiesRequired: "Debes aceptar la política de tratamiento de datos personales",
  termsRequired: "Debes aceptar los términos y condiciones",
  possessionActRequired: "Debes adjuntar el acta de posesión",
  possessionActInvalid: "El acta de posesión adjunta no es válida: súbela de nuevo",
  finished: "Gracias por la actualización de tus datos, continúa administrando tu sitio",
  pendingForm: "Antes de continuar debes actualizar tus datos",
  adminWarning:
    "Los datos del representante legal y del webmaster identifican a la entidad ante los ciudadanos. Solo el webmaster principal puede cambiar los datos de contacto del representante legal; si necesitas cambiarlos, pídeselo a él",
  onlyWebMaster: "Solo el webmaster principal puede cambiar los datos de contacto del representante legal",
  notAllowed: "No tienes permiso para actualizar estos datos",
  exists: "Este usuario principal ya está registrado: actualiza sus datos",
  notFound: "No encontramos este usuario principal",
  title: "Actualiza tus datos",
  summaryTitle: "Verifica tus datos",
  edit: COMMON_MESSAGES.edit,
  finish: "Finalizar",
  cancel: COMMON_MESSAGES.cancel,
  next: COMMON_MESSAGES.next,
} as const;
const M = USER_MAIN_MESSAGES;

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(NAME_MAX, { error: M.nameMax });
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX, { error: M.nameMax })
  .nullish()
  .transform((v) => v || null);
const zUserMainEmail = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, { error: EMAIL_MESSAGES.required, abort: true })
  .max(USER_MAIN_EMAIL_MAX, { error: M.emailMax, abort: true })
  .regex(USER_MAIN_EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid })
  .transform((v) => v.toLowerCase());
const zUserMainPhone = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(DIGITS_ONLY, { error: M.digitsOnly, abort: true })
    .min(USER_MAIN_PHONE_MIN, { error: M.phoneLength })
    .max(USER_MAIN_PHONE_MAX, { error: M.phoneLength });
/** The code of the new address: up to 8 characters in this form (spec 03 §5); present only when the address changes. */
const zOptionalCode = z
  .string()
  .trim()
  .max(EMAIL_CODE_MAX, { error: EMAIL_CODE_MESSAGES.max })
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));
const accepted = (message: string) => z.literal(true, { error: message });

/** Webmaster (and the administrator's own data): names and e-mail (spec 03 §3). */
const ZPersonFields = z.object({
  firstName: requiredName(M.firstNameRequired),
  middleName: optionalName,
  firstLastName: requiredName(M.firstLastNameRequired),
  middleLastName: optionalName,
  email: zUserMainEmail,
  codeEmail: zOptionalCode,
});

export const ZWebMasterUpdate = ZPersonFields.extend({ userMainType: z.literal("WebMaster") });
export const ZAdministratorUpdate = ZPersonFields.extend({
  userMainType: z.literal("Administrator"),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z.union([
        z.null(),
        z
          .string()
          .regex(DIGITS_ONLY, { error: M.digitsOnly })
          .min(USER_MAIN_PHONE_MIN, { error: M.phoneLength })
          .max(USER_MAIN_PHONE_MAX, { error: M.phoneLength }),
      ]),
    ),
});

/** Legal representative update (spec 03 §3 and §5): every rule and message of the update-data form. */
export const ZLegalRepresentativeUpdate = ZPersonFields.extend({
  userMainType: z.literal("LegalRepresentative"),
  identification: z
    .string({ error: M.identificationRequired })
    .trim()
    .min(1, { error: M.identificationRequired, abort: true })
    .max(NAME_MAX, { error: M.nameMax })
    .regex(DIGITS_ONLY, { error: M.digitsOnly }),
  gender: z.enum(USER_MAIN_GENDERS, { error: M.genderRequired }),
  responsible: z
    .string({ error: M.responsibleRequired })
    .trim()
    .min(1, { error: M.responsibleRequired, abort: true })
    .max(RESPONSIBLE_MAX, { error: M.responsibleMax }),
  phone: zUserMainPhone(M.phoneRequired),
  mobil: zUserMainPhone(M.mobilRequired),
  confirmMobil: z.string({ error: M.confirmMobilRequired }).trim().min(1, { error: M.confirmMobilRequired }),
  policies: accepted(M.policiesRequired),
  terms: accepted(M.termsRequired),
  files: z
    .array(z.object({ fileID: zFileId(M.possessionActInvalid), name: z.string().trim().max(255).optional() }), { error: M.possessionActRequired })
    .min(1, { error: M.possessionActRequired })
    .max(POSSESSION_ACT_MAX_FILES, { error: M.possessionActInvalid }),
}).superRefine((v, ctx) => {
  if (v.confirmMobil && v.mobil !== v.confirmMobil) ctx.addIssue({ code: "custom", path: ["confirmMobil"], message: M.mobilMismatch });
});

/** PUT / POST usermain: one main user's data, by its type. */
export const ZUserMainUpdate = z.discriminatedUnion("userMainType", [ZAdministratorUpdate, ZLegalRepresentativeUpdate, ZWebMasterUpdate]);
export type TUserMainUpdate = z.input<typeof ZUserMainUpdate>;
export type TUserMainUpdateParsed = z.output<typeof ZUserMainUpdate>;
export type TLegalRepresentativeUpdate = z.input<typeof ZLegalRepresentativeUpdate>;

/** A main user as GET usermain answers it (spec 03 §3 "Main user"). */
export const ZUserMainView = z.object({
  userMainID: z.number(),
  userMainType: z.enum(USER_MAIN_TYPES),
  firstName: z.string(),
  middleName: z.string().nullable(),
  firstLastName: z.string(),
  middleLastName: z.string().nullable(),
  identification: z.string().nullable(),
  gender: z.string().nullable(),
  responsible: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  mobil: z.string().nullable(),
  siteID: z.number(),
  registerDate: z.string(),
  policies: z.boolean(),
  terms: z.boolean(),
  usersMainFilesModel: z.array(z.object({ fileID: z.string(), name: z.string() })),
  /**
   * spec 03 §3 fields of the address change, for the spec's client: always null here. A new address is proved by the
   * e-mail code flow (`issueEmailCode`, service "userMain") and stored only once proved; a code never leaves the mailbox.
   */
  tempEmail: z.null(),
  codeEmail: z.null(),
});
export type TUserMainView = z.infer<typeof ZUserMainView>;

/**
 * GET usermain: the main users an Administrator sees, the record the caller must complete before anything else
 * (null when none), and whether the caller is the main webmaster (who alone changes the legal representative's contact).
 */
export const ZUserMainState = z.object({
  mainUsers: z.array(ZUserMainView),
  pending: ZUserMainView.nullable(),
  isMainWebMaster: z.boolean(),
});
export type TUserMainState = z.infer<typeof ZUserMainState>;
