import type { Db } from "@portal/db/client";
import { PURGED_UNATTACHED_PURPOSES, UNATTACHED_FILE_TTL_HOURS } from "@portal/schemas/files/upload.schema";
import type { Logger } from "../logger.ts";
import { variantStorageKey } from "./image-variants.ts";
import type { FileStorage } from "./storage.ts";

export type TPurgeResult = { deleted: number; failed: number };

const BATCH = 200;

/**
 * files.purge-unattached: deletes the bytes and rows of uploads of a purgeable kind that no domain attached within
 * UNATTACHED_FILE_TTL_HOURS (attachedAt still null). Quarantined files stay for the operator. The row is deleted
 * only if still unattached at that instant (a submission attaching it meanwhile wins), then the bytes.
 */
export async function purgeUnattachedFiles(deps: { db: Db; storage: FileStorage; log: Logger }, now = new Date()): Promise<TPurgeResult> {
  const cutoff = new Date(now.getTime() - UNATTACHED_FILE_TTL_HOURS * 3600_000);
  const result: TPurgeResult = { deleted: 0, failed: 0 };
  for (;;) {
    const batch = await deps.db.storedFile.findMany({
      where: { attachedAt: null, quarantinedAt: null, creationDate: { lt: cutoff }, purpose: { in: [...PURGED_UNATTACHED_PURPOSES] } },
      select: { fileID: true, storageKey: true, variantWidths: true },
      take: BATCH,
      orderBy: { creationDate: "asc" },
    });
    if (batch.length === 0) return result;
    let progressed = 0;
    for (const file of batch) {
      try {
        const { count } = await deps.db.storedFile.deleteMany({ where: { fileID: file.fileID, attachedAt: null } });
        if (count === 0) continue;
        progressed++;
        await deps.storage.remove(file.storageKey);
        for (const width of file.variantWidths) await deps.storage.remove(variantStorageKey(file.storageKey, width));
        result.deleted++;
      } catch (error) {
        // A row still referenced (foreign key) or a disk error: leave it for the operator, go on with the rest.
        result.failed++;
        deps.log.warn({ err: error, fileID: file.fileID }, "no se pudo borrar un archivo sin adjuntar");
      }
    }
    if (progressed === 0) return result;
  }
}
