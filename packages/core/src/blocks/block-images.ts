import type { Db } from "@portal/db/client";
import { known } from "../common/known.ts";
import { AppError } from "../errors/app-error.ts";
import { publicFilePath } from "../files/upload-file.ts";

/** Uploads a block or banner may show: staff images (uploadfiles/image) and content images (uploadfiles/content). */
const IMAGE_PURPOSES = ["image", "content"];

export type TBlockImage = { fileID: string; url: string };

/**
 * The public URLs of the images a form names, read from storage (never from the form): every id must be an image
 * upload that is not quarantined, or the save is refused on `field` with `message`.
 */
export async function resolveImages(
  db: Pick<Db, "storedFile">,
  fileIDs: readonly (string | null)[],
  field: string,
  message: string,
): Promise<Map<string, TBlockImage>> {
  const ids = [...new Set(fileIDs.filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const files = await db.storedFile.findMany({
    where: { fileID: { in: ids }, purpose: { in: IMAGE_PURPOSES }, isImage: true, quarantinedAt: null },
    select: { fileID: true, name: true },
  });
  if (files.length !== ids.length) throw AppError.field(field, message);
  return new Map(files.map((f) => [f.fileID, { fileID: f.fileID, url: publicFilePath(f.fileID, f.name) }]));
}

/** The public URL of an image `resolveImages` answered for (null for no image): every id it was given is in its map. */
export function imageUrlOf(images: Map<string, TBlockImage>, fileID: string): string;
export function imageUrlOf(images: Map<string, TBlockImage>, fileID: string | null | undefined): string | null;
export function imageUrlOf(images: Map<string, TBlockImage>, fileID: string | null | undefined): string | null {
  return fileID ? known(images.get(fileID), `la imagen ${fileID}, ya comprobada`).url : null;
}

/** Marks the images attached (kept by the unattached-upload purge even if their kind is ever purged). */
export async function markImagesAttached(tx: Pick<Db, "storedFile">, images: Map<string, TBlockImage>): Promise<void> {
  if (images.size === 0) return;
  await tx.storedFile.updateMany({ where: { fileID: { in: [...images.keys()] }, attachedAt: null }, data: { attachedAt: new Date() } });
}
