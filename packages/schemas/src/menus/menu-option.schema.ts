import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";
import { CONTENT_TYPE_IDS, type TContentType } from "../contents/content-types.ts";
import {
  isInternalMail,
  isMenuLink,
  MENU_ICON_KEYS,
  MENU_OPTION_TYPE,
  MENU_OPTION_TYPE_IDS,
  MENU_SECTIONS,
  type TMenuIcon,
  type TMenuOptionType,
} from "./menu-catalog.ts";

export const MENU_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  descriptionMin: 10,
  descriptionAdvisedMax: 50,
  descriptionMax: 100,
  linkMax: 500,
  pageSize: 50,
  keywordMax: 100,
} as const;
const L = MENU_LIMITS;

/** The menu editor's rules (spec 02 §5 "Menu") and the refusals of its server. */
export const MENU_MESSAGES = {
  /** spec silent */
  typeRequired: "Debes seleccionar el tipo de ítem",
  /** spec silent */
  groupNameRequired: "Debes ingresar el nombre del grupo",
  /** spec silent */
  nameRequired: "Debes ingresar el nombre del ítem",
  /** spec silent */
  nameMin: `El nombre debe tener mínimo ${L.nameMin} caracteres`,
  /** spec silent */
  nameMax: `El nombre debe tener máximo ${L.nameMax} caracteres`,
  /** spec silent */
  descriptionRequired: "Debes ingresar la descripción del ítem",
  /** spec silent */
  descriptionMin: `La descripción debe tener mínimo ${L.descriptionMin} caracteres`,
  /** The legacy text said "máximo 50" for a rule of 100; the text follows the rule. */
  descriptionMax: `La descripción debe tener máximo ${L.descriptionMax} caracteres`,
  /**
   * The message's reading, "máximo 50" (spec 02 §5: "10–100 (message says max 50)"): past 50 the form advises it,
   * while up to 100 is accepted (the rule).
   */
  descriptionAdvised: `Te recomendamos una descripción de máximo ${L.descriptionAdvisedMax} caracteres (se aceptan hasta ${L.descriptionMax})`,
  /** spec silent: names and descriptions are plain text; markup is refused rather than stored. */
  noMarkup: "No se permiten etiquetas HTML",
  link: COMMON_MESSAGES.urlInvalid,
  /** spec silent */
  linkMax: `La url debe tener máximo ${L.linkMax} caracteres`,
  content: "Debes asociar un contenido al nuevo ítem",
  contentTypes: COMMON_MESSAGES.contentTypesRequired,
  icon: "Debes seleccionar un ícono",
  /** spec silent */
  section: "Debes seleccionar la sección del menú",
  /** spec silent: an item's parent is a group of the same section. */
  parentNotGroup: "El ítem debe pertenecer a un grupo de la misma sección",
  /** spec silent: "a parent with children cannot be deleted". */
  hasChildren: "No puedes eliminar un grupo que tiene ítems. Elimina o mueve primero sus ítems",
  /** spec silent */
  groupTypeLocked: "Un grupo con ítems no puede cambiar de tipo",
  /** spec silent: canBeDeleted false. */
  notDeletable: "Esta opción del menú no se puede eliminar",
  /** spec silent */
  notFound: "No encontramos esta opción del menú",
  /** spec silent: the section a Tag or Orderable item points to does not exist. */
  sectionNotFound: "No encontramos la sección seleccionada",
  /** spec silent */
  sortInvalid: "El orden enviado no corresponde a los ítems de este nivel del menú",
  /** spec silent: toasts of the editor. */
  saved: "La opción del menú se guardó",
  deleted: "La opción del menú se eliminó",
  activated: "La opción del menú está activa",
  deactivated: "La opción del menú está inactiva",
  sorted: "El orden del menú se guardó",
} as const;
const M = MENU_MESSAGES;

/** The advice a menu item's description gets under the message's reading (null when none): never a refusal. */
export function menuDescriptionAdvice(description: string): string | null {
  const length = description.trim().length;
  return length > L.descriptionAdvisedMax && length <= L.descriptionMax ? M.descriptionAdvised : null;
}

/** Plain text only: a "<" followed by a letter, "/" or "!" is the start of a tag. */
const MARKUP = /<[\p{L}/!?]/u;
export const hasMarkup = (value: string) => MARKUP.test(value);

type TSink = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };
const issue = (ctx: TSink, path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });

const zType = z.union([z.number(), z.string()], { error: M.typeRequired }).transform((v, ctx) => {
  const n = typeof v === "number" ? v : /^\d$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  if (!(MENU_OPTION_TYPE_IDS as number[]).includes(n)) {
    ctx.addIssue({ code: "custom", message: M.typeRequired });
    return z.NEVER;
  }
  return n as TMenuOptionType;
});

const zContentTypes = z
  .array(z.coerce.number().int(), { error: M.contentTypes })
  .max(50, { error: M.contentTypes })
  .nullish()
  .transform((v) => [...new Set((v ?? []).filter((t) => (CONTENT_TYPE_IDS as number[]).includes(t)))] as TContentType[]);

const zBool = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);

/**
 * The menu editor's item/group form (creation states 2 "configure item" and 3 "new group"). A group (type 4) needs
 * only its name and sits at the top of its section; an item needs name, description (except the internal mail item,
 * whose name and description the editor hides) and icon, plus what its type points to: a Link an http(s) or portal
 * URL, a Content its content, a Tag or Orderable wall at least one content type (and optionally an existing section).
 */
export const ZMenuOptionForm = z
  .object({
    menuOptionType: zType,
    section: z
      .enum(MENU_SECTIONS, { error: M.section })
      .nullish()
      .transform((v) => v ?? "Home"),
    parentID: zOptionalId(M.parentNotGroup),
    name: zText(L.nameMax * 4),
    description: zText(L.descriptionMax * 4),
    link: zText(L.linkMax * 2),
    icon: zText(100),
    relatedID: zOptionalId(M.content),
    contentType: zContentTypes,
    isPrivate: zBool,
    isMain: zBool,
    showContentsOnHome: zBool,
  })
  .superRefine((v, ctx) => {
    const group = v.menuOptionType === MENU_OPTION_TYPE.group;
    if (!v.name) issue(ctx, "name", group ? M.groupNameRequired : M.nameRequired);
    else if (v.name.length < L.nameMin) issue(ctx, "name", M.nameMin);
    else if (v.name.length > L.nameMax) issue(ctx, "name", M.nameMax);
    else if (hasMarkup(v.name)) issue(ctx, "name", M.noMarkup);
    if (v.description && hasMarkup(v.description)) issue(ctx, "description", M.noMarkup);
    if (group) return;
    if (!isInternalMail(v.name)) {
      if (!v.description) issue(ctx, "description", M.descriptionRequired);
      else if (v.description.length < L.descriptionMin) issue(ctx, "description", M.descriptionMin);
      else if (v.description.length > L.descriptionMax) issue(ctx, "description", M.descriptionMax);
    }
    if (v.menuOptionType === MENU_OPTION_TYPE.link) {
      if (!v.link) issue(ctx, "link", M.link);
      else if (v.link.length > L.linkMax) issue(ctx, "link", M.linkMax);
      else if (!isMenuLink(v.link)) issue(ctx, "link", M.link);
    }
    if (v.menuOptionType === MENU_OPTION_TYPE.content && !v.relatedID) issue(ctx, "relatedID", M.content);
    if ((v.menuOptionType === MENU_OPTION_TYPE.tag || v.menuOptionType === MENU_OPTION_TYPE.orderable) && v.contentType.length === 0) {
      issue(ctx, "contentType", M.contentTypes);
    }
    if (!v.icon || !(MENU_ICON_KEYS as string[]).includes(v.icon)) issue(ctx, "icon", M.icon);
  })
  .transform((v) => {
    const type = v.menuOptionType;
    const wall = type === MENU_OPTION_TYPE.tag || type === MENU_OPTION_TYPE.orderable;
    return {
      ...v,
      // What a type does not use is not kept: a group has no parent, link, content or content types.
      parentID: type === MENU_OPTION_TYPE.group ? null : v.parentID,
      link: type === MENU_OPTION_TYPE.link ? v.link : null,
      relatedID: type === MENU_OPTION_TYPE.content || wall ? v.relatedID : null,
      contentType: wall ? v.contentType : [],
      icon: v.icon as TMenuIcon | null,
    };
  });
export type TMenuOptionForm = z.output<typeof ZMenuOptionForm>;
export type TMenuOptionFormInput = z.input<typeof ZMenuOptionForm>;

const zId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
/** GET/PUT/DELETE menuoptions/{menuOptionID}. */
export const ZMenuOptionRef = z.object({ menuOptionID: zId });

/** What a deletion, a change of state and a new order answer: the option, its state, the order saved. */
export const ZMenuOptionDeleted = z.object({ menuOptionID: z.number().int() });
export const ZMenuOptionStateSaved = z.object({ menuOptionID: z.number().int(), active: z.boolean() });
export const ZMenuOrderSaved = z.object({ section: z.enum(MENU_SECTIONS), parentID: z.number().int().nullable(), order: z.array(z.number().int()) });

/** PUT menuoptions/{menuOptionID}/state. */
export const ZMenuOptionState = z.object({
  menuOptionID: zId,
  active: z.union([z.boolean(), z.enum(["true", "false"])], { error: M.notFound }).transform((v) => v === true || v === "true"),
});

/** POST menuoptions/sort: the new order of one level (a section's top, or a group's items). */
export const ZMenuSort = z.object({
  section: z.enum(MENU_SECTIONS, { error: M.section }).default("Home"),
  parentID: zOptionalId(M.sortInvalid),
  order: z.array(z.coerce.number().int().positive(), { error: M.sortInvalid }).min(1, { error: M.sortInvalid }).max(500, { error: M.sortInvalid }),
});

const zKeyword = z
  .string()
  .max(L.keywordMax * 2)
  .nullish()
  .transform((v) => v?.trim().slice(0, L.keywordMax) || undefined);

/** GET menuoptions (spec 02 §7): section, keyword, pageSize 50 (top-level entries per page). */
export const ZMenuListQuery = ZPageQuery(L.pageSize, L.pageSize).extend({
  section: z.enum(MENU_SECTIONS, { error: M.section }).default("Home"),
  keyword: zKeyword,
});
export type TMenuListQuery = z.output<typeof ZMenuListQuery>;

/** GET menuoptions/find: the menu search, items whose name or description match. */
export const ZMenuFindQuery = z.object({
  keyword: zKeyword,
  section: z.enum(MENU_SECTIONS, { error: M.section }).optional(),
});

/** A menu entry's own fields as the panel, the site's menus and the editor read them: `href` is where it leads. */
export const ZMenuEntryFields = z.object({
  menuOptionID: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  parentID: z.number().int().nullable(),
  link: z.string().nullable(),
  icon: z.string().nullable(),
  menuOptionType: z.literal(MENU_OPTION_TYPE_IDS),
  relatedID: z.number().int().nullable(),
  contentName: z.string().nullable(),
  contentType: z.array(z.number().int()),
  showContentsOnHome: z.boolean(),
  isPrivate: z.boolean(),
  isMain: z.boolean(),
  containContent: z.boolean(),
  canBeDeleted: z.boolean(),
  pendingEdit: z.boolean(),
  active: z.boolean(),
  displayOrder: z.number().int(),
  section: z.enum(MENU_SECTIONS),
  /** spec 02 §3 MenuOption.block: the home block the entry belongs to, if any. */
  block: z.object({ blockID: z.number().int(), type: z.number().int(), status: z.number().int() }).nullable(),
  typeName: z.string(),
  href: z.string().nullable(),
  external: z.boolean(),
});
/** A menu entry with its items (a group's). */
export type TMenuEntry = z.infer<typeof ZMenuEntryFields> & { children: TMenuEntry[] };
export const ZMenuEntry: z.ZodType<TMenuEntry> = ZMenuEntryFields.extend({
  get children() {
    return z.array(ZMenuEntry);
  },
});

/** GET menuoptions: a page of top-level entries. */
export const ZMenuEntryPage = ZPageOf(ZMenuEntry);

/** GET menuoptions/find: matching entries with their group's name. */
export const ZMenuFoundEntry = ZMenuEntryFields.extend({ groupName: z.string().nullable(), children: z.array(ZMenuEntry) });

/** GET qrCode: the portal's address and its QR code. */
export const ZSiteQrCode = z.object({ url: z.string(), qr: z.string() });
