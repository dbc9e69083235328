import { GALLERY_LIMITS } from "@portal/schemas/contents/content-query-options";

/** contents.gallery's input for a page of a section's gallery: the section's page asks the first with the same key. */
export const galleryPageInput = (friendlyName: string, page: number) => ({ friendlyName, page, pageSize: GALLERY_LIMITS.pageSize });
