import { z } from "zod";
import { need, type TIssueSink, zFlag, zOptionalId, zText } from "../complaint-forms/fields.ts";
import { CONTENT_FILE_EXTENSIONS, fileExtension, IMAGE_EXTENSIONS } from "../files/upload.schema.ts";
import { zFileId, zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { HAS_ALPHANUMERIC, instantOf, isHttpUrl, isNotPast, zIdList, zOptionalDate } from "./content-fields.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "./content-messages.ts";
import { COMMENT_WALL_TYPE, CONTENT_TYPES, type TContentType } from "./content-types.ts";

/** A file attached to a content (spec 02 §3 files): an uploaded file's id, its name and whether it is an image. */
export const ZContentFileRef = z.object({
  /** A stored file's id (random UUID); the server reads its name and kind from storage, not from the form. */
  fileID: zFileId(),
  name: z.string().trim().max(255).nullish(),
  isImage: zFlag,
  description: zText(L.imageDescriptionMax * 2),
});
export type TContentFileRef = z.output<typeof ZContentFileRef>;

/** The fields every content type shares (spec 02 §3), before the rules of §5. */
export const CONTENT_BASE_SHAPE = {
  /** Present when an existing content is edited (the route's content); absent on creation. */
  contentID: zOptionalId(M.idInvalid),
  name: zText(L.nameMax * 4),
  description: zText(L.descriptionMax * 2),
  /** Rich text as typed; the server sanitises it into bodyHtml. */
  body: zText(L.bodyMax),
  metaDescription: zText(L.descriptionMax),
  embedUrl: zText(L.linkMax * 2),
  embedImage: zText(L.linkMax * 2),
  externalLink: zText(L.linkMax * 2),
  targetSelf: zFlag,
  imagePrincipalFileID: zOptionalFileId(),
  imageDescription: zText(L.imageDescriptionMax * 4),
  files: z
    .array(ZContentFileRef)
    .max(50)
    .nullish()
    .transform((v) => v ?? []),
  tags: zIdList,
  labels: zIdList,
  subLabels: zIdList,
  commentWallType: zOptionalId(M.wallTypeRequired),
  isFeatured: zFlag,
  showOnHome: zFlag,
  isPrivate: zFlag,
  downloadFiles: zFlag,
  withoutClosingDate: zFlag,
  closingDate: zOptionalDate(M.dateInvalid),
  startingDate: zOptionalDate(M.dateInvalid),
  publishedDateFrom: zOptionalDate(M.dateInvalid),
  publishedDateTo: zOptionalDate(M.dateInvalid),
  facebookPublish: zFlag,
  twitterPublish: zFlag,
  instagramPublish: zFlag,
};
export const ZContentBase = z.object(CONTENT_BASE_SHAPE);
export type TContentBase = z.output<typeof ZContentBase>;

type TCommonInput = TContentBase & { contentType: TContentType };

/** The rules of spec 02 §5 that every type shares, in the form's order (the first detail is the first field). */
export function commonContentRules(v: TCommonInput, ctx: TIssueSink): void {
  const row = CONTENT_TYPES[v.contentType];
  const isNew = v.contentID === null;
  const now = new Date();

  // Link (embedUrl): required for Link, a link or a file for Document; the YouTube rule is the hangout's own.
  if (row.link !== "youtube") {
    const linkNeeded = row.link === "required" || (row.link === "linkOrFile" && v.files.length === 0);
    if (!v.embedUrl) {
      if (linkNeeded) ctx.addIssue({ code: "custom", path: ["embedUrl"], message: row.link === "linkOrFile" ? M.linkOrFile : M.linkRequired });
    } else linkRule(ctx, v.embedUrl, "embedUrl");
  }
  if (v.externalLink) linkRule(ctx, v.externalLink, "externalLink");

  // Name: 4–150 with at least one letter or digit.
  if (need(ctx, v.name, "name", M.nameRequired)) {
    const name = v.name;
    if (name.length < L.nameMin) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMin });
    else if (name.length > L.nameMax) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMax });
    else if (!HAS_ALPHANUMERIC.test(name)) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameInvalid });
  }

  // Start (challenge, convocation, hangout) or issue date (document), then the closing date (vigencia).
  const needsStart = row.needsStartAndEnd || row.hasCountdown;
  if (needsStart) need(ctx, v.startingDate, "startingDate", M.startDateRequired);
  if (row.needsIssueDate) need(ctx, v.startingDate, "startingDate", M.issueDateRequired);
  if (needsStart && v.startingDate && isNew && !isNotPast(v.startingDate, now)) {
    ctx.addIssue({ code: "custom", path: ["startingDate"], message: M.startNotPast });
  }
  if (row.keepsClosingDate && v.withoutClosingDate !== true) {
    const required = need(ctx, v.closingDate, "closingDate", M.closingDateRequired);
    if (required && v.closingDate) {
      if (v.startingDate && instantOf(v.closingDate) <= instantOf(v.startingDate)) {
        ctx.addIssue({ code: "custom", path: ["closingDate"], message: M.startBeforeEnd });
      } else if (isNew && !isNotPast(v.closingDate, now)) {
        ctx.addIssue({ code: "custom", path: ["closingDate"], message: M.endNotPast });
      }
    }
  }

  // Description: required, at least 20.
  if (need(ctx, v.description, "description", M.descriptionRequired)) {
    if (v.description.length < L.descriptionMin) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMin });
    else if (v.description.length > L.descriptionMax) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMax });
  }
  if (v.body && hasImageWithoutAlt(v.body)) ctx.addIssue({ code: "custom", path: ["body"], message: M.imageAltRequired });
  if (v.metaDescription && v.metaDescription.length > L.metaDescriptionMax) {
    ctx.addIssue({ code: "custom", path: ["metaDescription"], message: M.metaDescriptionMax });
  }
  if (v.imageDescription && v.imageDescription.length > L.imageDescriptionMax) {
    ctx.addIssue({ code: "custom", path: ["imageDescription"], message: M.imageDescriptionMax });
  }

  // Files: images among the image extensions, other files among the content files.
  v.files.forEach((file, i) => {
    if (file.description && file.description.length > L.imageDescriptionMax) {
      ctx.addIssue({ code: "custom", path: ["files", i, "description"], message: M.imageDescriptionMax });
    }
    if (!file.name) return;
    const allowed: readonly string[] = file.isImage ? IMAGE_EXTENSIONS : [...CONTENT_FILE_EXTENSIONS, ...IMAGE_EXTENSIONS];
    if (!allowed.includes(fileExtension(file.name))) ctx.addIssue({ code: "custom", path: ["files", i], message: M.fileWrongType });
  });

  // Participation wall: 0, 1 or 2.
  const walls: readonly number[] = Object.values(COMMENT_WALL_TYPE);
  if (need(ctx, v.commentWallType, "commentWallType", M.wallTypeRequired) && !walls.includes(v.commentWallType)) {
    ctx.addIssue({ code: "custom", path: ["commentWallType"], message: M.wallTypeRequired });
  }

  // Publication window: from not after to.
  if (v.publishedDateFrom && v.publishedDateTo && instantOf(v.publishedDateFrom) > instantOf(v.publishedDateTo)) {
    ctx.addIssue({ code: "custom", path: ["publishedDateTo"], message: M.publishRange });
  }
}

/**
 * Whether rich text has an <img> whose alt text is missing or blank (the editor asks for it; a paste may not have it).
 * Only images the sanitiser keeps count (src https or the portal's /files/): any other is dropped on save anyway.
 */
export function hasImageWithoutAlt(html: string): boolean {
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!/^(https:\/\/|\/files\/)/i.test((src?.[1] ?? src?.[2] ?? src?.[3] ?? "").trim())) continue;
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (!alt || (alt[1] ?? alt[2] ?? alt[3] ?? "").trim() === "") return true;
  }
  return false;
}

/** An http(s) link of at most 1250 characters. */
export function linkRule(ctx: TIssueSink, value: string, path: string, max: number = L.linkMax, maxMessage: string = M.linkMax): void {
  if (value.length > max) ctx.addIssue({ code: "custom", path: [path], message: maxMessage });
  else if (!isHttpUrl(value)) ctx.addIssue({ code: "custom", path: [path], message: M.linkInvalid });
}
