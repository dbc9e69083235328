import { z } from "zod";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { zSafeLink } from "./block-fields.ts";
import { zName } from "./block-forms.ts";
import { FOOTER_LOGOS_LIMITS, FOOTER_LOGOS_MESSAGES as M } from "./footer-logos-messages.ts";

/** One logo: its name (the image's text alternative), an optional safe link and a stored image. */
export const ZFooterLogoItem = z.object({
  name: zName,
  link: zSafeLink,
  fileID: zOptionalFileId(M.imageInvalid).refine((v) => v !== null, { error: M.imageRequired }),
});

/** PUT globallogos: the whole strip, in order (replaces the old one). */
export const ZFooterLogos = z.object({
  items: z.array(ZFooterLogoItem, { error: M.tooMany }).max(FOOTER_LOGOS_LIMITS.itemsMax, { error: M.tooMany }),
});
export type TFooterLogos = z.output<typeof ZFooterLogos>;
