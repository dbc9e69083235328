import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";

/** Extensions whose bytes carry no signature: accepted only when the content looks like text. */
const TEXT_EXTENSIONS = new Set(["txt", "csv"]);
const TEXT_SAMPLE_BYTES = 8192;

/** What a declared extension may really be, by the detected type's extension (Office/iWork files are ZIP or CFB containers). */
const COMPATIBLE: Record<string, string[]> = {
  jpg: ["jpg"],
  jpeg: ["jpg"],
  png: ["png"],
  gif: ["gif"],
  bmp: ["bmp"],
  tiff: ["tif"],
  pdf: ["pdf"],
  rtf: ["rtf"],
  zip: ["zip"],
  rar: ["rar"],
  "7z": ["7z"],
  mp3: ["mp3"],
  mp4: ["mp4", "m4v", "m4a", "mov"],
  avi: ["avi"],
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  docx: ["docx", "zip"],
  xlsx: ["xlsx", "zip"],
  pptx: ["pptx", "zip"],
  page: ["zip"],
  number: ["zip"],
  pages: ["zip"],
  numbers: ["zip"],
};

function looksLikeText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  // Valid UTF-8 or Latin-1 text has few control characters besides tab/newline/carriage return.
  let control = 0;
  for (const b of sample) if (b < 9 || (b > 13 && b < 32)) control++;
  return control / Math.max(sample.length, 1) < 0.01;
}

async function firstBytes(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** True when the file's real type (read from its first bytes on disk) matches its declared extension. */
export async function fileMatchesExtension(path: string, extension: string): Promise<{ ok: boolean; mimeType: string }> {
  const detected = await fileTypeFromFile(path);
  if (TEXT_EXTENSIONS.has(extension)) {
    return { ok: !detected && looksLikeText(await firstBytes(path, TEXT_SAMPLE_BYTES)), mimeType: extension === "csv" ? "text/csv" : "text/plain" };
  }
  if (!detected) return { ok: false, mimeType: "application/octet-stream" };
  return { ok: (COMPATIBLE[extension] ?? [extension]).includes(detected.ext), mimeType: detected.mime };
}
