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
