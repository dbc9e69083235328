import { z } from "zod";

/**
 * POST contentexclude (spec 02 §7): this site hides a content served by the global host. Global contents carry
 * negative ids in this site's lists, so the call names one by its negative id.
 */
export const GLOBAL_EXCLUSION_MESSAGES = {
  /** spec silent: a local content (positive id) is inactivated, not excluded. */
  notGlobal: "Solo se pueden ocultar contenidos globales",
  /** spec 03 §6 "Items flagged isRequired cannot be excluded". */
  requiredNotExcluded: "Este contenido es obligatorio: no se puede ocultar en este sitio",
  excluded: "El contenido global ya no se mostrará en este sitio",
  restored: "El contenido global se volverá a mostrar en este sitio",
} as const;
const M = GLOBAL_EXCLUSION_MESSAGES;

export const ZContentExclude = z.object({
  contentID: z.coerce.number({ error: M.notGlobal }).int({ error: M.notGlobal }).negative({ error: M.notGlobal }).min(-2_147_483_647, { error: M.notGlobal }),
});
export type TContentExclude = z.output<typeof ZContentExclude>;

/** The id a global item takes in this site's lists and its stored key (ExcludedGlobalItem.globalID). */
export const globalContentID = (globalID: number) => -globalID;
