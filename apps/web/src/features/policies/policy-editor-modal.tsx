import { Text, Textarea } from "@mantine/core";
import { POLICY_LIMITS as L, POLICY_MESSAGES as M, POLICY_TERM_LABELS, type TPolicyTermType, ZPolicyTermForm } from "@portal/schemas/policies/policy.schema";
import { type FormEvent, useState } from "react";
import { FormModal } from "../../components/forms/form-modal";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/**
 * The policy text editor (Settings permission): 20–4000 characters with a counter; saving publishes a new version,
 * which every logged user sees once.
 */
export function PolicyEditorModal({ termType, initial, onClose }: { termType: TPolicyTermType; initial: string; onClose: () => void }) {
  const [term, setTerm] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const publish = trpc.policies.publish.useMutation({
    meta: { silent: true },
    onSuccess: () => {
      void utils.policies.get.invalidate();
      toast("success", M.saved);
      onClose();
    },
  });
  const { send, setError: setFailure, formProps } = useMutationSend({ mutation: publish });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZPolicyTermForm.safeParse({ termType, term });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setFailure(null);
      return;
    }
    setError(undefined);
    send({ termType, term });
  }

  return (
    <FormModal
      onClose={onClose}
      title={`Editar: ${POLICY_TERM_LABELS[termType]}`}
      size="xl"
      {...formProps}
      onSubmit={submit}
      submitLabel="Publicar nueva versión"
    >
      <Text size="sm">
        Separa los párrafos con una línea en blanco; un párrafo que empieza por «1. » se muestra como título. Al guardar se publica una nueva versión y cada
        usuario registrado la verá una vez.
      </Text>
      <Textarea
        label="Texto"
        required
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        error={error}
        autosize
        minRows={10}
        maxRows={24}
        description={`${term.trim().length} de ${L.termMax} caracteres`}
      />
    </FormModal>
  );
}
