import { Button } from "@mantine/core";
import { QUALIFICATION_MESSAGES } from "@portal/schemas/complaint-forms/qualification.schema";
import { MY_REQUESTS_MESSAGES as M } from "@portal/schemas/complaint-forms/tracking-rules";
import { useNavigate } from "react-router";
import { PATHS } from "../../app/paths";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/**
 * "Calificar la atención" for a resolved request the caller holds (its access key, or the session that filed it):
 * asks for a single-use qualify link and opens /calificar/{token}. Requesters answered by postal mail or phone
 * get no e-mailed link, so this is their way to qualify.
 */
export function QualifyButton({ trackingID, accessKey = null, size = "sm" }: { trackingID: string; accessKey?: string | null; size?: "xs" | "sm" }) {
  const navigate = useNavigate();
  const link = trpc.complaintForms.qualifyLink.useMutation({
    meta: { silent: true },
    onSuccess: ({ token }) => void navigate(`${PATHS.qualify}/${token}`),
    onError: () => toast("error", QUALIFICATION_MESSAGES.failed),
  });
  return (
    <Button size={size} variant="light" loading={link.isPending} onClick={() => link.mutate({ trackingID, accessKey })}>
      {M.qualify}
      <span className="visually-hidden"> {trackingID}</span>
    </Button>
  );
}
