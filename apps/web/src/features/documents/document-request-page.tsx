import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { type TDocumentResult, ZDocumentRequest } from "@portal/schemas/documents/document-request.schema";
import { DOCUMENT_MESSAGES, DOCUMENT_VALUE_MAX } from "@portal/schemas/documents/document-rules";
import { useMemo, useState } from "react";
import { Navigate, useParams } from "react-router";
import { PATHS } from "../../app/paths";
import { CaptchaFormFooter } from "../../components/captcha/captcha-form-footer";
import { DescriptionItem } from "../../components/description-item";
import { consentChange } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { usePageTitle } from "../../components/page-title";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { documentErrorMessage, downloadHref, requestErrorMessage } from "../certificates/certificate-logic";
import { PersonalCodeForm } from "../certificates/personal-code-form";
import { StepCrumb } from "../certificates/step-crumb";

type TValues = { value: string; typeprivacy: boolean };
const INITIAL: TValues = { value: "", typeprivacy: false };
const STEPS = ["Hago mi solicitud", "Respuesta"] as const;

/** /certificate/documents/{id}: document download for one sub-document type; without an id, home. */
export function DocumentRequestPage() {
  const { id } = useParams();
  const typeId = Number(id);
  if (!id || !Number.isInteger(typeId) || typeId <= 0) return <Navigate to={PATHS.home} replace />;
  return <DocumentRequest key={typeId} typeId={typeId} />;
}

function DocumentRequest({ typeId }: { typeId: number }) {
  const type = trpc.documents.type.useQuery({ id: typeId }, { meta: { silent: true } });
  usePageTitle(type.data?.name ?? "Descarga de documentos");
  const [result, setResult] = useState<TDocumentResult | null>(null);
  const search = trpc.documents.search.useMutation({ meta: { silent: true } });
  const {
    captcha,
    send,
    error: formError,
    setError: setFormError,
  } = useCaptchaMutation({
    form: "document",
    mutation: search,
    toError: documentErrorMessage,
    onSuccess: setResult,
  });
  const toInput = useMemo(
    () => (v: TValues) => ({ subDocumentTypeID: typeId, ...v, captchaId: captcha.captchaId, captcha: captcha.answer }),
    [typeId, captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: ZDocumentRequest, initialValues: INITIAL, toInput });
  // A stranger (or an unverified session) gets the code notice; the code mailed to the e-mail on file issues it.
  const [codeError, setCodeError] = useState<string | null>(null);
  const byCode = trpc.documents.searchByCode.useMutation({
    meta: { silent: true },
    onSuccess: (data) => {
      setCodeError(null);
      setResult(data);
    },
    onError: (error) => setCodeError(documentErrorMessage(error)),
  });
  const submit = form.handleSubmit(send);
  const clear = () => {
    form.reset();
    setFormError(null);
    setResult(null);
    search.reset();
    byCode.reset();
    setCodeError(null);
    void captcha.reload();
  };

  if (type.isPending) return <Skeleton height={320} maw={760} />;
  if (type.isError) {
    return (
      <Stack gap="lg" maw={760}>
        <Title order={1}>Descarga de documentos</Title>
        <Alert color="red" variant="light" role="alert">
          {requestErrorMessage(type.error, DOCUMENT_MESSAGES.typeNotFound)}
        </Alert>
      </Stack>
    );
  }
  const t = type.data;
  const valueLabel = t.nameVariableDetailDocument ?? "Valor de búsqueda";

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t.name}</Title>
        {t.descripcion && <Text c="dimmed">{t.descripcion}</Text>}
      </div>
      <StepCrumb steps={STEPS} current={result ? 1 : 0} />
      {t.hasPayment && (t.paymentDescription || t.paymentTime) && (
        <Alert color="yellow" variant="light" title="Información de pago" role="note">
          {t.paymentDescription && <Text size="sm">{t.paymentDescription}</Text>}
          {t.paymentTime && (
            <Text size="sm">
              <strong>Tiempo:</strong> {t.paymentTime}
            </Text>
          )}
        </Alert>
      )}
      {result?.codeSent ? (
        <Paper withBorder p="lg" radius="md" maw={760} component="section" aria-label="Respuesta">
          <PersonalCodeForm
            notice={result.message ?? ""}
            busy={byCode.isPending}
            error={codeError}
            onBack={clear}
            onSubmit={(code) => byCode.mutate({ subDocumentTypeID: typeId, value: form.values.value, code })}
          />
        </Paper>
      ) : result?.pdfUrl ? (
        <DocumentResponse result={{ ...result, pdfUrl: result.pdfUrl }} onClear={clear} />
      ) : (
        <Paper withBorder p="lg" radius="md" maw={760}>
          <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby={formError ? "document-error" : undefined}>
            <Stack gap="md">
              <FormAlert error={formError} id="document-error" />
              <TextInput
                label={valueLabel}
                withAsterisk
                autoComplete="off"
                maxLength={DOCUMENT_VALUE_MAX}
                {...form.textProps("value")}
                disabled={search.isPending}
              />
              <Checkbox
                name="typeprivacy"
                label="Autorizo el tratamiento de mis datos personales"
                checked={form.values.typeprivacy}
                onChange={(e) => {
                  form.touch("typeprivacy");
                  void consentChange(e.currentTarget.checked, (v) => form.setField("typeprivacy", v));
                }}
                error={form.errorOf("typeprivacy")}
                disabled={search.isPending}
              />
              <CaptchaFormFooter captcha={captcha} form={form} busy={search.isPending} onClear={clear} />
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}

function DocumentResponse({ result, onClear }: { result: TDocumentResult & { pdfUrl: string }; onClear: () => void }) {
  // The document replaces the form: keyboard and screen-reader users land on it, not on the page body.
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="document-response">
      <Stack gap="md">
        <Title order={2} size="h3" id="document-response" ref={titleRef} tabIndex={-1}>
          Tu documento está listo
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
          <DescriptionItem label="Documento" value={result.nameSubDocumentType} emptyText="—" fw={600} />
          <DescriptionItem label={result.nameVariableDetailDocument ?? "Valor"} value={result.value} emptyText="—" fw={600} />
          <DescriptionItem label="Código de validez" value={result.guid ?? ""} emptyText="—" fw={600} />
        </SimpleGrid>
        <Group gap="sm">
          <Button component="a" href={result.pdfUrl} target="_blank" rel="noopener">
            Ver documento<span className="visually-hidden"> (abre en una pestaña nueva)</span>
          </Button>
          <Button component="a" href={downloadHref(result.pdfUrl)} download variant="light">
            Descargar
          </Button>
          <Button type="button" variant="default" onClick={onClear}>
            Hacer otra solicitud
          </Button>
        </Group>
        <iframe
          src={result.pdfUrl}
          title={`Vista previa del documento ${result.nameSubDocumentType}`}
          style={{ width: "100%", height: 640, border: "1px solid var(--mantine-color-gray-4)", borderRadius: 8 }}
        />
      </Stack>
    </Paper>
  );
}
