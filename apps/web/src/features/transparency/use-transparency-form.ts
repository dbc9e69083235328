import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { issuesToErrors, type TFieldErrors } from "../../lib/use-zod-form";

/**
 * What the item and group modals share: their text values, the schema's field messages after a submit, and what follows
 * a save or a delete (the page refetched, the spec's toast, the modal closed). The server's refusal is the form block's
 * (`useTransparencySends`).
 */
export function useTransparencyForm<V extends Record<string, string>>(initialValues: V, onClose: () => void) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const utils = trpc.useUtils();

  const set = (name: keyof V) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const after = (message: string) => ({
    meta: { silent: true },
    onSuccess: () => {
      void utils.transparency.get.invalidate();
      toast("success", message);
      onClose();
    },
  });
  /** Parses with the server's schema: true when it may be sent, otherwise the fields show their messages. */
  const validate = (schema: z.ZodType, input: unknown): boolean => {
    const parsed = schema.safeParse(input);
    setErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues));
    return parsed.success;
  };

  return { values, errors, set, validate, saved: after(DIALOG_MESSAGES.updated), deleted: after(DIALOG_MESSAGES.deleted) };
}

/**
 * The save and the delete of one modal on the form block's `useMutationSend`: one failure shows at a time (the last
 * action's), with the alert the focus moves to.
 */
export function useTransparencySends<S, SV, R, RV>(save: UseMutationResult<S, unknown, SV, unknown>, remove: UseMutationResult<R, unknown, RV, unknown>) {
  const saving = useMutationSend({ mutation: save });
  const removing = useMutationSend({ mutation: remove });
  return {
    failure: saving.error ?? removing.error,
    alertRef: saving.error ? saving.alertRef : removing.alertRef,
    save: (input: SV) => {
      removing.setError(null);
      saving.send(input);
    },
    remove: (input: RV) => {
      saving.setError(null);
      removing.send(input);
    },
  };
}
