import { Anchor, Button, Group, List, Modal, Text } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { POLICY_MESSAGES as M, type TPolicyTermType } from "@portal/schemas/policies/policy.schema";
import { Link } from "react-router";
import { PATHS } from "../../app/paths";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

const PAGE_OF: Record<TPolicyTermType, string> = { terms: PATHS.policies, treatment: PATHS.treatmentPolicies };

/**
 * The administrators' notice on the home (spec 02 §2, 03 §2): the use, security and cookie texts (the terms of use)
 * and the data policy that changed since this staff member last saw them, once. "Entendido", closing or following a
 * link records each as seen (PUT policiesterms), the same record as the citizens' terms modal.
 */
export function StaffPolicyNotice() {
  const notice = trpc.policies.staffNotice.useQuery(undefined, { meta: { silent: true }, refetchOnMount: "always" });
  const utils = trpc.useUtils();
  const mark = trpc.policies.markViewed.useMutation({ meta: { silent: true } });
  const pending = notice.data?.pending ?? [];
  if (pending.length === 0) return null;
  const seen = async () => {
    if (mark.isPending) return;
    await Promise.allSettled(pending.map((p) => mark.mutateAsync({ id: p.id })));
    await utils.policies.invalidate();
  };
  const close = () => void seen();
  return (
    <Modal opened onClose={close} title={M.staffNoticeTitle} size="lg">
      <Text mb="sm">{M.staffNoticeIntro}</Text>
      <List spacing="xs" mb="md">
        {pending.map((p) => (
          <List.Item key={p.id}>
            <Anchor component={Link} to={PAGE_OF[p.termType]} onClick={close}>
              {p.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {fillMessage(M.staffNoticeVersion, { version: String(p.version), date: formatLongDate(p.createdAt) })}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={close} loading={mark.isPending}>
          {M.accept}
        </Button>
      </Group>
    </Modal>
  );
}
