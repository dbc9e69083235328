import { Stack } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import { LoadOrFailure } from "../../../components/load-or-failure";
import { trpc } from "../../../lib/trpc";
import { currentUserAtom } from "../../../state/session";
import type { TManagedView } from "../management-actions";
import { ManagementPanel } from "../management-panel";
import { AnswerChannelsPanel } from "./answer-channels-panel";
import { AssignmentSection } from "./assignment-section";
import { RequestEmails } from "./request-emails";

/** One request opened from the staff list, managed in the drawer (answer, delegate, extend). */
export function ManagedRequest({ complaintFormID, onChanged }: { complaintFormID: number; onChanged: () => void }) {
  const utils = trpc.useUtils();
  const user = useAtomValue(currentUserAtom);
  const query = trpc.complaintForms.admin.get.useQuery({ complaintFormID }, { staleTime: 0 });
  const update = trpc.complaintForms.admin.update.useMutation({ meta: { silent: true } });
  const delegate = trpc.complaintForms.admin.delegate.useMutation({ meta: { silent: true } });
  const extend = trpc.complaintForms.admin.extend.useMutation({ meta: { silent: true } });
  const transfer = trpc.complaintLifecycle.transfer.useMutation({ meta: { silent: true } });
  const requireCompletion = trpc.complaintLifecycle.requireCompletion.useMutation({ meta: { silent: true } });
  if (!query.data) return <LoadOrFailure error={query.error} />;
  const changed = (r: TManagedView) => {
    utils.complaintForms.admin.get.setData({ complaintFormID }, r);
    onChanged();
  };
  return (
    <Stack gap="lg">
      <AssignmentSection
        request={query.data}
        onChanged={() => {
          void query.refetch();
          onChanged();
        }}
      />
      <ManagementPanel
        request={query.data}
        onChanged={changed}
        extra={<AnswerChannelsPanel request={query.data} onChanged={changed} onLetter={() => void query.refetch()} />}
        actions={{
          answer: (input) => update.mutateAsync({ complaintFormID, ...input }),
          delegate: (email) => delegate.mutateAsync({ complaintFormID, email }),
          extend: (input) => extend.mutateAsync({ complaintFormID, ...input }),
          transfer: (input) => transfer.mutateAsync({ complaintFormID, ...input }),
          requireCompletion: (completionRequest) => requireCompletion.mutateAsync({ complaintFormID, completionRequest }),
        }}
      />
      {/* Dependency officials reach the request too, but the delivery of its e-mails is the PQRs office's. */}
      {user && holdsPermission(user.permissions, "PQRs") && <RequestEmails complaintFormID={complaintFormID} />}
    </Stack>
  );
}
