import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { COMMENT_LIMITS as L } from "@portal/schemas/comments/comment-messages";
import { ZSuggestion } from "@portal/schemas/comments/suggestion.schema";
import { SUGGESTION_BOX_MESSAGES as M } from "@portal/schemas/comments/suggestion-box-messages";
import { ModalForm } from "../../components/forms/form-modal";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { trpc } from "../../lib/trpc";

/** The suggestion box (spec 02 §2, §3, §5): names (≤ 50), e-mail (required, ≤ 250) and a description (required, ≤ 200). */
export function SuggestionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={M.title} centered>
      {opened && <SuggestionForm onClose={onClose} />}
    </Modal>
  );
}

function SuggestionForm({ onClose }: { onClose: () => void }) {
  const suggest = trpc.feedback.suggest.useMutation({ meta: { silent: true } });
  const { form, formProps } = useMutationForm({
    schema: ZSuggestion,
    initialValues: { names: "", email: "", description: "" },
    mutation: suggest,
  });
  if (suggest.isSuccess) {
    return (
      <Stack>
        <Alert color="green.9" variant="light" role="status">
          {suggest.data.message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Aceptar</Button>
        </Group>
      </Stack>
    );
  }
  const description = String(form.values.description);
  return (
    <ModalForm {...formProps} label={M.title} submitLabel="Enviar" onCancel={onClose}>
      <Text size="sm">{M.intro}</Text>
      <TextInput
        label="Nombres"
        autoComplete="name"
        maxLength={L.suggestionNamesMax}
        data-autofocus
        {...form.textProps("names")}
        disabled={suggest.isPending}
      />
      <TextInput
        label="Correo electrónico"
        withAsterisk
        type="email"
        autoComplete="email"
        maxLength={L.suggestionEmailMax}
        {...form.textProps("email")}
        disabled={suggest.isPending}
      />
      <Textarea
        label="Sugerencia"
        withAsterisk
        autosize
        minRows={3}
        maxLength={L.suggestionDescriptionMax}
        {...form.textProps("description")}
        disabled={suggest.isPending}
        description={`${description.length}/${L.suggestionDescriptionMax}`}
      />
    </ModalForm>
  );
}
