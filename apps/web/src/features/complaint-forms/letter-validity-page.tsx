import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LETTER_CODE_LENGTH, ZLetterCode } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { ValidityResult } from "../../components/validity-result";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { Field } from "./field";

/**
 * /carta-validez?id=: whether an answer letter with this code was issued by the entity. It shows the radicado, the
 * date and the entity only: whoever holds the paper already has the rest, a stranger with the code gets no more.
 */
export function LetterValidityPage() {
  const [params] = useSearchParams();
  const [code, setCode] = useState<string | null>(params.get("id") ? (params.get("id") ?? "").slice(0, LETTER_CODE_LENGTH + 8) : null);
  const form = useZodForm({ schema: ZLetterCode, initialValues: { code: code ?? "" } });
  const query = trpc.complaintFormAnswers.letterValidity.useQuery({ code: code ?? "" }, { enabled: code !== null && ZLetterCode.safeParse({ code }).success, retry: false, meta: { silent: true } });
  const submit = form.handleSubmit((data) => setCode(data.code));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Validez de cartas de respuesta</Title>
        <Text c="dimmed">Escribe el código de verificación impreso en la carta (o abre el enlace de su código QR).</Text>
      </div>
      {query.data ? (
        <ValidityResult
          aria-labelledby="letter-validity-result"
          heading={
            <Alert color="green" variant="light" role="status" title={query.data.message}>
              <span id="letter-validity-result">{query.data.entityName}</span>
            </Alert>
          }
          onValidateAnother={() => {
            setCode(null);
            form.reset({ code: "" });
          }}
        >
          <Field label="Radicado" value={query.data.trackingID} />
          <Field label="Fecha de la carta" value={formatLongDate(query.data.date)} />
        </ValidityResult>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form ref={form.formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              {query.error && (
                <Alert color="red" variant="light" role="alert">
                  {formErrorMessage(query.error)}
                </Alert>
              )}
              <TextInput
                label="Código de verificación"
                description={`${LETTER_CODE_LENGTH} caracteres, sin guiones.`}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                maxLength={LETTER_CODE_LENGTH + 8}
                {...form.textProps("code")}
              />
              <Group>
                <Button type="submit" loading={query.isFetching}>
                  Validar
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
