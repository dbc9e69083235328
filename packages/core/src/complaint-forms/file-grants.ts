import { randomBytes } from "node:crypto";
import type { TGrantedFile, TTrackedRequest } from "@portal/schemas/complaint-forms/tracking.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * PQRDS files are private (/files/{id} serves them only to their uploader and staff), yet the citizen who tracks a
 * request by its code and a delegate who manages it by link must open its attachment and answer files. Whoever
 * is shown a request gets, per file, a random download token valid for 30 minutes (kept in Redis), and
 * GET complaintforms/files/{token} answers that one file.
 */
export const FILE_GRANT_TTL_SECONDS = 30 * 60;
const key = (token: string) => `pqrds-file:${token}`;

async function grant(deps: Pick<CoreDeps, "redis" | "log">, fileID: string): Promise<string | null> {
  const token = randomBytes(24).toString("base64url");
  try {
    await deps.redis.set(key(token), fileID, "EX", FILE_GRANT_TTL_SECONDS);
    return token;
  } catch (error) {
    // Without Redis the request is still shown; only the download links are missing.
    deps.log.warn({ err: error }, "no se pudo crear el enlace de descarga de un archivo de PQRDS");
    return null;
  }
}

/** Fills the download tokens of a request's attachment and answer files. */
export async function withDownloadTokens<T extends TTrackedRequest>(deps: Pick<CoreDeps, "redis" | "log">, request: T): Promise<T> {
  const files = await Promise.all(request.files.map(async (f) => ({ ...f, downloadToken: await grant(deps, f.fileID) })));
  const fileDownloadToken = request.fileID ? await grant(deps, request.fileID) : null;
  return { ...request, files, fileDownloadToken };
}

/** GET complaintforms/files/{token} */
export async function readGrantedFile(deps: Pick<CoreDeps, "redis" | "db" | "storage">, token: string): Promise<TGrantedFile> {
  const id = token && token.length <= 64 ? await deps.redis.get(key(token)) : null;
  const file = id ? await deps.db.storedFile.findUnique({ where: { fileID: id } }) : null;
  if (!file || file.quarantinedAt) throw new AppError("NOT_FOUND");
  const bytes = await deps.storage.get(file.storageKey);
  return { fileID: file.fileID, name: file.name, mimeType: file.mimeType, size: file.size, content: bytes.toString("base64") };
}
