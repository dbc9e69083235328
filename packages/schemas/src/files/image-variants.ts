/**
 * Resized copies of public images (banners, contents, blocks, logos), written by the worker after the upload
 * (files.image-variants). Zod-free: the web builds `srcset` from these, the API serves them, the worker writes them.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
/** The uploads that get copies: the staff's public images (banners, blocks, logos, contents), not citizens' uploads. */
export const IMAGE_VARIANT_PURPOSES: readonly string[] = ["image", "content"];
export type TImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The URL of one width of a stored image: /files/{fileID}/w640.webp. Until the worker has run it serves the original. */
export const imageVariantPath = (fileID: string, width: TImageVariantWidth) => `/files/${encodeURIComponent(fileID)}/w${width}.webp`;

/** The width a /files/{id}/{name} request asks for, when its name is a variant's ("w640.webp"); null otherwise. */
export function variantWidthOf(name: string | undefined): TImageVariantWidth | null {
  const m = name ? /^w(\d{3,4})\.webp$/.exec(name) : null;
  const width = m ? Number(m[1]) : NaN;
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width) ? (width as TImageVariantWidth) : null;
}

/** The stored file id of a public file URL (/files/{fileID}/{name}); null for any other URL. */
export function fileIdOfUrl(url: string | null | undefined): string | null {
  const m = url ? /^\/files\/([0-9A-Za-z-]{1,64})(?:\/|$)/.exec(url) : null;
  return m?.[1] ?? null;
}

/** `srcset` for a stored image: every variant width (each falls back to the original until it exists). */
export const imageSrcSet = (fileID: string) => IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(fileID, w)} ${w}w`).join(", ");

/** `sizes` of a publication's main image (at most 960 px wide): the page and the server's preload hint must agree. */
export const CONTENT_MAIN_IMAGE_SIZES = "(min-width: 62em) 960px, 100vw";
