import { Text, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { firstDetailMessage, formErrorMessage } from "../lib/errors";
import { toast } from "../lib/notify";
import { useZodForm } from "../lib/use-zod-form";
import { FormModal } from "./forms/form-modal";
import { useMutationSend } from "./forms/use-mutation-send";

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
  // The parent's mutation runs inside this one, so the form block maps its failure and moves the focus to it.
  const mutation = useMutation({ mutationFn: (input: unknown) => props.revoke(input), meta: { silent: true } });
  const { send, setError, formProps } = useMutationSend({
    mutation,
    toError: (e) => firstDetailMessage(e) ?? formErrorMessage(e),
    onSuccess: (res) => {
      toast("success", res.message);
      props.onRevoked();
      close();
    },
  });
  const form = useZodForm({ schema: props.schema, initialValues: { reason: "" }, toInput: (v: { reason: string }) => ({ ...v, id: code ?? "" }) });
  const close = () => {
    form.reset();
    setError(null);
    props.onClose();
  };
  const submit = form.handleSubmit((data) => send(data));
  return (
    <FormModal
      opened={code !== null}
      onClose={close}
      title={`Anular ${noun}`}
      centered
      {...formProps}
      onSubmit={submit}
      formRef={form.formRef}
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
