import { Alert, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { CaptchaFormFooter } from "../../components/captcha/captcha-form-footer";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { SealCheckForm } from "../../components/seal-check-form";
import { ValidityResult } from "../../components/validity-result";
import { useZodForm } from "../../lib/use-zod-form";
import { requestErrorDetail } from "./certificate-logic";

type TValues = { id: string };

interface ValidityCheckProps<TResult, TInput> {
  title: string;
  intro: string;
  /** The captcha challenge's form and the shared schema the server validates the code with. */
  captchaForm: TCaptchaForm;
  schema: z.ZodType<TInput>;
  /** The validate mutation (`trpc.<domain>.validate.useMutation({ meta: { silent: true } })`). */
  mutation: UseMutationResult<TResult, unknown, TInput, unknown>;
  errorMessage: (error: unknown) => string;
  codeDescription: string;
  /** How much of the code field (and of ?id=) is kept: a little over the longest code, so a pasted extra shows. */
  codeMaxLength: number;
  /** What the result shows above the fields, and the fields themselves (DescriptionItem rows). */
  resultTitle: (result: TResult) => ReactNode;
  resultFields: (result: TResult) => ReactNode;
}

/**
 * A validity check (/validez/, /document-validez/): the code printed on a PDF, prefilled from ?id= (where its QR code
 * points), plus the captcha; then what the entity issued under that code, and "Validar otro código".
 */
export function ValidityCheck<TResult, TInput>({
  title,
  intro,
  captchaForm,
  schema,
  mutation,
  errorMessage,
  codeDescription,
  codeMaxLength,
  resultTitle,
  resultFields,
}: ValidityCheckProps<TResult, TInput>) {
  const [params] = useSearchParams();
  const initial = useMemo<TValues>(() => ({ id: (params.get("id") ?? "").slice(0, codeMaxLength) }), [params, codeMaxLength]);
  const [result, setResult] = useState<TResult | null>(null);
  const {
    captcha,
    send,
    error: failure,
    setError: setFailure,
  } = useCaptchaMutation({
    form: captchaForm,
    mutation,
    toError: (error) => ({ message: errorMessage(error), detail: requestErrorDetail(error) }),
    onSuccess: setResult,
  });
  const toInput = useMemo(() => (v: TValues) => ({ ...v, captchaId: captcha.captchaId, captcha: captcha.answer }), [captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema, initialValues: initial, toInput });
  const submit = form.handleSubmit((data) => {
    setResult(null);
    send(data);
  });
  const clear = () => {
    form.reset({ id: "" });
    setFailure(null);
    setResult(null);
    void captcha.reload();
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {result ? (
        <ValidityResult aria-label="Resultado de la validación" heading={resultTitle(result)} onValidateAnother={clear}>
          {resultFields(result)}
        </ValidityResult>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby={failure ? "validity-error" : undefined}>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="light" role="alert" id="validity-error" title={failure.message}>
                  {failure.detail}
                </Alert>
              )}
              <TextInput
                label="Código de validez"
                description={codeDescription}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                maxLength={codeMaxLength}
                {...form.textProps("id")}
                disabled={mutation.isPending}
              />
              <CaptchaFormFooter captcha={captcha} form={form} busy={mutation.isPending} onClear={clear} submitLabel="Validar" />
            </Stack>
          </form>
        </Paper>
      )}
      <SealCheckForm />
    </Stack>
  );
}
