import { z } from "zod";
import { zFileId } from "./uploaded-file.schema.ts";

/** POST uploadfiles/{id}/crop (spec 02 §7). */
export const IMAGE_CROP_MESSAGES = {
  /** spec silent: a crop asked of a file that is not an image. */
  notImage: "Solo se pueden recortar imágenes",
  /** spec silent: the rectangle must lie inside the image. */
  outside: "El recorte debe quedar dentro de la imagen",
  /** spec silent: a format the cropper cannot read (BMP) or a damaged image. */
  unsupported: "Esta imagen no se puede recortar: súbela en JPG, PNG o GIF",
} as const;
const M = IMAGE_CROP_MESSAGES;

const zPixels = (min: number) =>
  z.coerce.number({ error: M.outside }).int({ error: M.outside }).min(min, { error: M.outside }).max(100_000, { error: M.outside });

/** The rectangle to keep, in pixels of the stored image (x, y from its top-left corner). */
export const ZImageCrop = z.object({
  fileID: zFileId(),
  x: zPixels(0),
  y: zPixels(0),
  width: zPixels(1),
  height: zPixels(1),
});
