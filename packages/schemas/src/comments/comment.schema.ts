import { z } from "zod";
import { foldAccents } from "../common/fold-accents.ts";
import { present } from "../common/present.ts";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";
import { isHttpUrl, youtubeCode } from "../contents/content-fields.ts";
import { COMMENT_FILE_EXTENSIONS, fileExtension } from "../files/upload.schema.ts";
import { COMMENT_LIMITS as L, COMMENT_MESSAGES as M } from "./comment-messages.ts";

/** Characters that make a spreadsheet read a cell as a formula: such comments get a leading space (spec 02 §5). */
const FORMULA_START = /^[-+=/*]/;
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? ` ${text}` : text;
}

function accentFold(text: string): string {
  return foldAccents(text);
}

/** Words separated by single spaces, lowercase, without accents: "¡Mala   PALABRA!" → " mala palabra ". */
function wordsOf(text: string): string {
  return ` ${accentFold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** Whether `text` holds one of the settings' invalid words or phrases, as whole words, ignoring case, accents and spacing. */
export function containsInvalidWord(text: string, invalidWords: readonly string[]): boolean {
  const haystack = wordsOf(text);
  return invalidWords.some((raw) => {
    const needle = wordsOf(raw);
    return needle.trim() !== "" && haystack.includes(needle);
  });
}

/** Attachments: a YouTube URL, an image, or a file (pdf, doc, docx, xls, xlsx); at most one of them. */
const ATTACHMENT_SHAPE = {
  embedUrl: zText(1250),
  imageUrl: zText(1250),
  fileUrl: zText(1250),
  /** The id of the commenter's own upload (kind "comment"); the server derives imageUrl / fileUrl from it. */
  fileID: z
    .union([z.string().max(64), z.number()], { error: M.attachmentInvalid })
    .nullish()
    .transform((v) => (v === null || v === undefined || v === "" ? null : String(v))),
  fileName: zText(255),
};
type TAttachment = { embedUrl: string | null; imageUrl: string | null; fileUrl: string | null; fileID: string | null; fileName: string | null };
type TSink = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };

function attachmentRules(v: TAttachment, ctx: TSink): void {
  const kinds = [v.embedUrl, v.imageUrl, v.fileUrl ?? v.fileID].filter((x) => x !== null).length;
  if (kinds > 1) ctx.addIssue({ code: "custom", path: ["embedUrl"], message: M.oneAttachment });
  if (v.embedUrl && youtubeCode(v.embedUrl) === null) ctx.addIssue({ code: "custom", path: ["embedUrl"], message: M.youtubeInvalid });
  if (v.imageUrl && !isHttpUrl(v.imageUrl) && !v.imageUrl.startsWith("/files/"))
    ctx.addIssue({ code: "custom", path: ["imageUrl"], message: M.attachmentInvalid });
  if (v.fileName && !(COMMENT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(v.fileName))) {
    ctx.addIssue({ code: "custom", path: ["fileName"], message: M.attachmentInvalid });
  }
}

function textRule(ctx: TSink, value: string | null, requiredMessage: string, min: number): void {
  if (!value) ctx.addIssue({ code: "custom", path: ["value"], message: requiredMessage });
  else if (value.length > L.commentMax) ctx.addIssue({ code: "custom", path: ["value"], message: M.commentMax });
  else if (value.length < min) ctx.addIssue({ code: "custom", path: ["value"], message: M.commentMin });
}

/**
 * POST comments: a comment (10–560) or, with parentCommentID, a reply (required, ≤ 560). The invalid-word list is a
 * setting, checked by the server with `containsInvalidWord`; the captcha by the captcha service when drawn.
 */
export const ZComment = z
  .object({
    contentID: zOptionalId(M.contentRequired),
    parentCommentID: zOptionalId(M.contentRequired),
    value: zText(L.commentMax * 4),
    ...ATTACHMENT_SHAPE,
    captchaId: zText(64),
    captcha: zText(20),
  })
  .superRefine((v, ctx) => {
    if (v.contentID === null) ctx.addIssue({ code: "custom", path: ["contentID"], message: M.contentRequired });
    const reply = v.parentCommentID !== null;
    textRule(ctx, v.value, reply ? M.replyRequired : M.commentRequired, reply ? 1 : L.commentMin);
    attachmentRules(v, ctx);
  })
  .transform((v) => ({ ...v, value: neutralizeFormula(present(v.value, "value")) }));
export type TComment = z.output<typeof ZComment>;

/** PUT comments/{id} (edit modal): text required, ≤ 560; one of embed, file or image. */
export const ZCommentEdit = z
  .object({ value: zText(L.commentMax * 4), ...ATTACHMENT_SHAPE })
  .superRefine((v, ctx) => {
    textRule(ctx, v.value, M.commentRequired, 1);
    attachmentRules(v, ctx);
  })
  .transform((v) => ({ ...v, value: neutralizeFormula(present(v.value, "value")) }));
export type TCommentEdit = z.output<typeof ZCommentEdit>;
