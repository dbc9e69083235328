import { UPLOAD_SESSION_HEADER } from "@portal/schemas/files/upload-session";

const STORAGE_KEY = "portal.uploadSession";
let memoryToken: string | null = null;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The anonymous upload session of this tab: a random token (kept in sessionStorage) that owns the files uploaded
 * without a login; only the browser that uploaded a file can attach it to a request.
 */
function uploadSessionToken(): string {
  try {
    let token = sessionStorage.getItem(STORAGE_KEY);
    if (!token) {
      token = newToken();
      sessionStorage.setItem(STORAGE_KEY, token);
    }
    return token;
  } catch {
    // Storage blocked: the token lives as long as the page.
    memoryToken ??= newToken();
    return memoryToken;
  }
}

/** Adds the upload-session header to a request's headers. */
export function setUploadSessionHeader(headers: Headers | XMLHttpRequest): void {
  if (headers instanceof Headers) headers.set(UPLOAD_SESSION_HEADER, uploadSessionToken());
  else headers.setRequestHeader(UPLOAD_SESSION_HEADER, uploadSessionToken());
}
