import { randomUUID } from "node:crypto";
import { imageSize } from "image-size";
import {
  FILE_MESSAGES, IMAGE_EXTENSIONS, UPLOAD_KINDS, fileExtension, formatMessage, isAllowedFileName,
  type TUploadKind, type TUploadedFile,
} from "@portal/schemas/files/upload.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { AppError } from "../errors/app-error.ts";
import type { CoreDeps } from "../deps.ts";
import { bytesMatchExtension } from "./sniff-file-type.ts";

const MB = 1024 * 1024;

/** The size limit for a kind: fixed by the spec, or the admin/public setting (staff always get the admin one). */
export async function uploadLimitBytes(deps: Pick<CoreDeps, "settings">, kind: TUploadKind, user: TSessionUser | null): Promise<number> {
  const limit = UPLOAD_KINDS[kind].limit;
  if (typeof limit === "number") return limit;
  const uploads = await deps.settings.get("uploads");
  const mb = limit === "admin" || user?.isAuthorize ? uploads.maxSizeMbAdmin : uploads.maxSizeMbPublic;
  return Math.round(mb * MB);
}

export function formatMb(bytes: number): string {
  const mb = bytes / MB;
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

export function publicFilePath(fileID: number, name: string): string {
  return `/files/${fileID}/${encodeURIComponent(name)}`;
}

/**
 * POST uploadfiles/{x}: checks, in the spec's order, emptiness, size, name/extension and the real type from
 * the bytes (and image dimensions), then stores the bytes and records the file. Nothing is stored on refusal.
 */
export async function uploadFile(
  deps: Pick<CoreDeps, "db" | "settings" | "storage">,
  input: { kind: TUploadKind; originalName: string; bytes: Buffer; user: TSessionUser | null },
): Promise<TUploadedFile> {
  const def = UPLOAD_KINDS[input.kind];
  if (def.staffOnly && !input.user?.isAuthorize) throw new AppError(input.user ? "FORBIDDEN" : "UNAUTHORIZED");
  const name = input.originalName.normalize("NFC").trim();
  if (input.bytes.length === 0) throw AppError.field("file", FILE_MESSAGES.empty);
  const limit = await uploadLimitBytes(deps, input.kind, input.user);
  if (input.bytes.length > limit) throw AppError.field("file", formatMessage(FILE_MESSAGES.oversize, formatMb(limit)));
  if (!isAllowedFileName(name, def.extensions)) throw AppError.field("file", FILE_MESSAGES.wrongType);
  const extension = fileExtension(name);
  const sniffed = await bytesMatchExtension(input.bytes, extension);
  if (!sniffed.ok) throw AppError.field("file", FILE_MESSAGES.wrongType);

  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  let width: number | null = null;
  let height: number | null = null;
  if (isImage) {
    try {
      const size = imageSize(input.bytes);
      width = size.width ?? null;
      height = size.height ?? null;
    } catch {
      throw AppError.field("file", FILE_MESSAGES.wrongType);
    }
    if (input.kind === "image") {
      const { minImageWidth, minImageHeight } = await deps.settings.get("uploads");
      if (width !== null && width < minImageWidth) throw AppError.field("file", formatMessage(FILE_MESSAGES.imageMinWidth, minImageWidth));
      if (height !== null && height < minImageHeight) throw AppError.field("file", formatMessage(FILE_MESSAGES.imageMinHeight, minImageHeight));
    }
  }

  const now = new Date();
  const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${extension}`;
  await deps.storage.put(storageKey, input.bytes, sniffed.mimeType);
  try {
    const file = await deps.db.storedFile.create({
      data: {
        name, storageKey, mimeType: sniffed.mimeType, extension, size: input.bytes.length, isImage, width, height,
        isPublic: def.isPublic, purpose: input.kind, ownerUserId: input.user?.id ?? null,
      },
    });
    const filePath = publicFilePath(file.fileID, name);
    return { fileID: file.fileID, filePath, isImage, name, fileBigImage: isImage ? filePath : null };
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}
