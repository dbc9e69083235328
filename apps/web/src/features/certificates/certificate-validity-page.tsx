import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { CERTIFICATE_CODE_LENGTH, CERTIFICATE_MESSAGES, ZCertificateValidity, type TCertificateValidityResult } from "@portal/schemas/certificates/certificate-request.schema";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { CaptchaFormFooter } from "../captcha/captcha-form-footer";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { certificateErrorMessage, requestErrorDetail } from "./certificate-logic";
import { ResultField } from "./result-field";

type TValues = { id: string };

/** /validez/: the 32-character code (prefilled from ?id=, where the QR code points) plus captcha. */
export function CertificateValidityPage() {
  const [params] = useSearchParams();
  const initial = useMemo<TValues>(() => ({ id: (params.get("id") ?? "").slice(0, CERTIFICATE_CODE_LENGTH + 8) }), [params]);
  const [result, setResult] = useState<TCertificateValidityResult | null>(null);
  const validate = trpc.certificates.validate.useMutation({ meta: { silent: true } });
  const { captcha, send, error: failure, setError: setFailure } = useCaptchaMutation({
    form: "certificateValidity",
    mutation: validate,
    toError: (error) => ({ message: certificateErrorMessage(error), detail: requestErrorDetail(error) }),
    onSuccess: setResult,
  });
  const toInput = useMemo(() => (v: TValues) => ({ ...v, captchaId: captcha.captchaId, captcha: captcha.answer }), [captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: ZCertificateValidity, initialValues: initial, toInput });
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
        <Title order={1}>Validez de certificados</Title>
        <Text c="dimmed">Escribe el código de validez que aparece en el certificado (o abre el enlace de su código QR).</Text>
      </div>
      {result ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="validity-result">
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={result.message || CERTIFICATE_MESSAGES.valid}>
              <span id="validity-result">{result.certificateName}</span>
            </Alert>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <ResultField label="Código (id)" value={result.id} />
              <ResultField label="Cédula catastral" value={result.cedulaCatastral} />
              <ResultField label="Número de identificación" value={result.numeroIdentificacion} />
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
          <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby={failure ? "validity-error" : undefined}>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="light" role="alert" id="validity-error" title={failure.message}>
                  {failure.detail}
                </Alert>
              )}
              <TextInput
                label="Código de validez"
                description={`${CERTIFICATE_CODE_LENGTH} caracteres, sin guiones.`}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                maxLength={CERTIFICATE_CODE_LENGTH + 8}
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
