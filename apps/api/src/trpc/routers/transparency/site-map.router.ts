import { siteMap } from "@portal/core/site-map/site-map";
import { ZSiteMap } from "@portal/schemas/site-map/site-map.schema";
import { publicProcedure, router } from "../../trpc.ts";

/** /mapa-del-sitio: the menus and sections a reader may open. */
export const siteMapRouter = router({
  /** GET sitemap */
  get: publicProcedure.output(ZSiteMap).query(({ ctx }) => siteMap(ctx.deps, { loggedIn: Boolean(ctx.user) })),
});
