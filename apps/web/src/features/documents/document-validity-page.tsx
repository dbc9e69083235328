import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { DOCUMENT_CODE_MAX, DOCUMENT_MESSAGES, ZDocumentValidity, type TDocumentValidityResult } from "@portal/schemas/documents/document-request.schema";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { CaptchaFormFooter } from "../captcha/captcha-form-footer";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { documentValidityErrorMessage, requestErrorDetail } from "../certificates/certificate-logic";
import { ResultField } from "../certificates/result-field";

type TValues = { id: string };

/** /document-validez/: a validity code of 32–100 characters (prefilled from ?id=) plus captcha. */
export function DocumentValidityPage() {
  const [params] = useSearchParams();
  const initial = useMemo<TValues>(() => ({ id: (params.get("id") ?? "").slice(0, DOCUMENT_CODE_MAX) }), [params]);
  const [result, setResult] = useState<TDocumentValidityResult | null>(null);
  const validate = trpc.documents.validate.useMutation({ meta: { silent: true } });
  const { captcha, send, error: failure, setError: setFailure } = useCaptchaMutation({
    form: "documentValidity",
    mutation: validate,
    toError: (error) => ({ message: documentValidityErrorMessage(error), detail: requestErrorDetail(error) }),
    onSuccess: setResult,
  });
  const toInput = useMemo(() => (v: TValues) => ({ ...v, captchaId: captcha.captchaId, captcha: captcha.answer }), [captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: ZDocumentValidity, initialValues: initial, toInput });
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
        <Title order={1}>Validez de documentos</Title>
        <Text c="dimmed">Escribe el código de validez que aparece en el documento (o abre el enlace de su código QR).</Text>
      </div>
      {result ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-label="Resultado de la validación">
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={result.message || DOCUMENT_MESSAGES.valid} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <ResultField label="Código verificado" value={result.guid} />
              <ResultField label="Tipo de documento" value={result.nameSubDocumentType} />
              <ResultField label="Número de identificación del interesado" value={result.numeroIdentificacion} />
              <ResultField label="Fecha de expedición" value={formatLongDate(result.issuedAt)} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={clear}>
                Validar otro código
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby={failure ? "document-validity-error" : undefined}>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="light" role="alert" id="document-validity-error" title={failure.message}>
                  {failure.detail}
                </Alert>
              )}
              <TextInput
                label="Código de validez"
                description="Entre 32 y 100 caracteres."
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                maxLength={DOCUMENT_CODE_MAX}
                {...form.textProps("id")}
                disabled={validate.isPending}
              />
              <CaptchaFormFooter captcha={captcha} form={form} busy={validate.isPending} onClear={clear} submitLabel="Validar" />
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
