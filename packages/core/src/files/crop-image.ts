import { randomUUID } from "node:crypto";
import { isStaff } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { IMAGE_CROP_MESSAGES as M, ZImageCrop } from "@portal/schemas/files/image-crop.schema";
import { FILE_MESSAGES, IMAGE_MAX_PIXELS, MIN_SIZE_IMAGE_KINDS, type TUploadKind } from "@portal/schemas/files/upload.schema";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import sharp from "sharp";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { readsAsOwner } from "./file-owner.ts";
import { publicFilePath } from "./upload-file.ts";

/** Staff images any staff member may crop into a copy of their own (they are public: the content form shows them). */
const STAFF_IMAGE_PURPOSES: readonly string[] = ["image", "content", "massUpload"];
/** What sharp reads and writes back in the same format (it has no BMP support). */
const CROPPABLE_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png", "gif"];

/**
 * POST uploadfiles/{id}/crop: a new image, the rectangle of the stored one, owned by the caller and of the same kind
 * (the original stays: a content may still show it). The caller must own the image, or be staff cropping a public
 * staff image. The copy keeps the source's format; the settings' minimum size applies to kinds that have one.
 */
export async function cropImage(deps: Pick<CoreDeps, "db" | "storage" | "settings">, raw: unknown, user: TSessionUser): Promise<TUploadedFile> {
  const crop = ZImageCrop.parse(raw);
  const file = await deps.db.storedFile.findUnique({ where: { fileID: crop.fileID } });
  const mayUse =
    file &&
    !file.quarantinedAt &&
    ((await readsAsOwner(deps.db, file, { userId: user.id, uploadSessionHash: null })) ||
      (file.isPublic && STAFF_IMAGE_PURPOSES.includes(file.purpose) && isStaff(user.permissions)));
  if (!file || !mayUse) throw AppError.field("fileID", FILE_MESSAGES.invalidId);
  if (!file.isImage || !file.width || !file.height) throw AppError.field("fileID", M.notImage);
  if (crop.x + crop.width > file.width || crop.y + crop.height > file.height) throw AppError.field("width", M.outside);
  if (MIN_SIZE_IMAGE_KINDS.includes(file.purpose as TUploadKind)) {
    const { minImageWidth, minImageHeight } = await deps.settings.get("uploads");
    if (crop.width < minImageWidth) throw AppError.field("width", fillMessage(FILE_MESSAGES.imageMinWidth, [minImageWidth]));
    if (crop.height < minImageHeight) throw AppError.field("height", fillMessage(FILE_MESSAGES.imageMinHeight, [minImageHeight]));
  }

  if (!CROPPABLE_EXTENSIONS.includes(file.extension)) throw AppError.field("fileID", M.unsupported);
  const source = await deps.storage.get(file.storageKey);
  let bytes: Buffer;
  try {
    // The stored dimensions are the decoded ones (EXIF orientation aside: the crop is of the pixels as stored).
    bytes = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .toBuffer();
  } catch {
    throw AppError.field("fileID", M.unsupported);
  }
  const now = new Date();
  const storageKey = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${randomUUID()}.${file.extension}`;
  await deps.storage.put(storageKey, bytes, file.mimeType);
  try {
    const copy = await deps.db.storedFile.create({
      data: {
        name: file.name,
        mimeType: file.mimeType,
        extension: file.extension,
        size: bytes.length,
        isImage: true,
        width: crop.width,
        height: crop.height,
        isPublic: file.isPublic,
        purpose: file.purpose,
        ownerUserId: user.id,
        storageKey,
      },
    });
    const filePath = publicFilePath(copy.fileID, copy.name);
    return { fileID: copy.fileID, filePath, isImage: true, name: copy.name, fileBigImage: filePath };
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}
