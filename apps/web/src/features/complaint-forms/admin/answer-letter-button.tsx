import { Button } from "@mantine/core";
import { useState } from "react";
import { apiBasePath } from "../../../lib/api-base-path";
import { formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { saveFileWithSession } from "../../../lib/save-file";

/**
 * "Descargar carta de respuesta" (GET complaintforms/{id}/letter): the printable PDF of a postal answer, fetched with
 * the session and saved by the browser.
 */
export function AnswerLetterButton({ complaintFormID, trackingID, onDownloaded }: { complaintFormID: number; trackingID: string; onDownloaded?: () => void }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await saveFileWithSession(`${apiBasePath()}/complaintforms/${complaintFormID}/letter?download=1`, `carta-respuesta-${trackingID}.pdf`);
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
