import type { TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import { useCallback } from "react";
import { useCaptcha } from "../captcha/use-captcha";
import { type TMutationSendOptions, useMutationSend } from "./use-mutation-send";

type TOptions<TData, TVariables, TError> = TMutationSendOptions<TData, TVariables, TError> & {
  /** The form's captcha challenge (`captcha.get({ form })`), its proof of work solved in the background. */
  form: TCaptchaForm;
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
  const { consume, reload } = captcha;
  const afterSend = useCallback(
    (data: TData, variables: TVariables) => {
      if (afterSuccess === "consume") consume();
      else if (afterSuccess === "reload") void reload();
      onSuccess?.(data, variables);
    },
    [afterSuccess, consume, reload, onSuccess],
  );
  // The server spent or refused the challenge: the next try needs a new one.
  const afterFailure = useCallback(
    (e: unknown) => {
      onError?.(e);
      void reload();
    },
    [onError, reload],
  );
  const { send, error, setError, alertRef } = useMutationSend<TData, TVariables, TError>({ mutation, toError, onSuccess: afterSend, onError: afterFailure });

  const { captchaId, answer } = captcha;
  const withCaptcha = useCallback(<V extends object>(values: V) => ({ ...values, captchaId, captcha: answer }), [captchaId, answer]);

  return {
    captcha,
    send,
    error,
    setError,
    alertRef,
    withCaptcha,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    data: mutation.data,
    reset: mutation.reset,
  };
}
