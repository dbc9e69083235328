import { createHash } from "node:crypto";
import type { Db } from "@portal/db/client";
import { OWNER_READS_ATTACHED_PURPOSES } from "@portal/schemas/files/upload.schema";
import { UPLOAD_SESSION_PATTERN } from "@portal/schemas/files/upload-session";

/**
 * Who uploaded a file, and so who may attach it: the logged-in user, or (for anonymous uploads) the browser's upload
 * session, known only by the SHA-256 of its token.
 */
export type TFileOwner = { userId: number | null; uploadSessionHash: string | null };

/** The stored form of an upload-session token (header `upload-session`); null when absent or malformed. */
export function hashUploadSession(token: string | string[] | undefined | null): string | null {
  const value = Array.isArray(token) ? token[0] : token;
  if (!value || !UPLOAD_SESSION_PATTERN.test(value)) return null;
  return createHash("sha256").update(value).digest("hex");
}

/** True when `owner` uploaded `file`: same user, or an anonymous upload of the same upload session. */
export function isFileOwner(file: { ownerUserId: number | null; uploadSessionHash: string | null }, owner: TFileOwner): boolean {
  if (file.ownerUserId !== null) return owner.userId !== null && file.ownerUserId === owner.userId;
  return file.uploadSessionHash !== null && owner.uploadSessionHash !== null && file.uploadSessionHash === owner.uploadSessionHash;
}

/**
 * True when `owner` may read `file` (or make a copy of it) as its uploader: a public file or one no domain took yet,
 * or a private one of OWNER_READS_ATTACHED_PURPOSES; an attached answer, possession act or spreadsheet is read only
 * under the domain's permission.
 */
export function readsAsOwner(
  file: { ownerUserId: number | null; uploadSessionHash: string | null; isPublic: boolean; purpose: string; attachedAt: Date | null },
  owner: TFileOwner,
): boolean {
  const stillTheirs = file.isPublic || file.attachedAt === null || OWNER_READS_ATTACHED_PURPOSES.includes(file.purpose);
  return stillTheirs && isFileOwner(file, owner);
}

/** Marks files as attached to a domain row, so the purge of unattached uploads keeps them. Call it in the same transaction. */
export async function markFilesAttached(db: Pick<Db, "storedFile">, fileIDs: readonly string[], now = new Date()): Promise<void> {
  if (fileIDs.length === 0) return;
  await db.storedFile.updateMany({ where: { fileID: { in: [...fileIDs] }, attachedAt: null }, data: { attachedAt: now } });
}
