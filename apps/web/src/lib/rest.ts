import { isStaff } from "@portal/schemas/accounts/permissions";
import { AUTH_HEADERS } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import type { TApiErrorBody } from "@portal/schemas/errors/error-messages";
import {
  FILE_MESSAGES,
  fileExtension,
  formatLimitMb,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_WIDTH,
  settingUploadLimitMb,
  type TUploadKind,
  UPLOAD_KINDS,
} from "@portal/schemas/files/upload.schema";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { TIMING } from "@portal/schemas/ui/ui-constants";
import { currentUserAtom, tokenAtom } from "../state/session";
import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";
import { apiBasePath } from "./api-base-path";
import { firstDetailMessage, RestError } from "./errors";
import { applySessionHeaders } from "./trpc";
import { setUploadSessionHeader } from "./upload-session";

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The size limit in bytes for an upload kind: the server's rule (settingUploadLimitMb) on the loaded settings. */
function uploadLimitBytes(kind: TUploadKind, isAuthorize: boolean): number {
  const limit = UPLOAD_KINDS[kind].limit;
  if (typeof limit === "number") return limit;
  const uploads = appStore.get(settingsAtom)?.uploads;
  const mb = (uploads ? settingUploadLimitMb(kind, uploads, isAuthorize) : null) ?? 5;
  return mb * 1024 * 1024;
}

/** The checks made before sending a file (spec 03 §5); null when the file may go. */
export function checkFileBeforeUpload(file: { name: string; size: number }, kind: TUploadKind, isAuthorize: boolean): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  const limit = uploadLimitBytes(kind, isAuthorize);
  if (file.size > limit) return fillMessage(FILE_MESSAGES.oversize, [formatLimitMb(limit)]);
  if (!(UPLOAD_KINDS[kind].extensions as readonly string[]).includes(fileExtension(file.name))) return FILE_MESSAGES.wrongType;
  return null;
}

/**
 * An image's width and height from its header, read by the browser (null when it cannot tell: then the server, which
 * checks it anyway, decides). jsdom decodes no image, so there it answers null at once.
 */
function imageDimensions(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof Image === "undefined" || typeof URL.createObjectURL !== "function" || navigator.userAgent.includes("jsdom")) return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (value: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}

/** The largest image the portal takes (IMAGE_MAX_*), checked before the bytes go up; null when it may go. */
async function checkImageBeforeUpload(file: File): Promise<string | null> {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return null;
  const size = await imageDimensions(file);
  if (!size) return null;
  if (size.width > IMAGE_MAX_WIDTH) return fillMessage(FILE_MESSAGES.imageMaxWidth, [IMAGE_MAX_WIDTH]);
  if (size.height > IMAGE_MAX_HEIGHT) return fillMessage(FILE_MESSAGES.imageMaxHeight, [IMAGE_MAX_HEIGHT]);
  if (size.width * size.height > IMAGE_MAX_PIXELS) return fillMessage(FILE_MESSAGES.imageMaxPixels, [IMAGE_MAX_PIXELS / 1_000_000]);
  return null;
}

/** The message for a failed upload: the server's first detail, else the type or server-failure text. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const detail = firstDetailMessage({ body });
  if (detail) return detail;
  return status === 415 ? FILE_MESSAGES.wrongType : FILE_MESSAGES.serverError;
}

export type TUploadOptions = {
  /** Progress from 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Optional extra form field (the spec's "optional param"). */
  param?: string;
  signal?: AbortSignal;
  /** Gives up after this long (ms; by default the spec's request timeout, or the super upload's). */
  timeoutMs?: number;
  /** Staff's large files: POST superupload/{kind}, waited for up to TIMING.superUploadTimeoutMs (spec 02 §7). */
  superUpload?: boolean;
};

/**
 * POST {apiBasePath}/uploadfiles/{kind} with XMLHttpRequest, for the upload progress fetch cannot report.
 * Rejects with a RestError whose message is the Spanish text to show.
 */
export async function uploadFile(kind: TUploadKind, file: File, options: TUploadOptions = {}): Promise<TUploadedFile> {
  const user = appStore.get(currentUserAtom);
  const problem = checkFileBeforeUpload(file, kind, isStaff(user?.permissions ?? [])) ?? (await checkImageBeforeUpload(file));
  if (problem) throw new RestError(400, null, problem);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBasePath()}/${options.superUpload ? "superupload" : "uploadfiles"}/${kind}`);
    // Spec 03 §9: every call gives up after the request timeout (300000 ms); staff's super upload after 3 hours.
    xhr.timeout = options.timeoutMs ?? (options.superUpload ? TIMING.superUploadTimeoutMs : TIMING.requestTimeoutMs);
    const token = appStore.get(tokenAtom);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    setUploadSessionHeader(xhr);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const name of Object.values(AUTH_HEADERS)) {
        const value = xhr.getResponseHeader(name);
        if (value) headers.set(name, value);
      }
      applySessionHeaders({ status: xhr.status, headers });
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as TUploadedFile);
      } else {
        reject(new RestError(xhr.status, body as Partial<TApiErrorBody> | null, uploadErrorMessage(xhr.status, body)));
      }
    };
    xhr.onerror = () => reject(new RestError(0, null, FILE_MESSAGES.serverError));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new RestError(0, null, FILE_MESSAGES.serverError));
    options.signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("file", file);
    if (options.param) form.append("param", options.param);
    options.onProgress?.(0);
    xhr.send(form);
  });
}
