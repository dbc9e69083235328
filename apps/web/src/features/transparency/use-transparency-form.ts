import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import type { z } from "zod";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { issuesToErrors, type TFieldErrors } from "../../lib/use-zod-form";

/**
 * What the item and group modals share: their text values, the schema's field messages after a submit, the server's
 * refusal, and what follows a save or a delete (the page refetched, the spec's toast, the modal closed).
 */
export function useTransparencyForm<V extends Record<string, string>>(initialValues: V, onClose: () => void) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
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
    onError: (error: unknown) => setFailure(formErrorMessage(error)),
  });
  /** Parses with the server's schema: true when it may be sent, otherwise the fields show their messages. */
  const validate = (schema: z.ZodType, input: unknown): boolean => {
    const parsed = schema.safeParse(input);
    setErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues));
    if (parsed.success) setFailure(null);
    return parsed.success;
  };

  return { values, errors, failure, set, validate, saved: after(DIALOG_MESSAGES.updated), deleted: after(DIALOG_MESSAGES.deleted) };
}
