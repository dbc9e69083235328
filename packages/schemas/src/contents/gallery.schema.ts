import { ZPageQuery } from "../common/pagination.ts";
import { ZSectionRef, zQueryIds } from "./content-queries.schema.ts";
import { GALLERY_LIMITS } from "./content-query-options.ts";

/**
 * GET contents/gallery/{x}: the images of the gallery contents (type 15) a reader may see in section {x}, newest
 * content first and each content's images in its order — what the gallery grid and its popup walk through.
 */
export const ZGalleryQuery = ZPageQuery(GALLERY_LIMITS.pageSize, GALLERY_LIMITS.maxPageSize).extend({
  ...ZSectionRef.shape,
  /** GET gallery-images: only the images of galleries in these categories (comma list or array). */
  labels: zQueryIds,
});

/** GET gallery-category: a section's categories that hold gallery images, with how many each. */
export const ZGalleryCategoriesQuery = ZSectionRef;
