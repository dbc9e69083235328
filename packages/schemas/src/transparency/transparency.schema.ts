import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { hasMarkup, isSafeHref } from "../common/plain-text.ts";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";

export const TRANSPARENCY_LIMITS = { titleMin: 3, titleMax: 140, descriptionMin: 10, descriptionMax: 500, linkMax: 250, pageSize: 50 } as const;
const L = TRANSPARENCY_LIMITS;

/** The transparency item and group modals (spec 02 §5 "Transparency"). */
export const TRANSPARENCY_MESSAGES = {
  groupRequired: "Debes ingresar el grupo al que pertenece el item",
  /** spec silent */
  titleRequired: "Debes ingresar el título",
  /** The group modal's text (spec: "group name minimum 3"); the item's title follows the same rule. */
  titleMin: `El nombre debe ser de mínimo ${L.titleMin} caracteres`,
  /** spec silent */
  titleMax: `El título debe tener máximo ${L.titleMax} caracteres`,
  /** spec silent */
  descriptionRequired: COMMON_MESSAGES.descriptionRequired,
  /** spec silent */
  descriptionMin: `La descripción debe tener mínimo ${L.descriptionMin} caracteres`,
  /** spec silent */
  descriptionMax: `La descripción debe tener máximo ${L.descriptionMax} caracteres`,
  /** spec silent */
  linkRequired: "Debes ingresar el enlace",
  /** The menu's text for the same rule. */
  linkInvalid: COMMON_MESSAGES.urlInvalid,
  /** spec silent */
  linkMax: `El enlace debe tener máximo ${L.linkMax} caracteres`,
  /** spec silent: titles and descriptions are plain text; markup is refused rather than stored. */
  markup: COMMON_MESSAGES.plainTextOnly,
  /** spec silent: a group moved under itself or under one of its own subgroups. */
  parentInvalid: "Un grupo solo puede ser subgrupo de un grupo principal",
  /** spec silent */
  notFound: "No encontramos este elemento de transparencia",
  /** spec silent: a group still holding subgroups or items. */
  groupNotEmpty: "El grupo tiene subgrupos o ítems: elimínalos o muévelos primero",
  /** Shown to staff beside an item that has no document yet, and as a count. */
  missingLink: "Sin enlace",
  /** The page's switch, on and off. */
  activeLabel: "Transparencia activa",
  inactiveNotice: "La sección de transparencia está inactiva: los visitantes no la ven.",
  /** spec silent: a reorder whose list is not exactly the group's items and subgroups (or the main groups). */
  sortInvalid: "El orden enviado no corresponde a los elementos de este grupo",
  /** The reorder buttons (spec silent): up and down, named after what they move. */
  moveUp: "Subir",
  moveDown: "Bajar",
  sorted: "Orden guardado",
} as const;
const M = TRANSPARENCY_MESSAGES;

type TSink = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };
function titleAndDescription(v: { title: string | null; description: string | null }, ctx: TSink): void {
  if (!v.title) ctx.addIssue({ code: "custom", path: ["title"], message: M.titleRequired });
  else if (v.title.length < L.titleMin) ctx.addIssue({ code: "custom", path: ["title"], message: M.titleMin });
  else if (v.title.length > L.titleMax) ctx.addIssue({ code: "custom", path: ["title"], message: M.titleMax });
  else if (hasMarkup(v.title)) ctx.addIssue({ code: "custom", path: ["title"], message: M.markup });
  if (!v.description) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionRequired });
  else if (v.description.length < L.descriptionMin) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMin });
  else if (v.description.length > L.descriptionMax) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMax });
  else if (hasMarkup(v.description)) ctx.addIssue({ code: "custom", path: ["description"], message: M.markup });
}

const zId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
/** The numbering beside a title ("4.10"): digits, letters and dots only. */
const zIndex = zText(20).transform((v) => v?.replace(/[^0-9A-Za-z.]/g, "") || null);

/** The item modal: its group (or subgroup), title 3–140, description 10–500, link required (URL, max 250). */
export const ZTransparencyItemForm = z
  .object({
    transparencyItemID: zId.nullish(),
    transparencySectionID: zOptionalId(M.groupRequired),
    title: zText(L.titleMax * 4),
    description: zText(L.descriptionMax * 4),
    link: zText(L.linkMax * 4),
    idIndex: zIndex,
    displayOrder: z.coerce.number().int().min(0).max(10_000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.transparencySectionID) ctx.addIssue({ code: "custom", path: ["transparencySectionID"], message: M.groupRequired });
    titleAndDescription(v, ctx);
    if (!v.link) ctx.addIssue({ code: "custom", path: ["link"], message: M.linkRequired });
    else if (v.link.length > L.linkMax) ctx.addIssue({ code: "custom", path: ["link"], message: M.linkMax });
    else if (!isSafeHref(v.link)) ctx.addIssue({ code: "custom", path: ["link"], message: M.linkInvalid });
  });
export type TTransparencyItemForm = z.output<typeof ZTransparencyItemForm>;

/** The group modal: a group (no parent) or a subgroup (parentID = its group); title 3–140, description 10–500. */
export const ZTransparencyGroupForm = z
  .object({
    transparencySectionID: zId.nullish(),
    parentID: zOptionalId(M.parentInvalid),
    title: zText(L.titleMax * 4),
    description: zText(L.descriptionMax * 4),
    idIndex: zIndex,
    displayOrder: z.coerce.number().int().min(0).max(10_000).nullish(),
  })
  .superRefine((v, ctx) => titleAndDescription(v, ctx));
export type TTransparencyGroupForm = z.output<typeof ZTransparencyGroupForm>;

/** DELETE transparency/items/{transparencyItemID}. */
export const ZTransparencyItemRef = z.object({ transparencyItemID: zId });
/** DELETE transparency/groups/{transparencySectionID}. */
export const ZTransparencyGroupRef = z.object({ transparencySectionID: zId });
/** Most entries one parent holds (the annex's largest group has about 20). */
export const TRANSPARENCY_SORT_MAX = 300;
/**
 * PUT transparency/sort: one parent's entries in their new order — a group's items and subgroups (they share one
 * order), or the main groups (parentID null). Every entry of that parent, once.
 */
export const ZTransparencySort = z.object({
  parentID: zId.nullable(),
  entries: z
    .array(z.object({ kind: z.enum(["item", "group"], { error: M.sortInvalid }), id: zId }), { error: M.sortInvalid })
    .min(1, { error: M.sortInvalid })
    .max(TRANSPARENCY_SORT_MAX, { error: M.sortInvalid })
    .refine((e) => new Set(e.map((x) => `${x.kind}:${x.id}`)).size === e.length, { error: M.sortInvalid }),
});
export type TTransparencySort = z.output<typeof ZTransparencySort>;

/** PUT transparency/state: the page's switch. */
export const ZTransparencyState = z.object({ active: z.union([z.boolean(), z.enum(["true", "false"])]).transform((v) => v === true || v === "true") });

/** One item as the page shows it. `link` is "" until an administrator sets it. */
export const ZTransparencyItem = z.object({
  transparencyItemID: z.number().int(),
  transparencySectionID: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  specialSection: z.string().nullable(),
  idIndex: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type TTransparencyItem = z.infer<typeof ZTransparencyItem>;
/** A group's own fields (what saving a group answers). */
export const ZTransparencySection = z.object({
  transparencySectionID: z.number().int(),
  parentID: z.number().int().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  idIndex: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type TTransparencyGroup = {
  transparencySectionID: number;
  parentID: number | null;
  title: string;
  description: string | null;
  idIndex: string | null;
  displayOrder: number;
  items: TTransparencyItem[];
  children: TTransparencyGroup[];
};
const ZTransparencyGroup: z.ZodType<TTransparencyGroup> = ZTransparencySection.extend({
  items: z.array(ZTransparencyItem),
  get children() {
    return z.array(ZTransparencyGroup);
  },
});
/** GET transparency: the switch, the groups with their subgroups and items, and how many items still lack a link. */
export const ZTransparencyPage = z.object({ active: z.boolean(), canEdit: z.boolean(), groups: z.array(ZTransparencyGroup), missingLinks: z.number().int() });
export type TTransparencyPage = z.infer<typeof ZTransparencyPage>;

/** What the switch, the deletions and the sort answer. */
export const ZTransparencyActive = z.object({ active: z.boolean() });
export const ZTransparencyItemDeleted = z.object({ transparencyItemID: z.number().int() });
export const ZTransparencyGroupDeleted = z.object({ transparencySectionID: z.number().int() });
export const ZTransparencySorted = z.object({ parentID: z.number().int().nullable(), sorted: z.number().int() });
