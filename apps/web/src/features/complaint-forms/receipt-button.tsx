import { Button } from "@mantine/core";
import { FILING_RECEIPT_MESSAGES as R } from "@portal/schemas/complaint-forms/filing-receipt-messages";
import { toast } from "../../lib/notify";
import { saveBase64File } from "../../lib/save-file";
import { trpc } from "../../lib/trpc";

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
      onClick={() => receipt.mutate({ trackingID, accessKey }, { onSuccess: saveBase64File, onError: () => toast("error", R.downloadFailed) })}
    >
      {R.download}
    </Button>
  );
}
