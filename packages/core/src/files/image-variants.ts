import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { IMAGE_VARIANT_PURPOSES, IMAGE_VARIANT_WIDTHS, type TImageVariantWidth } from "@portal/schemas/files/image-variants";
import type { CoreDeps } from "../deps.ts";

/** Where one resized copy of a stored file lives: beside the original. */
export const variantStorageKey = (storageKey: string, width: number) => `${storageKey}.w${width}.webp`;

/**
 * Queues the resized copies of a just-stored public image. The row already exists, so a queue that does not answer
 * loses nothing: the original is served for every width, and the hourly sweep (files.purge-unattached) queues it again.
 */
export async function queueImageVariants(deps: Pick<CoreDeps, "queues" | "log">, file: { fileID: string; isImage: boolean; purpose: string }): Promise<void> {
  if (!file.isImage || !IMAGE_VARIANT_PURPOSES.includes(file.purpose)) return;
  try {
    await IMAGE_VARIANTS_JOB.enqueue(deps.queues, { fileID: file.fileID });
  } catch (error) {
    deps.log.warn({ err: error, fileID: file.fileID }, "no se pudieron encolar las miniaturas de la imagen");
  }
}

/** Resizes an image to a width (never larger than it is), as WebP. Given by the worker (sharp). */
export type TResize = (bytes: Buffer, width: TImageVariantWidth) => Promise<Buffer>;
export type TVariantsResult = { fileID: string; widths: number[]; skipped?: "missing" | "not-public-image" };

/**
 * files.image-variants: writes the copies narrower than the original (320, 640, 1280 px) and records them on the row
 * in one update at the end, so a retry after a crash simply writes them again.
 */
export async function writeImageVariants(deps: Pick<CoreDeps, "db" | "storage">, fileID: string, resize: TResize): Promise<TVariantsResult> {
  const file = await deps.db.storedFile.findUnique({
    where: { fileID },
    select: { storageKey: true, isImage: true, isPublic: true, purpose: true, quarantinedAt: true, width: true },
  });
  if (!file) return { fileID, widths: [], skipped: "missing" };
  if (!file.isImage || !file.isPublic || !IMAGE_VARIANT_PURPOSES.includes(file.purpose) || file.quarantinedAt)
    return { fileID, widths: [], skipped: "not-public-image" };
  const bytes = await deps.storage.get(file.storageKey);
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => file.width === null || w < file.width);
  for (const width of widths) await deps.storage.put(variantStorageKey(file.storageKey, width), await resize(bytes, width), "image/webp");
  await deps.db.storedFile.update({ where: { fileID }, data: { variantWidths: [...widths], variantsAt: new Date() } });
  return { fileID, widths: [...widths] };
}

/** An upload older than this without copies missed its job (the queue did not answer): the sweep queues it again. */
const MISSED_AFTER_MS = 10 * 60_000;

/** Public images whose copies were never written, oldest first (at most `take` per sweep). */
export async function imagesMissingVariants(deps: Pick<CoreDeps, "db">, now = new Date(), take = 100): Promise<string[]> {
  const rows = await deps.db.storedFile.findMany({
    where: {
      isImage: true,
      isPublic: true,
      quarantinedAt: null,
      variantsAt: null,
      purpose: { in: [...IMAGE_VARIANT_PURPOSES] },
      creationDate: { lt: new Date(now.getTime() - MISSED_AFTER_MS) },
    },
    select: { fileID: true },
    orderBy: { creationDate: "asc" },
    take,
  });
  return rows.map((r) => r.fileID);
}
