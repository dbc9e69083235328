import { createHash } from "node:crypto";
import type { Db } from "@portal/db/client";
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

/** The purpose whose attached files stay readable by the filer the request names (a PQRDS attachment). */
const FILER_READS_ATTACHED_PURPOSE = "complaint";

/**
 * True when `owner` may read `file` (or make a copy of it) as its uploader: a public file or one no domain took yet.
 * An attached answer, possession act or spreadsheet is read only under the domain's permission, so an official who
 * lost it no longer opens what they uploaded. A PQRDS attachment stays readable by the filer its request names (a
 * request in personal mode of the same account), never by the account or browser tab that uploaded it for an anonymous
 * request: an official filing for someone at the front desk keeps no way into it, and an anonymous filer reads it
 * through the tracking code's download links like anyone holding that code.
 */
export async function readsAsOwner(
  db: Pick<Db, "complaintForm">,
  file: { fileID: string; ownerUserId: number | null; uploadSessionHash: string | null; isPublic: boolean; purpose: string; attachedAt: Date | null },
  owner: TFileOwner,
): Promise<boolean> {
  if (!isFileOwner(file, owner)) return false;
  if (file.isPublic || file.attachedAt === null) return true;
  if (file.purpose !== FILER_READS_ATTACHED_PURPOSE || owner.userId === null) return false;
  // An anonymous request has no userId: it names nobody.
  return (await db.complaintForm.count({ where: { fileID: file.fileID, userId: owner.userId } })) > 0;
}

/** Marks files as attached to a domain row, so the purge of unattached uploads keeps them. Call it in the same transaction. */
export async function markFilesAttached(db: Pick<Db, "storedFile">, fileIDs: readonly string[], now = new Date()): Promise<void> {
  if (fileIDs.length === 0) return;
  await db.storedFile.updateMany({ where: { fileID: { in: [...fileIDs] }, attachedAt: null }, data: { attachedAt: now } });
}
