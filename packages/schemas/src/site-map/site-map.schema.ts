import { z } from "zod";
import type { TSiteMap, TSiteMapEntry } from "./site-map.ts";

/** Where a site map entry leads (site-map.ts keeps the zod-free types the page imports). */
const ZSiteMapTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("group") }),
  z.object({ kind: z.literal("section"), friendlyName: z.string() }),
  z.object({ kind: z.literal("content"), friendlyName: z.string() }),
  z.object({ kind: z.literal("link"), href: z.string() }),
]);

const ZSiteMapEntry: z.ZodType<TSiteMapEntry> = z.object({
  id: z.number().int(),
  name: z.string(),
  target: ZSiteMapTarget,
  get children() {
    return z.array(ZSiteMapEntry);
  },
});

/** GET sitemap: the menus and sections a reader may open. */
export const ZSiteMap: z.ZodType<TSiteMap> = z.object({
  menus: z.array(ZSiteMapEntry),
  sections: z.array(z.object({ tagID: z.number().int(), name: z.string(), friendlyName: z.string() })),
});
