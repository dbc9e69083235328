import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { hasMarkup } from "../common/plain-text.ts";
import { zText } from "../complaint-forms/fields.ts";

export const HELP_TEXT_LIMITS = { tooltipMin: 10, tooltipMax: 500, resourceMin: 20, resourceMax: 4000 } as const;
const L = HELP_TEXT_LIMITS;

/** Helper tooltips (content administrators) and text resources (Settings) — spec silent on their rules. */
export const HELP_TEXT_MESSAGES = {
  tooltipRequired: "Debes ingresar el texto de ayuda",
  tooltipMin: `El texto de ayuda debe tener mínimo ${L.tooltipMin} caracteres`,
  tooltipMax: `El texto de ayuda debe tener máximo ${L.tooltipMax} caracteres`,
  tooltipNotFound: "No encontramos este texto de ayuda",
  resourceRequired: "Debes ingresar el texto",
  resourceMin: `El texto debe tener mínimo ${L.resourceMin} caracteres`,
  resourceMax: `El texto debe tener máximo ${L.resourceMax} caracteres`,
  markup: COMMON_MESSAGES.plainTextOnly,
} as const;
const M = HELP_TEXT_MESSAGES;

export const ZTooltip = z.object({ id: z.number().int(), key: z.string(), text: z.string() });
export type TTooltip = z.infer<typeof ZTooltip>;
/** PUT sites/tooltips/{id} */
export const ZTooltipForm = z
  .object({
    id: z.coerce.number({ error: M.tooltipNotFound }).int({ error: M.tooltipNotFound }).positive({ error: M.tooltipNotFound }),
    text: zText(L.tooltipMax * 2),
  })
  .superRefine((v, ctx) => {
    if (!v.text) ctx.addIssue({ code: "custom", path: ["text"], message: M.tooltipRequired });
    else if (v.text.length < L.tooltipMin) ctx.addIssue({ code: "custom", path: ["text"], message: M.tooltipMin });
    else if (v.text.length > L.tooltipMax) ctx.addIssue({ code: "custom", path: ["text"], message: M.tooltipMax });
    else if (hasMarkup(v.text)) ctx.addIssue({ code: "custom", path: ["text"], message: M.markup });
  });

/** Text resources staff with the Settings permission may rewrite (the keys the portal reads). */
export const EDITABLE_TEXT_RESOURCES = [{ key: "Personal.Policy", label: "Autorización de tratamiento de datos (formulario de PQRDS)" }] as const;
export type TEditableTextResourceKey = (typeof EDITABLE_TEXT_RESOURCES)[number]["key"];
const RESOURCE_KEYS = EDITABLE_TEXT_RESOURCES.map((r) => r.key) as [TEditableTextResourceKey, ...TEditableTextResourceKey[]];

/** PUT textresources/{key} */
export const ZTextResourceForm = z.object({ key: z.enum(RESOURCE_KEYS), value: zText(L.resourceMax * 2) }).superRefine((v, ctx) => {
  if (!v.value) ctx.addIssue({ code: "custom", path: ["value"], message: M.resourceRequired });
  else if (v.value.length < L.resourceMin) ctx.addIssue({ code: "custom", path: ["value"], message: M.resourceMin });
  else if (v.value.length > L.resourceMax) ctx.addIssue({ code: "custom", path: ["value"], message: M.resourceMax });
  else if (hasMarkup(v.value)) ctx.addIssue({ code: "custom", path: ["value"], message: M.markup });
});

/** GET textresources: each editable text resource with its label and current value. */
export const ZTextResource = z.object({ key: z.enum(RESOURCE_KEYS), label: z.string(), value: z.string() });

/** PUT textresources/{key}: the stored text. */
export const ZTextResourceSaved = z.object({ key: z.string(), value: z.string() });
