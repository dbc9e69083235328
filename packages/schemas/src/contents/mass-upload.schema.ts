import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { fillMessage } from "../common/fill-message.ts";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";
import { CONTENT_FILE_EXTENSIONS, FILE_MESSAGES, fileExtension, IMAGE_EXTENSIONS, MASS_UPLOAD_MAX_BYTES } from "../files/upload.schema.ts";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { isHttpUrl, zIdList, zOptionalDate } from "./content-fields.ts";
import { CONTENT_MESSAGES } from "./content-messages.ts";

export const MASS_UPLOAD_LIMITS = {
  initialRows: 5,
  maxRows: 200,
  titleMax: 150,
  descriptionMin: 20,
  linkMax: 450,
  /** The link input's maxlength. */
  linkInputMax: 250,
  fileMaxBytes: MASS_UPLOAD_MAX_BYTES,
} as const;
const L = MASS_UPLOAD_LIMITS;

/** The mass upload table and its add-link modal (spec 02 §5), verbatim. */
export const MASS_UPLOAD_MESSAGES = {
  excelOnly: "Usa un archivo de Microsoft Excel para cargar la información.",
  confirm: "El archivo ¿Está seguro de subir este archivo?",
  linkRequired: COMMON_MESSAGES.linkRequired,
  linkInvalid: COMMON_MESSAGES.linkInvalid,
  linkMax: `El link no puede tener más de ${L.linkMax} caracteres`,
  linkModalInvalid: "El link ingresado es inválido",
  titleRequired: "El campo título no puede estar vacío",
  /** spec silent */
  titleMax: `El campo título no puede tener más de ${L.titleMax} caracteres`,
  descriptionRequired: "El campo Descripción no puede estar vacío",
  descriptionMin: `El campo Descripción no puede tener menos de ${L.descriptionMin} caracteres`,
  issueDateRequired: COMMON_MESSAGES.issueDateRequired,
  fileOrLink: "Debe cargar un archivo o agregar un link",
  fileWrongType: CONTENT_MESSAGES.fileWrongType,
  dateInvalid: CONTENT_MESSAGES.dateInvalid,
} as const;
const M = MASS_UPLOAD_MESSAGES;

/** A row of the table: file or link, title, categories, description, issue date. */
export const ZMassUploadRow = z.object({
  fileID: zOptionalFileId(M.fileOrLink),
  fileName: zText(255),
  embedUrl: zText(L.linkMax * 2),
  name: zText(L.titleMax * 4),
  labels: zIdList,
  body: zText(10_000),
  startingDate: zOptionalDate(M.dateInvalid),
});
export type TMassUploadRow = z.output<typeof ZMassUploadRow>;

/** A row nobody touched is ignored; the table starts with 5 of them. */
export function isEmptyRow(row: TMassUploadRow): boolean {
  return !row.fileID && !row.embedUrl && !row.name && !row.body && !row.startingDate && row.labels.length === 0;
}

/** A row counts as complete when it has everything a content needs; a new row is offered only when all are. */
export function isCompleteRow(row: TMassUploadRow): boolean {
  return rowIssues(row).length === 0 && !isEmptyRow(row);
}
export function canAddRow(rows: TMassUploadRow[]): boolean {
  return rows.length < L.maxRows && rows.every(isCompleteRow);
}

/** Each filled row needs a title, a description of 20 or more, an issue date and a file or a link. */
export function rowIssues(row: TMassUploadRow): { path: string; message: string }[] {
  if (isEmptyRow(row)) return [];
  const out: { path: string; message: string }[] = [];
  if (!row.fileID && !row.embedUrl) out.push({ path: "embedUrl", message: M.fileOrLink });
  if (row.embedUrl) {
    if (row.embedUrl.length > L.linkMax) out.push({ path: "embedUrl", message: M.linkMax });
    else if (!isHttpUrl(row.embedUrl)) out.push({ path: "embedUrl", message: M.linkInvalid });
  }
  if (row.fileName && !([...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS] as string[]).includes(fileExtension(row.fileName))) {
    out.push({ path: "fileName", message: M.fileWrongType });
  }
  if (!row.name) out.push({ path: "name", message: M.titleRequired });
  else if (row.name.length > L.titleMax) out.push({ path: "name", message: M.titleMax });
  if (!row.body) out.push({ path: "body", message: M.descriptionRequired });
  else if (row.body.length < L.descriptionMin) out.push({ path: "body", message: M.descriptionMin });
  if (!row.startingDate) out.push({ path: "startingDate", message: M.issueDateRequired });
  return out;
}

/** POST massive/contents: the filled rows of the table for one section; at least one. */
export const ZMassUpload = z
  .object({ tagID: zOptionalId(M.fileOrLink), rows: z.array(ZMassUploadRow).max(L.maxRows) })
  .superRefine((v, ctx) => {
    const filled = v.rows.filter((r) => !isEmptyRow(r));
    if (filled.length === 0) ctx.addIssue({ code: "custom", path: ["rows", 0, "embedUrl"], message: M.fileOrLink });
    v.rows.forEach((row, i) => {
      for (const issue of rowIssues(row)) ctx.addIssue({ code: "custom", path: ["rows", i, issue.path], message: issue.message });
    });
  })
  .transform((v) => ({ ...v, rows: v.rows.filter((r) => !isEmptyRow(r)) }));

/** The add-link modal: a required http(s) link of at most 450. */
export const ZMassUploadLink = z.object({
  url: z
    .string({ error: M.linkRequired })
    .trim()
    .min(1, { error: M.linkRequired, abort: true })
    .max(L.linkMax, { error: M.linkMax, abort: true })
    .refine(isHttpUrl, { error: M.linkModalInvalid }),
});

/** Spreadsheets for procedures and contracting: .xlsx/.xls only ("Sube archivos de menos de 5 Mb" past 5,000,000 bytes). */
export function spreadsheetIssue(fileName: string, sizeBytes: number): string | null {
  if (!["xlsx", "xls"].includes(fileExtension(fileName))) return M.excelOnly;
  if (sizeBytes > L.fileMaxBytes) return fillMessage(FILE_MESSAGES.oversize, [L.fileMaxBytes / 1_000_000]);
  return null;
}
