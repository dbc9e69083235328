import type { UseMutationResult } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { formErrorMessage } from "../../lib/errors";

export type TMutationSendOptions<TData, TVariables, TError> = {
  /** The form's mutation, e.g. `trpc.feedback.suggest.useMutation({ meta: { silent: true } })`. */
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  /** What the form shows on a failure; `formErrorMessage` by default. */
  toError?: (error: unknown) => TError;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: unknown) => void;
};

/**
 * The core every mutation form shares: `send(variables)` clears the form's error and runs the mutation; a failure shows
 * its mapped Spanish message, and the focus moves to the alert holding `alertRef` so a screen reader reads it at once
 * (WCAG 3.3.1; role="alert" alone is not heard when the focus stays on the busy button in some readers).
 * `formProps` ({ error, alertRef, busy }) is the wiring a form block takes: `<FormModal {...formProps} onSubmit={…}>`.
 */
export function useMutationSend<TData, TVariables, TError = string>({
  mutation,
  toError,
  onSuccess,
  onError,
}: TMutationSendOptions<TData, TVariables, TError>) {
  const [error, setError] = useState<TError | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { mutate } = mutation;

  useEffect(() => {
    if (error !== null) alertRef.current?.focus();
  }, [error]);

  const send = useCallback(
    (variables: TVariables) => {
      setError(null);
      mutate(variables, {
        onSuccess: (data) => onSuccess?.(data, variables),
        onError: (e) => {
          // Without toError the message is formErrorMessage's string, which is what TError defaults to.
          setError(toError ? toError(e) : (formErrorMessage(e) as TError));
          onError?.(e);
        },
      });
    },
    [mutate, onSuccess, onError, toError],
  );

  const busy = mutation.isPending;
  /** What a form block (`ModalForm`, `FormModal`, a staff action form) takes of this hook: spread it, add `onSubmit`. */
  const formProps = { error, alertRef, busy };
  return { send, error, setError, alertRef, busy, formProps };
}
