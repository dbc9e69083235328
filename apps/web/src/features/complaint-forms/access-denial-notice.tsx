import { Alert, Text } from "@mantine/core";
import { ANSWER_LETTER_TEXTS as T } from "@portal/schemas/complaint-forms/answer-channels.schema";

/** Shown with the answer when an information request was answered denying access: the reason and the remedy. */
export function AccessDenialNotice({ request: r }: { request: { accessDenied: boolean; denialReason: string | null } }) {
  if (!r.accessDenied) return null;
  return (
    <Alert color="orange" variant="light" mt="md" title={T.accessDeniedTitle} data-testid="access-denied">
      <Text style={{ whiteSpace: "pre-wrap" }}>{r.denialReason}</Text>
      <Text size="sm" mt="xs">
        {T.accessDeniedRights}
      </Text>
    </Alert>
  );
}
