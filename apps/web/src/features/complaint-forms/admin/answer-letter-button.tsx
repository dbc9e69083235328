import { Button } from "@mantine/core";
import { useState } from "react";
import { RestError, formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { apiBasePath } from "../../../lib/api-base-path";
import { authFetch } from "../../../lib/trpc";

/**
 * "Descargar carta de respuesta" (GET complaintforms/{id}/letter): the printable PDF of a postal answer, fetched with
 * the session and saved by the browser.
 */
export function AnswerLetterButton({ complaintFormID, trackingID, onDownloaded }: { complaintFormID: number; trackingID: string; onDownloaded?: () => void }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const res = await authFetch(`${apiBasePath()}/complaintforms/${complaintFormID}/letter?download=1`);
      if (!res.ok) throw new RestError(res.status, (await res.json().catch(() => null)) as never);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = `carta-respuesta-${trackingID}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      onDownloaded?.();
    } catch (error) {
      toast("error", formErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      Descargar carta de respuesta
    </Button>
  );
}
