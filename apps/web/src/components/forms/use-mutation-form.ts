import type { z } from "zod";
import { type TZodFormOptions, useZodForm } from "../../lib/use-zod-form";
import { type TMutationSendOptions, useMutationSend } from "./use-mutation-send";

/** Without `toVariables` the schema's output goes to the mutation as it is, so it must be what the mutation takes. */
type TToVariables<S extends z.ZodType, TVariables> = [z.output<S>] extends [TVariables]
  ? { toVariables?: (data: z.output<S>) => TVariables }
  : { toVariables: (data: z.output<S>) => TVariables };

type TOptions<V, S extends z.ZodType, TData, TVariables, TError> = TZodFormOptions<V, S> &
  TMutationSendOptions<TData, TVariables, TError> &
  TToVariables<S, TVariables>;

/**
 * A form validated by the shared zod schema (`useZodForm`) that sends its values through one mutation: `submit` is the
 * form's onSubmit handler. It clears the last failure, checks the values (the focus goes to the first invalid field and
 * the mutation is not called), then runs the mutation once (not again while it is pending); a failure shows as
 * `error`, mapped to Spanish, and the focus moves to the `<FormAlert ref={alertRef}>`.
 */
export function useMutationForm<V extends Record<string, unknown>, S extends z.ZodType, TData, TVariables, TError = string>(
  options: TOptions<V, S, TData, TVariables, TError>,
) {
  const { schema, initialValues, toInput, mutation, toError, onSuccess, onError, toVariables } = options;
  const form = useZodForm({ schema, initialValues, toInput });
  const { send, error, setError, alertRef, busy } = useMutationSend({ mutation, toError, onSuccess, onError });
  const submit = form.handleSubmit(
    (data) => {
      setError(null);
      // The type above lets toVariables go only where the schema's output is already the mutation's input.
      if (!mutation.isPending) send(toVariables ? toVariables(data) : (data as TVariables));
    },
    () => setError(null),
  );
  /** The whole wiring of a form block: `<FormModal {...formProps} …>` or `<ModalForm {...formProps} …>`. */
  const formProps = { onSubmit: submit, formRef: form.formRef, error, alertRef, busy };
  return { form, submit, send, error, setError, busy, alertRef, formProps };
}
