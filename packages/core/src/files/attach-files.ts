import type { Db } from "@portal/db/client";
import { known } from "../common/known.ts";
import { isFileOwner, type TFileOwner } from "./file-owner.ts";

export type TAttachableFile = { fileID: string; name: string };

/**
 * The files `owner` may attach for `purpose`, in the order asked, or null when any is unknown, of another purpose,
 * quarantined, not the caller's own upload, or already attached elsewhere (`reattachable` tells whether an
 * attached file may be attached again, e.g. a request's own answer files when the answer is saved again).
 * `proven` accepts an anonymous upload whose ownership the caller proved otherwise (its upload token).
 */
export async function findAttachableFiles(
  db: Pick<Db, "storedFile">,
  fileIDs: readonly string[],
  opts: {
    purpose: string;
    owner: TFileOwner;
    reattachable?: (file: { fileID: string }) => Promise<boolean> | boolean;
    proven?: (fileID: string) => boolean;
  },
): Promise<TAttachableFile[] | null> {
  if (fileIDs.length === 0) return [];
  const files = await db.storedFile.findMany({
    where: { fileID: { in: [...fileIDs] } },
    select: { fileID: true, name: true, purpose: true, ownerUserId: true, uploadSessionHash: true, attachedAt: true, quarantinedAt: true },
  });
  for (const id of fileIDs) {
    const f = files.find((file) => file.fileID === id);
    if (!f || f.purpose !== opts.purpose || f.quarantinedAt) return null;
    const provenAnonymous = f.ownerUserId === null && Boolean(opts.proven?.(f.fileID));
    if (!isFileOwner(f, opts.owner) && !provenAnonymous) return null;
    if (f.attachedAt && !(await opts.reattachable?.(f))) return null;
  }
  return fileIDs.map((id) => {
    const f = known(
      files.find((file) => file.fileID === id),
      `el archivo ${id}, ya comprobado`,
    );
    return { fileID: f.fileID, name: f.name };
  });
}

/**
 * Claims unattached files for a domain row inside its transaction: false when another request attached one of
 * them first (the caller then refuses), so a file is never attached twice by a race.
 */
export async function claimFiles(tx: Pick<Db, "storedFile">, fileIDs: readonly string[], now = new Date()): Promise<boolean> {
  if (fileIDs.length === 0) return true;
  const { count } = await tx.storedFile.updateMany({ where: { fileID: { in: [...fileIDs] }, attachedAt: null }, data: { attachedAt: now } });
  return count === fileIDs.length;
}
