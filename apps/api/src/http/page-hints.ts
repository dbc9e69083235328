import { publicMainImageID } from "@portal/core/contents/main-image";
import { segmentPath } from "@portal/schemas/common/portal-paths";
import { CONTENT_MAIN_IMAGE_SIZES, imageSrcSet } from "@portal/schemas/files/image-variants";
import type { TSiteDeps } from "./site-files.ts";

/** A publication's alias as the router takes it: one path segment, no markup. */
const ALIAS = /^[\p{L}\p{N}._~-]{1,200}$/u;
const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * What index.html's head gains for one address, before any script runs: on a publication's page, a preload of its
 * main image in the sizes the page will ask for, so a phone downloads the page's largest paint alongside the scripts
 * instead of after them (issue 28: LCP ≤ 2.5 s). One unique-index read of a public content; any other address, or a
 * content a visitor may not open, gets nothing.
 */
export function createPageHints(deps: TSiteDeps): (path: string) => Promise<string> {
  return async (path) => {
    const routes = await deps.settings.get("routes");
    const prefix = `${segmentPath(routes.contentInfo)}/`.toLowerCase();
    if (!path.toLowerCase().startsWith(prefix)) return "";
    let alias: string;
    try {
      alias = decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ""));
    } catch {
      return "";
    }
    if (!ALIAS.test(alias)) return "";
    const fileID = await publicMainImageID(deps, alias);
    if (!fileID) return "";
    return `<link rel="preload" as="image" imagesrcset="${escapeAttribute(imageSrcSet(fileID))}" imagesizes="${escapeAttribute(CONTENT_MAIN_IMAGE_SIZES)}" fetchpriority="high">`;
  };
}
