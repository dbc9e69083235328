import { contentByFriendlyName } from "@portal/core/contents/content-detail";
import { contentActor } from "@portal/core/contents/content-viewer";
import { PAGE_DATA_ELEMENT_ID, type TPageData } from "@portal/schemas/common/page-data";
import { segmentPath } from "@portal/schemas/common/portal-paths";
import { CONTENT_MAIN_IMAGE_SIZES, imageSrcSet } from "@portal/schemas/files/image-variants";
import type { TSiteDeps } from "./site-files.ts";

/** A publication's alias as the router takes it: one path segment, no markup. */
const ALIAS = /^[\p{L}\p{N}._~-]{1,200}$/u;
const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * What index.html gains for one address: `first` opens the head (ahead of the app's own files), `data` ends the body.
 * The data always carries the public settings, so index.html's preload of them is dropped (no second copy).
 */
export type TPageHints = { first: string; data: string };

/** JSON inside a script element: `<` escaped so no text of a content can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * What a publication's page needs before its largest paint, in its HTML (issue 28: LCP ≤ 2.5 s on a phone): the
 * main image preloaded in the sizes the page asks for, and the publication itself as the `contents.detail` query
 * answers a visitor without a session, so the page renders without another round trip. Only for a content anyone may
 * open (the same read and rules as that query); any other address, or a content a visitor may not open, gets nothing.
 * It reveals nothing the public page does not show.
 */
async function publicationHints(deps: TSiteDeps, path: string): Promise<{ first: string; data: TPageData } | null> {
  const routes = await deps.settings.get("routes");
  const prefix = `${segmentPath(routes.contentInfo)}/`.toLowerCase();
  if (!path.toLowerCase().startsWith(prefix)) return null;
  let alias: string;
  try {
    alias = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ""));
  } catch {
    return null;
  }
  if (!ALIAS.test(alias)) return null;
  const input = { friendlyName: alias };
  const detail = await contentByFriendlyName(deps, input, contentActor(null)).catch(() => null);
  if (!detail) return null;
  const fileID = detail.imagePrincipal?.fileID;
  return {
    first: fileID
      ? `<link rel="preload" as="image" imagesrcset="${escapeAttribute(imageSrcSet(fileID))}" imagesizes="${escapeAttribute(CONTENT_MAIN_IMAGE_SIZES)}" fetchpriority="high">`
      : "",
    data: { "contents.detail": { input, data: detail } },
  };
}

/**
 * Every page's HTML carries the public settings (exactly what `settings.public` answers anyone), which the first
 * render needs; a publication's page also its publication and main image (publicationHints).
 */
export function createPageHints(deps: TSiteDeps): (path: string) => Promise<TPageHints> {
  return async (path) => {
    const [settings, publication] = await Promise.all([deps.settings.publicSettings(), publicationHints(deps, path)]);
    const pageData: TPageData = { "settings.public": { input: {}, data: settings }, ...publication?.data };
    return {
      first: publication?.first ?? "",
      data: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(pageData)}</script>`,
    };
  };
}
