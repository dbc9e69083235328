import { z } from "zod";
import { fillMessage } from "../common/fill-message.ts";
import { foldAccents } from "../common/fold-accents.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";
import { LABEL_LIMITS } from "./label-limits.ts";

const L = LABEL_LIMITS;

/** Categories (labels) and sub-categories (spec 02 §5). */
export const LABEL_MESSAGES = {
  /** spec silent */
  nameRequired: "Debes ingresar el nombre de la categoría",
  /** The legacy text said "mínimo 4" for a rule of 3; the text follows the rule. */
  nameMin: `El nombre debe tener mínimo ${L.nameMin} caracteres`,
  /**
   * The message's reading, "mínimo 4" (spec 02 §5: "3–80 (message says minimum 4)"): a 3-character name is accepted
   * (the rule) and the form advises the 4 of the message.
   */
  nameAdvised: `Te recomendamos un nombre de mínimo ${L.nameAdvisedMin} caracteres`,
  /** spec silent */
  nameMax: `El nombre debe tener máximo ${L.nameMax} caracteres`,
  duplicate: "Ya exite una categoría con este nombre",
  /** spec silent */
  descriptionRequired: "Debes ingresar la descripción de la categoría",
  /** spec silent */
  descriptionMin: `La descripción debe tener mínimo ${L.descriptionMin} caracteres`,
  descriptionMax: `Debes ingresar un máximo de ${L.descriptionMax} caracteres`,
  /** spec silent */
  requiredNotDeletable: "Esta categoría es obligatoria y no se puede eliminar",
  /** spec silent: a category or sub-category that does not exist. */
  notFound: "No encontramos esta categoría",
  /** spec silent: a content saved without a required category of its section; {0} the category. */
  requiredMissing: "Debes seleccionar la categoría {0}",
  /** spec silent: a required category with sub-categories needs one of them; {0} the category. */
  subLabelRequired: "Debes seleccionar una subcategoría de {0}",
} as const;
const M = LABEL_MESSAGES;

/** The advice a category name gets under the message's reading (null when none): never a refusal. */
export function labelNameAdvice(name: string): string | null {
  const length = name.trim().length;
  return length >= L.nameMin && length < L.nameAdvisedMin ? M.nameAdvised : null;
}

type TSink = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };
function nameAndDescription(v: { name: string | null; description: string | null }, ctx: TSink, prefix: (string | number)[] = []): void {
  if (!v.name) ctx.addIssue({ code: "custom", path: [...prefix, "name"], message: M.nameRequired });
  else if (v.name.length < L.nameMin) ctx.addIssue({ code: "custom", path: [...prefix, "name"], message: M.nameMin });
  else if (v.name.length > L.nameMax) ctx.addIssue({ code: "custom", path: [...prefix, "name"], message: M.nameMax });
  if (!v.description) ctx.addIssue({ code: "custom", path: [...prefix, "description"], message: M.descriptionRequired });
  else if (v.description.length < L.descriptionMin) ctx.addIssue({ code: "custom", path: [...prefix, "description"], message: M.descriptionMin });
  else if (v.description.length > L.descriptionMax) ctx.addIssue({ code: "custom", path: [...prefix, "description"], message: M.descriptionMax });
}

/** The same name twice (case and accents aside) is a duplicate, within a section's categories or a category's subs. */
export function sameLabelName(a: string, b: string): boolean {
  const fold = (s: string) => foldAccents(s).trim().replace(/\s+/g, " ");
  return fold(a) === fold(b);
}

const ZSubLabelInput = z.object({ subLabelID: zOptionalId(M.nameRequired), name: zText(L.nameMax * 4), description: zText(L.descriptionMax * 2) });

/** The category create/update modal, with its sub-categories (same rules, unique names among them). */
export const ZLabelForm = z
  .object({
    name: zText(L.nameMax * 4),
    description: zText(L.descriptionMax * 2),
    defaultTagID: zOptionalId(M.nameRequired),
    /** A required category (isRequired): every content of its section must carry it, and it cannot be deleted. Absent: unchanged. */
    isRequired: z
      .boolean()
      .nullish()
      .transform((v) => v ?? null),
    subLabels: z
      .array(ZSubLabelInput)
      .max(100)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    nameAndDescription(v, ctx);
    v.subLabels.forEach((sub, i) => {
      nameAndDescription(sub, ctx, ["subLabels", i]);
      const name = sub.name;
      if (name && v.subLabels.slice(0, i).some((o) => o.name && sameLabelName(o.name, name))) {
        ctx.addIssue({ code: "custom", path: ["subLabels", i, "name"], message: M.duplicate });
      }
    });
  });
export type TLabelForm = z.output<typeof ZLabelForm>;

/** A section's category as the required-category rule reads it. */
export type TRequiredLabelSource = { labelID: number; name: string; isRequired: boolean; subLabels: readonly { subLabelID: number }[] };

/**
 * The first required category of the content's sections that the chosen categories miss (or whose sub-categories, when
 * it has any, none is chosen): shared by the content form and the server, so both answer the same message.
 */
export function missingRequiredLabel(
  sectionLabels: readonly TRequiredLabelSource[],
  labels: readonly number[],
  subLabels: readonly number[],
): { path: "labels" | "subLabels"; message: string } | null {
  for (const label of sectionLabels) {
    if (!label.isRequired) continue;
    if (!labels.includes(label.labelID)) return { path: "labels", message: fillMessage(M.requiredMissing, [label.name]) };
    if (label.subLabels.length > 0 && !label.subLabels.some((s) => subLabels.includes(s.subLabelID))) {
      return { path: "subLabels", message: fillMessage(M.subLabelRequired, [label.name]) };
    }
  }
  return null;
}

const zId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
/** PUT/DELETE labels/{labelID}. */
export const ZLabelRef = z.object({ labelID: zId });
/** DELETE sublabels/{subLabelID}. */
export const ZSubLabelRef = z.object({ subLabelID: zId });

/** A query-string flag ("true"/"1") or a boolean. */
const zFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", ""])])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1");
/** Ids as an array or a comma list ("3,5"), at most 50. */
const zIds = z
  .union([
    z.array(z.coerce.number().int().positive()).max(L.pageSize),
    z
      .string()
      .max(500)
      .regex(/^[\d,\s]*$/, { error: M.notFound }),
    z.number().int().positive(),
  ])
  .transform((v) =>
    [
      ...new Set(
        typeof v === "number"
          ? [v]
          : Array.isArray(v)
            ? v
            : v
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean)
                .map(Number),
      ),
    ].slice(0, L.pageSize),
  );

/** GET labels (spec 02 §7): pageSize 50, page, defaultTagID (the section's categories), withCounter (contents per category). */
export const ZLabelListQuery = ZPageQuery(L.pageSize, L.pageSize).extend({
  defaultTagID: z.coerce.number().int().positive().optional(),
  /** A section's friendly name, as the section page knows it. */
  tag: z.string().trim().max(200).optional(),
  /** The category search box of the section page (20 characters). */
  keyword: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v?.trim().slice(0, L.searchMax) || undefined),
  withCounter: zFlag,
});
export type TLabelListQuery = z.output<typeof ZLabelListQuery>;

/** GET labels/{labelID}/sublabels (by label) and GET sublabels?labels=1,2 (by labels). */
export const ZSubLabelsQuery = z.object({ labels: zIds });
