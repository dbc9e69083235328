import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import type { TPolicyTermType } from "@portal/schemas/policies/policy.schema";
import { DEFAULT_POLICY_TERMS, policyBlocks } from "@portal/schemas/policies/policy-defaults";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { usePageTitle } from "../../components/page-title";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { PolicyEditorModal } from "./policy-editor-modal";
import { PolicyText } from "./policy-text";

/**
 * A policy page: the entity's current version of the text (or the built-in one until it publishes its own), and for
 * staff holding Settings an editor that publishes a new version.
 */
export function PolicyDocument({ title, termType }: { title: string; termType: TPolicyTermType }) {
  usePageTitle(title);
  const entity = useAtomValue(settingsAtom)?.entity.name ?? "la entidad";
  const user = useAtomValue(currentUserAtom);
  const canEdit = Boolean(user && holdsPermission(user.permissions, "Settings"));
  const [editing, setEditing] = useState(false);
  const terms = trpc.policies.get.useQuery({ termType }, { meta: { silent: true } });
  if (terms.isPending) return <Loader aria-label="Cargando el texto" />;
  const current = terms.data?.TermTerritorial ?? null;
  const text = current?.term ?? DEFAULT_POLICY_TERMS[termType];
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{title}</Title>
      {current && (
        <Text size="sm" c="dimmed">
          Versión {current.version}, publicada el {formatLongDate(current.createdAt)}.
        </Text>
      )}
      {canEdit && (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Editar texto
          </Button>
        </Group>
      )}
      <PolicyText blocks={policyBlocks(text.replaceAll("{entidad}", entity))} />
      {editing && <PolicyEditorModal termType={termType} initial={text} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
