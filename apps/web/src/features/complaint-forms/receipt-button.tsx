import { Button } from "@mantine/core";
import { FILING_RECEIPT_MESSAGES as R } from "@portal/schemas/complaint-forms/filing-receipt.schema";
import { trpc } from "../../lib/trpc";
import { toast } from "../../lib/notify";

/** Saves a base64 PDF the API answered as a file named `name`. */
function saveFile(file: { name: string; mimeType: string; content: string }): void {
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Descargar constancia de radicación (PDF)" (issue 31): the receipt with its validity code, for the citizen who holds
 * the request — its access key, or the session of the account that filed it (then `accessKey` may be null).
 */
export function ReceiptButton({ trackingID, accessKey }: { trackingID: string; accessKey: string | null }) {
  const receipt = trpc.complaintForms.receipt.useMutation({ meta: { silent: true } });
  return (
    <Button
      variant="default"
      loading={receipt.isPending}
      onClick={() => receipt.mutate({ trackingID, accessKey }, { onSuccess: saveFile, onError: () => toast("error", R.downloadFailed) })}
    >
      {R.download}
    </Button>
  );
}
