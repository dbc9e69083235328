import { z } from "zod";
import { CONTENT_QUERY_MESSAGES as Q } from "./content-query-options.ts";

/** spec silent: the answers of PUT content/{id}/featured/{a}/{b}, beside "Se ha destacado el contenido en la sección". */
export const CONTENT_FEATURED_MESSAGES = {
  flagInvalid: "Debes indicar si el contenido queda destacado",
  homeFeatured: "Se ha destacado el contenido en el inicio",
  homeUnfeatured: "El contenido ya no está destacado en el inicio",
  /** The admin menu's toggle of the home flag. */
  featureOnHome: "Destacar en el inicio",
  unfeatureOnHome: "Quitar del inicio",
} as const;
const M = CONTENT_FEATURED_MESSAGES;

/** A path flag: true/false or 1/0 (anything else is refused, never read as false). */
const zPathFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: M.flagInvalid })
  .transform((v) => v === true || v === "true" || v === "1");

/**
 * PUT content/{id}/featured/{a}/{b}: both featured flags of a content at once — {a} isFeatured (featured in its
 * section, "Destacar") and {b} featured (the home's featured block). The choice of meaning for {a} and {b} is ours:
 * the spec names the path only.
 */
export const ZContentFeatured = z.object({
  id: z.coerce.number({ error: Q.notFound }).int({ error: Q.notFound }).positive({ error: Q.notFound }),
  isFeatured: zPathFlag,
  featured: zPathFlag,
});
export type TContentFeatured = z.output<typeof ZContentFeatured>;
