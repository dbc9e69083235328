import { Button } from "@mantine/core";
import { PROCEDURE_EXPORT_MESSAGES as M } from "@portal/schemas/contents/procedure-export";
import { useState } from "react";
import { apiBasePath } from "../../../lib/api-base-path";
import { formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { saveFileWithSession } from "../../../lib/save-file";

/**
 * "Descargar trámites en Excel" (GET contents/proceduretypes/export?tag): fetched with the session, so a logged user's
 * file also lists what only logged users may read, then saved by the browser.
 */
export function ProcedureExportLink({ tag }: { tag: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await saveFileWithSession(`${apiBasePath()}/contents/proceduretypes/export?tag=${encodeURIComponent(tag)}`, M.fileName);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button variant="default" loading={busy} onClick={() => void download()}>
        {M.download}
      </Button>
    </div>
  );
}
