import { Alert, Button, Stack, Text } from "@mantine/core";
import { DRAFT_MESSAGES as M } from "@portal/schemas/ui/draft-messages";

/** Said when a form opens with what the tab kept of it (lib/use-form-draft.ts), with a way to start afresh. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert color="blue" variant="light" role="status" title={M.restoredTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{M.restored}</Text>
        <Button type="button" variant="default" size="xs" onClick={onDiscard}>
          {M.discard}
        </Button>
      </Stack>
    </Alert>
  );
}
