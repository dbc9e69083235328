import type { TPermission } from "../accounts/permissions.ts";
import { COMMON_MESSAGES } from "../common/common-messages.ts";

export const FILE_MESSAGES = {
  empty: "El archivo que intentas subir no tiene peso",
  /** {0} is the limit in Mb. */
  oversize: "Sube archivos de menos de {0} Mb",
  wrongType: "No se puede subir este tipo de archivo",
  serverError: "No se puede subir este archivo",
  missing: "Debes seleccionar un archivo",
  imageMinWidth: "La imagen debe tener un ancho mínimo de {0} px",
  imageMinHeight: "La imagen debe tener un alto mínimo de {0} px",
  imageMaxWidth: "La imagen debe tener un ancho máximo de {0} px",
  imageMaxHeight: "La imagen debe tener un alto máximo de {0} px",
  unknownKind: COMMON_MESSAGES.uploadKindInvalid,
  /** The virus scanner found a signature: the file is kept in quarantine, never served. */
  infected: "El archivo contiene un virus o código malicioso y no se puede subir",
  /** CLAMAV_URL is set but clamd does not answer: uploads fail closed. */
  scanUnavailable: "No podemos revisar archivos en este momento. Intenta de nuevo en unos minutos",
  /** A file id that names no file of the caller (attach points). */
  invalidId: "El archivo no es válido",
  /** {0} is the limit in megapixels: an image whose decoding alone would take hundreds of megabytes. */
  imageMaxPixels: "La imagen debe tener como máximo {0} megapíxeles",
  /** Archives and macro-capable office files from a visitor while no virus scanner is configured (CLAMAV_URL). */
  unscannedType: "Este tipo de archivo solo se puede subir con una sesión iniciada. Envíalo en PDF o como imagen, o inicia sesión",
} as const;

/**
 * The largest image taken, px (spec 03: images have maximum width and height messages): far beyond any screen or print
 * use of the portal, and small enough that decoding one (image-size, sharp's copies) stays a few hundred megabytes.
 */
export const IMAGE_MAX_WIDTH = 10_000;
export const IMAGE_MAX_HEIGHT = 10_000;
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Extensions a visitor may upload only once a virus scanner checks uploads: archives (their content is never looked
 * at) and office formats that can carry macros or embedded objects (OLE .doc/.xls/.ppt, RTF). Modern office files
 * (.docx/.xlsx/.pptx) pass only when their bytes are that format, not a bare ZIP (sniff-file-type.ts).
 */
export const SCAN_REQUIRED_EXTENSIONS: readonly string[] = ["zip", "rar", "7z", "page", "number", "doc", "xls", "ppt", "rtf"];

/**
 * Unicode format characters that reorder or hide text (bidi overrides and isolates, marks, the zero-width ones): in a
 * file name they make "factura‮fdp.exe" read as "factura.exe.pdf". Removed from every uploaded name, with controls.
 */
const HIDDEN_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The name an upload is stored and served under: NFC, without hidden or control characters, trimmed. */
export function cleanFileName(name: string): string {
  return name.normalize("NFC").replace(HIDDEN_NAME_CHARACTERS, "").trim();
}

/**
 * A size limit in Mb as the oversize message shows it: limits set in binary megabytes (2 097 152) and in decimal ones
 * (the mass upload's 5 000 000 bytes) both read as whole numbers ("2", "5"); anything else with one decimal.
 */
export function formatLimitMb(bytes: number): string {
  const MIB = 1024 * 1024;
  if (bytes % MIB === 0) return String(bytes / MIB);
  if (bytes % 1_000_000 === 0) return String(bytes / 1_000_000);
  return (bytes / MIB).toFixed(1);
}

export const IMAGE_EXTENSIONS = ["gif", "jpg", "jpeg", "png", "bmp"] as const;
/** Content files (spec 02 §5). */
export const CONTENT_FILE_EXTENSIONS = [
  "doc",
  "txt",
  "xls",
  "xlsx",
  "docx",
  "ppt",
  "pptx",
  "page",
  "number",
  "pdf",
  "tiff",
  "avi",
  "mp4",
  "mp3",
  "zip",
  "7z",
  "rtf",
  "rar",
] as const;
/** PQRDS attachment (spec 01 §5): the list, plus those the file check also accepts. */
export const COMPLAINT_FILE_EXTENSIONS = [
  "doc",
  "txt",
  "xls",
  "xlsx",
  "docx",
  "ppt",
  "pptx",
  "pdf",
  "mp4",
  "mp3",
  "zip",
  "jpg",
  "jpeg",
  "png",
  "gif",
  "rar",
  "page",
  "number",
  "tiff",
  "avi",
  "7z",
  "rtf",
  "bmp",
] as const;
export const COMPLAINT_FILE_MAX_BYTES = 2_097_152;
export const COMMENT_FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", ...IMAGE_EXTENSIONS] as const;
export const LEGAL_REPRESENTATIVE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "jpeg", "jpg"] as const;
export const LEGAL_REPRESENTATIVE_MAX_BYTES = 31_457_280;
export const MASS_UPLOAD_MAX_BYTES = 5_000_000;
export const SPREADSHEET_EXTENSIONS = ["xlsx", "xls", "csv"] as const;

/**
 * Who may upload a kind: "anyone" (a visitor too: PQRDS attachments, a delegate's answer through its link), "user"
 * (a logged-in account: public files under the entity's address must have someone answerable for them), "staff".
 */
export type TUploader = "anyone" | "user" | "staff";

/**
 * The `{x}` of POST uploadfiles/{x}: what the file is for decides who may upload, the allowed extensions,
 * the size limit ("admin"/"public" come from settings; a number is fixed by the spec) and visibility.
 * `purgeUnattached`: deleted when no domain attached it within UNATTACHED_FILE_TTL_HOURS. Staff images and content
 * files are kept: settings and content HTML point at them by URL, which the database cannot see as an attachment.
 */
export const UPLOAD_KINDS = {
  complaint: { extensions: COMPLAINT_FILE_EXTENSIONS, limit: COMPLAINT_FILE_MAX_BYTES, uploader: "anyone", isPublic: false, purgeUnattached: true },
  comment: { extensions: COMMENT_FILE_EXTENSIONS, limit: "public", uploader: "user", isPublic: true, purgeUnattached: true },
  image: { extensions: IMAGE_EXTENSIONS, limit: "admin", uploader: "staff", isPublic: true, purgeUnattached: false },
  content: { extensions: [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS], limit: "admin", uploader: "staff", isPublic: true, purgeUnattached: false },
  answer: { extensions: [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS], limit: "admin", uploader: "anyone", isPublic: false, purgeUnattached: true },
  profile: { extensions: IMAGE_EXTENSIONS, limit: "public", uploader: "user", isPublic: true, purgeUnattached: true },
  legalRepresentative: {
    extensions: LEGAL_REPRESENTATIVE_EXTENSIONS,
    limit: LEGAL_REPRESENTATIVE_MAX_BYTES,
    uploader: "staff",
    isPublic: false,
    purgeUnattached: true,
  },
  spreadsheet: { extensions: SPREADSHEET_EXTENSIONS, limit: MASS_UPLOAD_MAX_BYTES, uploader: "staff", isPublic: false, purgeUnattached: true },
  /** A mass-upload row's file (spec 02 §5: "File max 5000000 bytes"), public once its document is published. */
  massUpload: {
    extensions: [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS],
    limit: MASS_UPLOAD_MAX_BYTES,
    uploader: "staff",
    isPublic: true,
    purgeUnattached: false,
  },
} as const satisfies Record<
  string,
  { extensions: readonly string[]; limit: number | "admin" | "public"; uploader: TUploader; isPublic: boolean; purgeUnattached: boolean }
>;
/** The upload kinds whose files are deleted unless a domain row attaches them in time (files.purge-unattached). */
export const PURGED_UNATTACHED_PURPOSES: readonly string[] = Object.entries(UPLOAD_KINDS)
  .filter(([, kind]) => kind.purgeUnattached)
  .map(([name]) => name);

/**
 * The limit in Mb for a kind whose limit is a setting (spec 03 "file upload rules": one value for authorized users,
 * one for the public). "public" kinds get the public value for everyone, staff included; "admin" kinds get the admin
 * value only for staff (a citizen or a delegate uploading an answer gets the public one). Null when the kind has a
 * fixed limit in bytes.
 */
export function settingUploadLimitMb(
  kind: keyof typeof UPLOAD_KINDS,
  uploads: { maxSizeMbAdmin: number; maxSizeMbPublic: number },
  isAuthorize: boolean,
): number | null {
  const limit: number | "admin" | "public" = UPLOAD_KINDS[kind].limit;
  if (typeof limit === "number") return null;
  return limit === "admin" && isAuthorize ? uploads.maxSizeMbAdmin : uploads.maxSizeMbPublic;
}

/**
 * Who may read a private file besides its owner, by the file's purpose (its upload kind, or the issue kind of a
 * generated PDF): staff holding this permission, not any staff. A private purpose missing here needs Administrator.
 */
export const FILE_READ_PERMISSIONS: Record<string, TPermission> = {
  complaint: "PQRs",
  answer: "PQRs",
  "pqrds-report": "PQRs",
  certificate: "Administrator",
  document: "Administrator",
  spreadsheet: "Administrator",
  legalRepresentative: "Administrator",
};
export function fileReadPermission(purpose: string): TPermission {
  return FILE_READ_PERMISSIONS[purpose] ?? "Administrator";
}

/** Unattached uploads are deleted after this long (files.purge-unattached). */
export const UNATTACHED_FILE_TTL_HOURS = 24;

/** A file id as clients see and send it: random (UUID v4); files uploaded before random ids keep their number. */
export const FILE_ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/;
export type TUploadKind = keyof typeof UPLOAD_KINDS;
/** Kinds whose images must reach the settings' minimum width and height (staff images, profile photos). */
export const MIN_SIZE_IMAGE_KINDS: readonly TUploadKind[] = ["image", "profile"];

/**
 * How long an anonymous upload's token proves ownership (a form filled after the upload, well under the purge of
 * unattached uploads).
 */
export const UPLOAD_TOKEN_TTL_SECONDS = 2 * 60 * 60;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Allowed names: no path separators or control characters, with an allowed extension. */
export function isAllowedFileName(name: string, extensions: readonly string[]): boolean {
  if (!name || name.length > 255 || /[\\/\u0000-\u001f]/.test(name)) return false;
  return extensions.includes(fileExtension(name));
}
