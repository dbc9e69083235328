import { randomUUID } from "node:crypto";
import { rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { isStaff } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  cleanFileName,
  FILE_MESSAGES,
  fileExtension,
  formatLimitMb,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  isAllowedFileName,
  MIN_SIZE_IMAGE_KINDS,
  SCAN_REQUIRED_EXTENSIONS,
  settingUploadLimitMb,
  type TUploadKind,
  UPLOAD_KINDS,
} from "@portal/schemas/files/upload.schema";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { imageSizeFromFile } from "image-size/fromFile";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { fileMatchesExtension } from "./sniff-file-type.ts";
import { scanWithClamd } from "./virus-scan.ts";

const MB = 1024 * 1024;

/** The size limit of a kind for this uploader: fixed by the spec, or the setting chosen by `settingUploadLimitMb`. */
export async function uploadLimitBytes(deps: Pick<CoreDeps, "settings">, kind: TUploadKind, user: TSessionUser | null): Promise<number> {
  const limit = UPLOAD_KINDS[kind].limit;
  if (typeof limit === "number") return limit;
  const mb = known(settingUploadLimitMb(kind, await deps.settings.get("uploads"), isStaff(user?.permissions ?? [])), `el límite de ${kind} en los ajustes`);
  return Math.round(mb * MB);
}

export function formatMb(bytes: number): string {
  return formatLimitMb(bytes);
}

export function publicFilePath(fileID: string, name: string): string {
  return `/files/${encodeURIComponent(fileID)}/${encodeURIComponent(name)}`;
}

/** Where request bodies are streamed before they are checked (with the local store on the same disk, storing is a rename). */
export function uploadTempDir(env: Pick<CoreDeps["env"], "dataDir">): string {
  return join(env.dataDir, "tmp", "uploads");
}
/** Where infected files are kept for the operator, in the object store beside the rest, never served. */
const QUARANTINE_PREFIX = "quarantine/";

/** Refuses a kind the caller may not upload, before any byte is read. */
export function assertMayUpload(kind: TUploadKind, user: TSessionUser | null): void {
  const uploader = UPLOAD_KINDS[kind].uploader;
  if (uploader !== "anyone" && !user) throw new AppError("UNAUTHORIZED");
  if (uploader === "staff" && !isStaff(user?.permissions ?? [])) throw new AppError("FORBIDDEN");
}

/**
 * Without a virus scanner nobody looks inside archives or office macros: a visitor (nobody answerable for the file)
 * may not upload them, nor a "modern" office file whose bytes are a bare ZIP rather than that format.
 */
function needsScanner(extension: string, mimeType: string, user: TSessionUser | null, scanning: boolean): boolean {
  return !scanning && !user && (SCAN_REQUIRED_EXTENSIONS.includes(extension) || mimeType === "application/zip");
}

/** Refuses an image whose decoding would be a memory bomb, from its header alone (before sharp ever opens it). */
function assertImageNotTooLarge(width: number | null, height: number | null): void {
  if (width !== null && width > IMAGE_MAX_WIDTH) throw AppError.field("file", fillMessage(FILE_MESSAGES.imageMaxWidth, [IMAGE_MAX_WIDTH]));
  if (height !== null && height > IMAGE_MAX_HEIGHT) throw AppError.field("file", fillMessage(FILE_MESSAGES.imageMaxHeight, [IMAGE_MAX_HEIGHT]));
  if (width !== null && height !== null && width * height > IMAGE_MAX_PIXELS) {
    throw AppError.field("file", fillMessage(FILE_MESSAGES.imageMaxPixels, [IMAGE_MAX_PIXELS / 1_000_000]));
  }
}

/**
 * POST uploadfiles/{x}, once the body is on disk at `tempPath` (streamed, the limit enforced while reading): checks,
 * in the spec's order, emptiness, size, name/extension and the real type from the first bytes (and image
 * dimensions), scans it when CLAMAV_URL is set, then moves it into storage and records it, owned by the user or by
 * the anonymous upload session. The temporary file is always gone afterwards; nothing is stored on refusal except
 * an infected file, which is moved to the store's quarantine/ and recorded as such (never served).
 */
export async function uploadFile(
  deps: Pick<CoreDeps, "db" | "settings" | "storage" | "env" | "log">,
  input: { kind: TUploadKind; originalName: string; tempPath: string; user: TSessionUser | null; uploadSessionHash: string | null },
): Promise<TUploadedFile> {
  try {
    return await storeUpload(deps, input);
  } finally {
    await rm(input.tempPath, { force: true });
  }
}

async function storeUpload(
  deps: Pick<CoreDeps, "db" | "settings" | "storage" | "env" | "log">,
  input: { kind: TUploadKind; originalName: string; tempPath: string; user: TSessionUser | null; uploadSessionHash: string | null },
): Promise<TUploadedFile> {
  const def = UPLOAD_KINDS[input.kind];
  assertMayUpload(input.kind, input.user);
  const name = cleanFileName(input.originalName);
  const { size } = await stat(input.tempPath);
  if (size === 0) throw AppError.field("file", FILE_MESSAGES.empty);
  const limit = await uploadLimitBytes(deps, input.kind, input.user);
  if (size > limit) throw AppError.field("file", fillMessage(FILE_MESSAGES.oversize, [formatMb(limit)]));
  if (!isAllowedFileName(name, def.extensions)) throw AppError.field("file", FILE_MESSAGES.wrongType);
  const extension = fileExtension(name);
  const sniffed = await fileMatchesExtension(input.tempPath, extension);
  if (!sniffed.ok) throw AppError.field("file", FILE_MESSAGES.wrongType);
  if (needsScanner(extension, sniffed.mimeType, input.user, Boolean(deps.env.CLAMAV_URL))) throw AppError.field("file", FILE_MESSAGES.unscannedType);

  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  let width: number | null = null;
  let height: number | null = null;
  if (isImage) {
    try {
      const dimensions = await imageSizeFromFile(input.tempPath);
      width = dimensions.width ?? null;
      height = dimensions.height ?? null;
    } catch {
      throw AppError.field("file", FILE_MESSAGES.wrongType);
    }
    assertImageNotTooLarge(width, height);
    if (MIN_SIZE_IMAGE_KINDS.includes(input.kind)) {
      const { minImageWidth, minImageHeight } = await deps.settings.get("uploads");
      if (width !== null && width < minImageWidth) throw AppError.field("file", fillMessage(FILE_MESSAGES.imageMinWidth, [minImageWidth]));
      if (height !== null && height < minImageHeight) throw AppError.field("file", fillMessage(FILE_MESSAGES.imageMinHeight, [minImageHeight]));
    }
  }

  const row = {
    name,
    mimeType: sniffed.mimeType,
    extension,
    size,
    isImage,
    width,
    height,
    isPublic: def.isPublic,
    purpose: input.kind,
    ownerUserId: input.user?.id ?? null,
    uploadSessionHash: input.user ? null : input.uploadSessionHash,
  };
  if (deps.env.CLAMAV_URL) {
    const scan = await scanWithClamd(deps.env.CLAMAV_URL, input.tempPath);
    if (scan.infected) {
      const quarantined = `${QUARANTINE_PREFIX}${randomUUID()}.${extension}`;
      await deps.storage.putFile(quarantined, input.tempPath, sniffed.mimeType);
      const file = await deps.db.storedFile.create({
        data: { ...row, isPublic: false, storageKey: quarantined, quarantinedAt: new Date(), scanSignature: scan.signature },
      });
      deps.log.warn({ fileID: file.fileID, signature: scan.signature, purpose: input.kind, storageKey: quarantined }, "archivo infectado en cuarentena");
      throw AppError.field("file", FILE_MESSAGES.infected);
    }
  }

  const now = new Date();
  const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${extension}`;
  await deps.storage.putFile(storageKey, input.tempPath, sniffed.mimeType);
  try {
    const file = await deps.db.storedFile.create({ data: { ...row, storageKey } });
    const filePath = publicFilePath(file.fileID, name);
    return { fileID: file.fileID, filePath, isImage, name, fileBigImage: isImage ? filePath : null };
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}
