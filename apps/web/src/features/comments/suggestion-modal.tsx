import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { COMMENT_LIMITS as L } from "@portal/schemas/comments/comment-messages";
import { ZSuggestion } from "@portal/schemas/comments/suggestion.schema";
import { SUGGESTION_BOX_MESSAGES as M } from "@portal/schemas/comments/suggestion-box-messages";
import { useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

/** The suggestion box (spec 02 §2, §3, §5): names (≤ 50), e-mail (required, ≤ 250) and a description (required, ≤ 200). */
export function SuggestionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={M.title} centered>
      {opened && <SuggestionForm onClose={onClose} />}
    </Modal>
  );
}

function SuggestionForm({ onClose }: { onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm({ schema: ZSuggestion, initialValues: { names: "", email: "", description: "" } });
  const suggest = trpc.feedback.suggest.useMutation({ meta: { silent: true }, onError: (e) => setError(formErrorMessage(e)) });
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
    <form
      ref={form.formRef}
      noValidate
      aria-label={M.title}
      onSubmit={form.handleSubmit((data) => {
        setError(null);
        if (!suggest.isPending) suggest.mutate(data);
      })}
    >
      <Stack gap="md">
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
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={suggest.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
