import { Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { z } from "zod";
import { firstDetailMessage, formErrorMessage } from "../lib/errors";
import { toast } from "../lib/notify";
import { useZodForm } from "../lib/use-zod-form";
import { FormModal } from "./forms/form-modal";

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
    <FormModal
      opened={code !== null}
      onClose={close}
      title={`Anular ${noun}`}
      centered
      onSubmit={submit}
      formRef={form.formRef}
      error={error}
      busy={props.busy}
      submitLabel="Anular"
      submitColor="red.9"
    >
      <Text size="sm">
        El {noun} <strong style={{ overflowWrap: "anywhere" }}>{code}</strong> dejará de ser válido. Esta acción no se puede deshacer.
      </Text>
      <Textarea label="Motivo de la anulación" withAsterisk maxLength={500} autosize minRows={2} data-autofocus {...form.textProps("reason")} />
    </FormModal>
  );
}
