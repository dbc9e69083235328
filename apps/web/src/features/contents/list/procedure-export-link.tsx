import { Button } from "@mantine/core";
import { useState } from "react";
import { PROCEDURE_EXPORT_MESSAGES as M } from "@portal/schemas/contents/procedure-export";
import { RestError, formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { apiBasePath } from "../../../lib/api-base-path";
import { authFetch } from "../../../lib/trpc";

/**
 * "Descargar trámites en Excel" (GET contents/proceduretypes/export?tag): fetched with the session, so a logged user's
 * file also lists what only logged users may read, then saved by the browser.
 */
export function ProcedureExportLink({ tag }: { tag: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const res = await authFetch(`${apiBasePath()}/contents/proceduretypes/export?tag=${encodeURIComponent(tag)}`);
      if (!res.ok) throw new RestError(res.status, (await res.json().catch(() => null)) as never);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = M.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <Button variant="default" loading={busy} onClick={() => void download()}>{M.download}</Button>
    </div>
  );
}
