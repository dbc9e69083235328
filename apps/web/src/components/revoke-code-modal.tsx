import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { z } from "zod";
import { firstDetailMessage, formErrorMessage } from "../lib/errors";
import { toast } from "../lib/notify";
import { useZodForm } from "../lib/use-zod-form";

/** Staff revoke an issued certificate or document by its validity code, with a reason (validation then answers "revoked"). */
export function RevokeCodeModal(props: {
  code: string | null;
  /** "certificado" or "documento": the dialog's wording. */
  noun: string;
  schema: z.ZodType<unknown, { id: string; reason: string }>;
  revoke(input: unknown): Promise<{ message: string }>;
  busy: boolean;
  onRevoked(): void;
  onClose(): void;
}) {
  const { code, noun } = props;
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm({ schema: props.schema, initialValues: { reason: "" }, toInput: (v: { reason: string }) => ({ ...v, id: code ?? "" }) });
  const close = () => {
    form.reset();
    setError(null);
    props.onClose();
  };
  const submit = form.handleSubmit(async (data) => {
    try {
      const res = await props.revoke(data);
      toast("success", res.message);
      props.onRevoked();
      close();
    } catch (e) {
      setError(firstDetailMessage(e) ?? formErrorMessage(e));
    }
  });
  return (
    <Modal opened={code !== null} onClose={close} title={`Anular ${noun}`} centered>
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            El {noun} <strong style={{ overflowWrap: "anywhere" }}>{code}</strong> dejará de ser válido. Esta acción no se puede deshacer.
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Textarea label="Motivo de la anulación" withAsterisk maxLength={500} autosize minRows={2} data-autofocus {...form.textProps("reason")} />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" color="red.9" loading={props.busy}>
              Anular
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
