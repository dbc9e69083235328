import { downloadContentExport } from "@portal/core/contents/content-exports";
import { contentActor } from "@portal/core/contents/content-viewer";
import { exportProcedures } from "@portal/core/contents/procedure-export";
import type { TContentExportKind } from "@portal/schemas/contents/content-export.schema";
import { ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { ZContentUpdateRef, ZSectionForm } from "@portal/schemas/contents/content-queries.schema";
import type { Request } from "express";
import { safeFileName, XLSX_TYPE } from "../../http/send-file.ts";
import { queryText, type RestDownloadRoute, type TDownloadCall } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/**
 * What core's createContent and updateContent check (their procedures take z.custom or a loose ref): the content form's
 * union on contentType, as sent (ZContentForm runs it after a preprocess, which a JSON Schema cannot show).
 */
const contentFormSent = ZContentForm.in.out;
const toggle = (action: string) => (req: Request) => ({ friendlyName: req.params.friendlyName, action });
/** A field of a body that is an object (undefined for anything else). */
const fieldOf = (body: unknown, field: string): unknown => (typeof body === "object" && body !== null ? (body as Record<string, unknown>)[field] : undefined);
/** The list the spec posts as the body itself, or under `field` of an object. */
const listOrField = (body: unknown, field: string): unknown => (Array.isArray(body) ? body : fieldOf(body, field));

/**
 * Spec 02 §7, contents, with the field names of spec 02 §3. Fixed paths come before contents/:friendlyName
 * (rest-table.test.ts checks no row shadows a later one). Search and sections' writes are not in the spec's table:
 * contents/search, contents/suggest and tags.
 */
export const contentsRestRoutes: RestRoute[] = [
  // Reading.
  { method: "get", path: "contents/search", call: (t) => t.contents.search },
  { method: "get", path: "contents/suggest", call: (t) => t.contents.suggest },
  { method: "get", path: "contents/proceduretypes", call: (t) => t.contents.sections.procedureTypes },
  { method: "get", path: "contents/gallery/:friendlyName", call: (t) => t.contents.gallery },
  // Spec 02 §7 "gallery-images and gallery-category" (no path given): ?friendlyName=<section>[&labels=1,2].
  { method: "get", path: "gallery-images", call: (t) => t.contents.gallery },
  { method: "get", path: "gallery-category", call: (t) => t.contents.galleryCategories },
  { method: "get", path: "contentPopupnews", call: (t) => t.contents.popups.current },
  { method: "get", path: "contents/typesavailable/:friendlyName", call: (t) => t.contents.sections.typesAvailable },
  { method: "get", path: "contents", call: (t) => t.contents.list, summary: "Contenidos publicados (noticias, trámites, secciones)" },
  { method: "get", path: "contents/:friendlyName", call: (t) => t.contents.detail, summary: "Un contenido por su nombre amigable" },
  { method: "get", path: "pagepreviews", call: (t) => t.contents.pagePreview },
  { method: "get", path: "tags", call: (t) => t.contents.sections.list },
  { method: "get", path: "tags/:friendlyName", call: (t) => t.contents.sections.detail },
  // Administration (permission Contents).
  { method: "post", path: "contents/move", call: (t) => t.contents.move },
  { method: "put", path: "content/:id/featured/:isFeatured/:featured", call: (t) => t.contents.featured },
  { method: "post", path: "contentexclude", call: (t) => t.contents.globalExclusions.exclude },
  // Mass upload (a multipart file on contents/bulkload is taken first by http/contents-bulkload.ts).
  { method: "post", path: "contents/bulkload", call: (t) => t.contents.bulk.load, status: 202 },
  { method: "get", path: "contents/bulkload/:id", call: (t) => t.contents.bulk.job },
  {
    method: "post",
    path: "massive/contents",
    call: (t) => t.contents.bulk.massive,
    status: 201,
    // The spec posts the list of rows itself (section in the query); an object with `rows` is accepted too.
    input: (req) => ({ tagID: req.query.tagID ?? fieldOf(req.body, "tagID"), rows: listOrField(req.body, "rows") }),
  },
  { method: "post", path: "contents", call: (t) => t.contents.create, status: 201, documentedInput: contentFormSent },
  { method: "put", path: "contents/:friendlyName", call: (t) => t.contents.update, documentedInput: contentFormSent.and(ZContentUpdateRef) },
  { method: "delete", path: "contents/:id", call: (t) => t.contents.remove },
  { method: "post", path: "contents/:friendlyName/enable", call: (t) => t.contents.toggle, input: toggle("activate") },
  { method: "post", path: "contents/:friendlyName/disable", call: (t) => t.contents.toggle, input: toggle("inactivate") },
  { method: "post", path: "contents/:friendlyName/feature", call: (t) => t.contents.toggle, input: toggle("feature") },
  { method: "post", path: "contents/:friendlyName/unfeature", call: (t) => t.contents.toggle, input: toggle("unfeature") },
  { method: "post", path: "contents/:friendlyName/showonhome", call: (t) => t.contents.toggle, input: toggle("show") },
  { method: "post", path: "contents/:friendlyName/unshowonhome", call: (t) => t.contents.toggle, input: toggle("hide") },
  { method: "post", path: "contents/:id/sort/:n", call: (t) => t.contents.sort },
  { method: "post", path: "tags", call: (t) => t.contents.sections.save, status: 201, omit: ["tagID"], documentedInput: ZSectionForm },
  { method: "put", path: "tags/:tagID", call: (t) => t.contents.sections.save, documentedInput: ZSectionForm },
  // Participation (logged users).
  { method: "post", path: "contents/:friendlyName/like", call: (t) => t.contents.like },
  { method: "post", path: "contents/:friendlyName/vote", call: (t) => t.contents.vote },
  {
    method: "post",
    path: "contents/:friendlyName/votepoll",
    call: (t) => t.contents.votePoll,
    // The spec posts the list of answers itself; an object with `answers` is accepted too.
    input: (req) => ({ friendlyName: req.params.friendlyName, answers: listOrField(req.body, "answers") }),
  },
];

/** A one-time-token export: the token (GET downloadtoken) is the only credential, 60 s, single use, bound to the export and the content. */
const tokenExport =
  (kind: TContentExportKind) =>
  async ({ deps, req }: TDownloadCall) => {
    const ref = { contentID: req.query.contentID, friendlyName: typeof req.params.friendlyName === "string" ? req.params.friendlyName : undefined };
    const { fileName, bytes } = await downloadContentExport(deps, kind, ref, req.query.token);
    return { contentType: XLSX_TYPE, fileName: safeFileName(fileName), body: { bytes } };
  };

/**
 * The .xlsx exports of spec 02 §7: GET content/votes/export?contentID&token, GET content/challenge/export?contentID&token,
 * GET contents/{friendlyName}/comments/export?token; and GET contents/proceduretypes/export, public information (what
 * a visitor may read), so a plain link with the session when there is one, built in the request with its own limit.
 */
export const contentsDownloads: RestDownloadRoute[] = [
  { method: "get", path: "content/votes/export", file: tokenExport("votes") },
  { method: "get", path: "content/challenge/export", file: tokenExport("challenge") },
  { method: "get", path: "contents/:friendlyName/comments/export", file: tokenExport("comments") },
  {
    method: "get",
    path: "contents/proceduretypes/export",
    session: true,
    rateLimit: "contentExport",
    file: async ({ deps, req, user }) => {
      const { fileName, bytes } = await exportProcedures(deps, { tag: queryText(req, "tag") }, contentActor(user));
      return { contentType: XLSX_TYPE, fileName: safeFileName(fileName), body: { bytes } };
    },
  },
];
