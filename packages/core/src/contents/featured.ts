import { CONTENT_FEATURED_MESSAGES as F, ZContentFeatured } from "@portal/schemas/contents/content-featured.schema";
import { CONTENT_SUCCESS_MESSAGES } from "@portal/schemas/contents/content-messages";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * PUT content/{id}/featured/{a}/{b}: sets a content's two featured flags — in its section (isFeatured, "Destacar")
 * and in the home's featured block (featured). Idempotent: the flags are set, not toggled, so a repeated call
 * (a double click, a retry) leaves the same state.
 */
export async function setContentFeatured(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZContentFeatured>) {
  const { id, isFeatured, featured } = ZContentFeatured.parse(raw);
  const row = await deps.db.content.findUnique({ where: { contentID: id }, select: { isFeatured: true, featured: true } });
  if (!row) throw new AppError("NOT_FOUND", Q.notFound);
  await deps.db.content.update({ where: { contentID: id }, data: { isFeatured, featured } });
  const message =
    isFeatured && !row.isFeatured
      ? CONTENT_SUCCESS_MESSAGES.featured
      : featured !== row.featured
        ? featured
          ? F.homeFeatured
          : F.homeUnfeatured
        : CONTENT_SUCCESS_MESSAGES.updated;
  return { contentID: id, isFeatured, featured, message };
}
