import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { TCertificateCheckResult } from "@portal/schemas/certificates/certificate-request.schema";
import { CERTIFICATE_MESSAGES, isPersonalCertificate } from "@portal/schemas/certificates/certificate-rules";
import { lazy, Suspense, useMemo, useState } from "react";
import { Navigate, useParams } from "react-router";
import { PATHS } from "../../app/paths";
import { CaptchaFormFooter } from "../../components/captcha/captcha-form-footer";
import { DraftNotice } from "../../components/forms/draft-notice";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { usePageTitle } from "../../components/page-title";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { lazySchema } from "../../lib/lazy-schema";
import { trpc } from "../../lib/trpc";
import { useFormDraft } from "../../lib/use-form-draft";
import { useZodForm } from "../../lib/zod-form";
import { CERTIFICATE_TITLES, certificateErrorMessage, certificateFields, certificateIdFromSlug, downloadHref } from "./certificate-logic";
import { OtherCertificates } from "./other-certificates";
import { StepCrumb } from "./step-crumb";

type TValues = { identification: string; key: string };
const INITIAL: TValues = { identification: "", key: "" };
/** Kept by the tab between reloads (lib/use-form-draft.ts); the captcha never is. */
const DRAFT_FIELDS = ["identification", "key"] as const;
const STEPS = ["Solicitud", "Respuesta"] as const;

// The page loads no zod (issue 28): the request's schema comes once the citizen first touches the form (a submit waits
// for it), and the code form only for a certificate about a person, asked for on that first touch too.
const loadCertificateCheck = lazySchema(() => import("@portal/schemas/certificates/certificate-request.schema").then((m) => m.ZCertificateCheck));
const loadPersonalCodeForm = () => import("./personal-code-form");
const PersonalCodeForm = lazy(() => loadPersonalCodeForm().then((m) => ({ default: m.PersonalCodeForm })));

/** /tramites/{slug}: the certificate chosen by the last segment; any other segment goes home. */
export function CertificateRequestPage() {
  const { slug } = useParams();
  const certificateID = certificateIdFromSlug(slug);
  if (certificateID === null) return <Navigate to={PATHS.home} replace />;
  return <CertificateRequest key={certificateID} certificateID={certificateID} />;
}

function CertificateRequest({ certificateID }: { certificateID: number }) {
  const title = CERTIFICATE_TITLES[certificateID] ?? "Solicitud de certificado";
  usePageTitle(title);
  const fields = certificateFields(certificateID);
  const [result, setResult] = useState<TCertificateCheckResult | null>(null);
  const check = trpc.certificates.check.useMutation({ meta: { silent: true } });
  const {
    captcha,
    send,
    error: formError,
    setError: setFormError,
  } = useCaptchaMutation({
    form: "certificate",
    mutation: check,
    toError: (error) => certificateErrorMessage(error, certificateID),
    onSuccess: (data) => {
      draft.clear();
      setResult(data);
    },
  });
  // Both fields travel: the one a certificate does not ask for stays empty (null on the server).
  const toInput = useMemo(
    () => (v: TValues) => ({ certificateID, identification: v.identification, key: v.key, captchaId: captcha.captchaId, captcha: captcha.answer }),
    [certificateID, captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: loadCertificateCheck, initialValues: INITIAL, toInput });
  const draft = useFormDraft(`certificado:${certificateID}`, form.values, INITIAL, DRAFT_FIELDS, (saved) => form.reset({ ...INITIAL, ...saved }));

  // Residence and labour: a stranger (or an unverified session) gets the code notice; the mailed code issues it.
  const [codeError, setCodeError] = useState<string | null>(null);
  const checkCode = trpc.certificates.checkCode.useMutation({
    meta: { silent: true },
    onSuccess: (data) => {
      setCodeError(null);
      setResult(data);
    },
    onError: (error) => setCodeError(certificateErrorMessage(error)),
  });

  const submit = form.handleSubmit(send);
  const clear = () => {
    draft.clear();
    form.reset();
    setFormError(null);
    setResult(null);
    check.reset();
    checkCode.reset();
    setCodeError(null);
    void captcha.reload();
  };
  const back = () => {
    setResult(null);
    check.reset();
    checkCode.reset();
    setCodeError(null);
    void captcha.reload();
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">Solicita el certificado en línea y descárgalo en formato PDF.</Text>
      </div>
      <StepCrumb steps={STEPS} current={result ? 1 : 0} />
      {result?.codeSent ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-label="2. Respuesta">
          <Suspense fallback={null}>
            <PersonalCodeForm
              notice={result.message}
              busy={checkCode.isPending}
              error={codeError}
              onBack={back}
              onSubmit={(code) => checkCode.mutate({ certificateID, identification: form.values.identification, code })}
            />
          </Suspense>
        </Paper>
      ) : result ? (
        <CertificateResponse result={result} onBack={back} onClear={clear} />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form
            ref={form.formRef}
            onSubmit={submit}
            noValidate
            aria-describedby={formError ? "certificate-error" : undefined}
            onFocus={() => {
              void form.prepare().catch(() => undefined);
              // A certificate about a person answers with the code form: its code is there by the time the answer is.
              if (isPersonalCertificate(certificateID)) void loadPersonalCodeForm().catch(() => undefined);
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h3">
                1. Solicitud
              </Title>
              {draft.restored && (
                <DraftNotice
                  onDiscard={() => {
                    draft.clear();
                    form.reset();
                  }}
                />
              )}
              <FormAlert error={formError} id="certificate-error" />
              {fields.map((field) => (
                <TextInput
                  key={field.name}
                  label={field.label}
                  withAsterisk={field.required}
                  autoComplete="off"
                  inputMode={field.numeric ? "numeric" : "text"}
                  maxLength={field.maxLength}
                  description={field.description}
                  {...form.textProps(field.name)}
                  disabled={check.isPending}
                />
              ))}
              <CaptchaFormFooter captcha={captcha} form={form} busy={check.isPending} onClear={clear} />
            </Stack>
          </form>
        </Paper>
      )}
      <OtherCertificates currentID={certificateID} />
    </Stack>
  );
}

function CertificateResponse({ result, onBack, onClear }: { result: TCertificateCheckResult; onBack: () => void; onClear: () => void }) {
  // The answer replaces the form: keyboard and screen-reader users land on it, not on the page body.
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="certificate-response">
      <Stack gap="md">
        <Title order={2} size="h3" id="certificate-response" ref={titleRef} tabIndex={-1}>
          2. Respuesta
        </Title>
        {result.requiredPay ? (
          <Alert color="yellow" variant="light" title={CERTIFICATE_MESSAGES.paymentRequired} role="status">
            <Stack gap={6}>
              {result.information && (
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {result.information}
                </Text>
              )}
              {result.time && (
                <Text size="sm">
                  <strong>Tiempo:</strong> {result.time}
                </Text>
              )}
              <Text size="sm">Cuando el pago quede registrado, vuelve a enviar la solicitud para descargar el certificado.</Text>
            </Stack>
          </Alert>
        ) : (
          <Alert color="green" variant="light" title={result.message || CERTIFICATE_MESSAGES.registered} role="status">
            <Stack gap="sm">
              {result.key && (
                <Text size="sm">
                  Código de validez: <Code>{result.key}</Code>
                </Text>
              )}
              {result.downloadUrl && (
                <Group gap="sm">
                  <Button component="a" href={downloadHref(result.downloadUrl)} download>
                    Descargar certificado
                  </Button>
                  <Anchor href={result.downloadUrl} target="_blank" rel="noopener">
                    Ver certificado<span className="visually-hidden"> (abre en una pestaña nueva)</span>
                  </Anchor>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="button" variant="default" onClick={onBack}>
            Volver
          </Button>
          <Button type="button" variant="light" onClick={onClear}>
            Limpiar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
