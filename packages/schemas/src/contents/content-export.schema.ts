import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { formatWholeNumber } from "../common/whole-number.ts";

/**
 * Exports of spec 02 §7 ("Descargar resultados" of votes/polls and challenges, a content's comments): GET downloadtoken
 * hands a staff member a short-lived single-use token, then the file is downloaded with it.
 */
export const CONTENT_EXPORT_KINDS = ["votes", "challenge", "comments"] as const;
export type TContentExportKind = (typeof CONTENT_EXPORT_KINDS)[number];

/** Token lifetime (spec silent: long enough to start a download, short enough not to be worth stealing). */
export const CONTENT_EXPORT_LIMITS = { tokenTtlSeconds: 60, maxRows: 50_000 } as const;

export const CONTENT_EXPORT_MESSAGES = {
  /** spec silent */
  kindInvalid: "Debes indicar qué resultados quieres descargar",
  /** spec silent */
  notExportable: "Este contenido no tiene resultados para descargar",
  /** spec silent: the token expired, was used already or names another file. */
  tokenInvalid: COMMON_MESSAGES.downloadLinkExpired,
  /** spec silent: the file holds the first maxRows rows only. */
  truncated: `El archivo tiene solo las primeras ${formatWholeNumber(CONTENT_EXPORT_LIMITS.maxRows)} filas.`,
  /** The button (spec 02 §6). */
  download: "Descargar resultados",
  /** spec silent: the comments admin page's button. */
  downloadComments: "Descargar comentarios",
} as const;
const M = CONTENT_EXPORT_MESSAGES;

/** GET downloadtoken?kind=votes|challenge|comments&contentID= */
export const ZDownloadTokenQuery = z.object({
  kind: z.enum(CONTENT_EXPORT_KINDS, { error: M.kindInvalid }),
  contentID: z.coerce.number({ error: M.notExportable }).int({ error: M.notExportable }).positive({ error: M.notExportable }),
});
export type TDownloadTokenQuery = z.output<typeof ZDownloadTokenQuery>;

/** Where the browser downloads a file once it holds a token (under the API base path). */
export function contentExportPath(kind: TContentExportKind, content: { contentID: number; friendlyName: string }, token: string): string {
  const t = encodeURIComponent(token);
  if (kind === "comments") return `contents/${encodeURIComponent(content.friendlyName)}/comments/export?token=${t}`;
  return `content/${kind}/export?contentID=${content.contentID}&token=${t}`;
}
