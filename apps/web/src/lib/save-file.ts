import type { TApiErrorBody } from "@portal/schemas/errors/error-messages";
import { authFetch } from "./auth-fetch";
import { RestError } from "./errors";

/** Hands `blob` to the browser as a download named `name` (the object URL is released once the save has begun). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file the API answered in JSON as base64 (private PQRDS files, the filing receipt), saved as a download. */
export function saveBase64File(file: { name: string; mimeType: string; content: string }): void {
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: file.mimeType }), file.name);
}

/** The API's JSON error body, when the failed answer carried one (a proxy's HTML page or nothing: null). */
async function errorBody(response: Response): Promise<Partial<TApiErrorBody> | null> {
  const body: unknown = await response.json().catch(() => null);
  return body !== null && typeof body === "object" ? body : null;
}

/**
 * A file only the signed-in user may read (GET `url` on the API, with the session), saved as a download named `name`.
 * A refusal becomes a RestError carrying the API's Spanish message, for the caller's toast.
 */
export async function saveFileWithSession(url: string, name: string): Promise<void> {
  const response = await authFetch(url);
  if (!response.ok) throw new RestError(response.status, await errorBody(response));
  saveBlob(await response.blob(), name);
}
