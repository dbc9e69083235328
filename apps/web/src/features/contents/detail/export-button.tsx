import { Button } from "@mantine/core";
import type { TContentExportKind } from "@portal/schemas/contents/content-export.schema";
import { useState } from "react";
import { apiBasePath } from "../../../lib/api-base-path";
import { formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
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
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const grant = await utils.client.contents.downloadToken.query({ kind, contentID });
      window.location.assign(`${apiBasePath()}/${grant.path}`);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size={size} variant="default" loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
