import type { TCaptchaForm } from "@portal/schemas/captcha/captcha.schema";
import type { UseMutationResult } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useCaptcha } from "../../features/captcha/use-captcha";
import { formErrorMessage } from "../../lib/errors";

type TOptions<TData, TVariables, TError> = {
  /** The form's captcha challenge (`captcha.get({ form })`), its proof of work solved in the background. */
  form: TCaptchaForm;
  /** The captcha-protected mutation, e.g. `trpc.complaintForms.submit.useMutation({ meta: { silent: true } })`. */
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  /** What the form shows on a failure; `formErrorMessage` by default. */
  toError?: (error: unknown) => TError;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: unknown) => void;
  /**
   * What happens to the challenge after a success: forgotten (it is spent; the next form gets a new one), a new one
   * fetched at once (forms that stay on screen for another try, like tracking), or left as it is.
   */
  afterSuccess?: "consume" | "reload" | "keep";
};

/**
 * A form's captcha plus the mutation it protects: `send(data)` clears the form's error and runs the mutation; a
 * success spends the challenge; a failure shows the mapped message and fetches a new challenge (the server spent or
 * refused the old one). `withCaptcha(values)` adds the challenge's id and the typed answer to a form's input.
 */
export function useCaptchaMutation<TData, TVariables, TError = string>({
  form,
  mutation,
  toError,
  onSuccess,
  onError,
  afterSuccess = "consume",
}: TOptions<TData, TVariables, TError>) {
  const captcha = useCaptcha(form);
  const [error, setError] = useState<TError | null>(null);
  const { mutate } = mutation;

  const send = useCallback(
    (variables: TVariables) => {
      setError(null);
      mutate(variables, {
        onSuccess: (data) => {
          if (afterSuccess === "consume") captcha.consume();
          else if (afterSuccess === "reload") void captcha.reload();
          onSuccess?.(data, variables);
        },
        onError: (e) => {
          setError(toError ? toError(e) : (formErrorMessage(e) as TError));
          onError?.(e);
          void captcha.reload();
        },
      });
    },
    [mutate, captcha, afterSuccess, onSuccess, onError, toError],
  );

  const { captchaId, answer } = captcha;
  const withCaptcha = useCallback(<V extends object>(values: V) => ({ ...values, captchaId, captcha: answer }), [captchaId, answer]);

  return {
    captcha,
    send,
    error,
    setError,
    withCaptcha,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    data: mutation.data,
    reset: mutation.reset,
  };
}
