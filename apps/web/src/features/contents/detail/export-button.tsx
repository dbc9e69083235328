import type { TContentExportKind } from "@portal/schemas/contents/content-export.schema";
import { TokenDownloadButton } from "../../../components/token-download-button";
import { trpc } from "../../../lib/trpc";

/**
 * "Descargar resultados" / "Descargar comentarios": asks for a 60-second single-use token (GET downloadtoken), then
 * lets the browser download the .xlsx at the export path (a plain navigation: the file downloads natively).
 */
export function ExportButton({
  kind,
  contentID,
  children,
  size = "sm",
}: {
  kind: TContentExportKind;
  contentID: number;
  children: string;
  size?: "sm" | "compact-sm";
}) {
  const utils = trpc.useUtils();
  return (
    <TokenDownloadButton size={size} grant={() => utils.client.contents.downloadToken.query({ kind, contentID })}>
      {children}
    </TokenDownloadButton>
  );
}
