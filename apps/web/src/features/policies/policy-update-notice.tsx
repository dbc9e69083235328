import { Button, Group, Modal, ScrollArea, Text } from "@mantine/core";
import { POLICY_MESSAGES as M, POLICY_TERM_LABELS } from "@portal/schemas/policies/policy.schema";
import { policyBlocks } from "@portal/schemas/policies/policy-defaults";
import { useAtomValue } from "jotai";
import { trpc } from "../../lib/trpc";
import { settingsAtom } from "../../state/settings";
import { PolicyText } from "./policy-text";

/**
 * The terms modal: a logged user sees each new version of the terms and of the data policy once. Accepting or
 * closing records it (PUT policiesterms), so it does not come back on the next page or session.
 */
export function PolicyUpdateNotice() {
  const entity = useAtomValue(settingsAtom)?.entity.name ?? "la entidad";
  const options = { meta: { silent: true }, refetchOnMount: "always" as const };
  const terms = trpc.policies.get.useQuery({ termType: "terms" }, options);
  const treatment = trpc.policies.get.useQuery({ termType: "treatment" }, options);
  const utils = trpc.useUtils();
  const mark = trpc.policies.markViewed.useMutation({ meta: { silent: true }, onSettled: () => utils.policies.get.invalidate() });
  const pending = [terms.data, treatment.data].find((d) => d?.TermTerritorial && !d.TermTerritorial.isViewed);
  if (!pending?.TermTerritorial) return null;
  const { id, term } = pending.TermTerritorial;
  const seen = () => {
    if (!mark.isPending) mark.mutate({ id });
  };
  return (
    <Modal opened onClose={seen} title={`${M.updatedTitle}: ${POLICY_TERM_LABELS[pending.termType]}`} size="lg">
      <Text mb="sm">{M.updatedIntro}</Text>
      <ScrollArea.Autosize mah="55vh" type="auto">
        <PolicyText blocks={policyBlocks(term.replaceAll("{entidad}", entity))} headingOrder={3} />
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button onClick={seen} loading={mark.isPending}>
          {M.accept}
        </Button>
      </Group>
    </Modal>
  );
}
