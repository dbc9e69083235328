import { z } from "zod";
import { need, type TIssueSink } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules, type TContentFileRef } from "../content-common.schema.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE } from "../content-types.ts";

/** Gallery (15): one to six images and a main image; a section holds at most 216 gallery images. */
export const ZGalleryContent = z.object({ ...CONTENT_BASE_SHAPE, contentType: z.literal(CONTENT_TYPE.gallery) }).superRefine((v, ctx) => {
  commonContentRules(v, ctx);
  galleryRules(v, ctx);
});
export type TGalleryContent = z.output<typeof ZGalleryContent>;

export function galleryRules(v: { files: TContentFileRef[]; imagePrincipalFileID: string | null }, ctx: TIssueSink): void {
  const images = v.files.filter((f) => f.isImage === true).length;
  if (images === 0) ctx.addIssue({ code: "custom", path: ["files"], message: M.galleryImageRequired });
  else if (images > L.galleryImagesMax) ctx.addIssue({ code: "custom", path: ["files"], message: M.galleryImagesMax });
  need(ctx, v.imagePrincipalFileID, "imagePrincipalFileID", M.mainImageRequired);
}

/**
 * The section limit needs the database: the server counts the images the section's galleries already hold (less the
 * edited gallery's own) and refuses when the new ones would pass 216. Returns the message, or null when it fits.
 */
export function gallerySectionLimit(imagesInSection: number, imagesAdded: number): string | null {
  return imagesInSection + imagesAdded > L.galleryImagesPerSection ? M.gallerySectionFull : null;
}

/** Whether the gallery file picker still shows (it hides at 5 or more selected files). */
export function galleryPickerVisible(selectedFiles: number): boolean {
  return selectedFiles < L.galleryPickerHiddenAt;
}
