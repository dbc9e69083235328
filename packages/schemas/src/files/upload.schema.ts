import { z } from "zod";

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
  unknownKind: "Tipo de carga no válido",
} as const;

export function formatMessage(template: string, ...values: (string | number)[]): string {
  return values.reduce<string>((text, value, i) => text.replaceAll(`{${i}}`, String(value)), template);
}

export const IMAGE_EXTENSIONS = ["gif", "jpg", "jpeg", "png", "bmp"] as const;
/** Content files (spec 02 §5). */
export const CONTENT_FILE_EXTENSIONS = ["doc", "txt", "xls", "xlsx", "docx", "ppt", "pptx", "page", "number", "pdf", "tiff", "avi", "mp4", "mp3", "zip", "7z", "rtf", "rar"] as const;
/** PQRDS attachment (spec 01 §5): the list, plus those the file check also accepts. */
export const COMPLAINT_FILE_EXTENSIONS = [
  "doc", "txt", "xls", "xlsx", "docx", "ppt", "pptx", "pdf", "mp4", "mp3", "zip", "jpg", "jpeg", "png", "gif", "rar",
  "page", "number", "tiff", "avi", "7z", "rtf", "bmp",
] as const;
export const COMPLAINT_FILE_MAX_BYTES = 2_097_152;
export const COMMENT_FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", ...IMAGE_EXTENSIONS] as const;
export const LEGAL_REPRESENTATIVE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "jpeg", "jpg"] as const;
export const LEGAL_REPRESENTATIVE_MAX_BYTES = 31_457_280;
export const MASS_UPLOAD_MAX_BYTES = 5_000_000;
export const SPREADSHEET_EXTENSIONS = ["xlsx", "xls", "csv"] as const;

/**
 * The `{x}` of POST uploadfiles/{x}: what the file is for decides who may upload, the allowed extensions,
 * the size limit ("admin"/"public" come from settings; a number is fixed by the spec) and visibility.
 */
export const UPLOAD_KINDS = {
  complaint: { extensions: COMPLAINT_FILE_EXTENSIONS, limit: COMPLAINT_FILE_MAX_BYTES, staffOnly: false, isPublic: false },
  comment: { extensions: COMMENT_FILE_EXTENSIONS, limit: "public", staffOnly: false, isPublic: true },
  image: { extensions: IMAGE_EXTENSIONS, limit: "admin", staffOnly: true, isPublic: true },
  content: { extensions: [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS], limit: "admin", staffOnly: true, isPublic: true },
  answer: { extensions: [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS], limit: "admin", staffOnly: false, isPublic: false },
  profile: { extensions: IMAGE_EXTENSIONS, limit: "public", staffOnly: false, isPublic: true },
  legalRepresentative: { extensions: LEGAL_REPRESENTATIVE_EXTENSIONS, limit: LEGAL_REPRESENTATIVE_MAX_BYTES, staffOnly: true, isPublic: false },
  spreadsheet: { extensions: SPREADSHEET_EXTENSIONS, limit: MASS_UPLOAD_MAX_BYTES, staffOnly: true, isPublic: false },
} as const satisfies Record<string, { extensions: readonly string[]; limit: number | "admin" | "public"; staffOnly: boolean; isPublic: boolean }>;
export type TUploadKind = keyof typeof UPLOAD_KINDS;
export const ZUploadKind = z.enum(Object.keys(UPLOAD_KINDS) as [TUploadKind, ...TUploadKind[]], { error: FILE_MESSAGES.unknownKind });

/** Uploaded file result (spec 03 §3). */
export const ZUploadedFile = z.object({
  fileID: z.number().int(),
  filePath: z.string(),
  isImage: z.boolean(),
  name: z.string(),
  fileBigImage: z.string().nullable(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Allowed names: no path separators or control characters, with an allowed extension. */
export function isAllowedFileName(name: string, extensions: readonly string[]): boolean {
  if (!name || name.length > 255 || /[\\/\u0000-\u001f]/.test(name)) return false;
  return extensions.includes(fileExtension(name));
}
