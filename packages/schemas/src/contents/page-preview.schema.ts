import { z } from "zod";
import { isHttpUrl } from "./content-fields.ts";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "./content-messages.ts";

export const PAGE_PREVIEW_MESSAGES = {
  invalidUrl: CONTENT_MESSAGES.linkInvalid,
  /**
   * spec silent: one text for every failure — an address the server must not visit (private network, loopback…) and a
   * page that did not answer in time or answered with an error read the same, so the preview reveals no network.
   */
  unavailable: "No fue posible obtener la vista previa del link",
} as const;

/** GET pagepreviews?url — fetched after the link looks like http(s), after a 1 s pause in the form (spec 02 §5). */
export const PAGE_PREVIEW_DEBOUNCE_MS = 1000;

export const ZPagePreviewQuery = z.object({
  url: z
    .string({ error: PAGE_PREVIEW_MESSAGES.invalidUrl })
    .trim()
    .max(CONTENT_LIMITS.linkMax, { error: CONTENT_MESSAGES.linkMax })
    .refine(isHttpUrl, { error: PAGE_PREVIEW_MESSAGES.invalidUrl }),
});

/** The preview shown under the link field (title, description, image), null where the page has none. */
export const ZPagePreview = z.object({ url: z.string(), title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable() });
export type TPagePreview = z.infer<typeof ZPagePreview>;
