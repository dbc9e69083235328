import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { SealCheckForm } from "../../components/seal-check-form";
import { ValidityResult } from "../../components/validity-result";
import { formErrorMessage } from "../../lib/errors";
import { useZodForm } from "../../lib/use-zod-form";

type TCodeSchema = z.ZodType<{ code: string }, { code: string }>;
type TValidityQuery<T> = (code: string, enabled: boolean) => { data?: T; error: unknown; isFetching: boolean };

/**
 * A public page that checks the verification code printed on one of the entity's PQRDS papers (?id= from its QR
 * code, or typed): the answer letter, the filing receipt. It shows what the paper's holder already has, never more.
 */
export function ValidityCodePage<T extends { message: string; entityName: string }>({
  title,
  intro,
  schema,
  codeLength,
  useValidity,
  resultId,
  fields,
}: {
  title: string;
  intro: string;
  schema: TCodeSchema;
  codeLength: number;
  useValidity: TValidityQuery<T>;
  resultId: string;
  fields: (data: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  const [code, setCode] = useState<string | null>(params.get("id") ? (params.get("id") ?? "").slice(0, codeLength + 8) : null);
  const form = useZodForm({ schema, initialValues: { code: code ?? "" } });
  const query = useValidity(code ?? "", code !== null && schema.safeParse({ code }).success);
  const submit = form.handleSubmit((data) => setCode(data.code));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      {query.data ? (
        <ValidityResult
          aria-labelledby={resultId}
          heading={
            <Alert color="green" variant="light" role="status" title={query.data.message}>
              <span id={resultId}>{query.data.entityName}</span>
            </Alert>
          }
          onValidateAnother={() => {
            setCode(null);
            form.reset({ code: "" });
          }}
        >
          {fields(query.data)}
        </ValidityResult>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form ref={form.formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              {query.error ? (
                <Alert color="red" variant="light" role="alert">
                  {formErrorMessage(query.error)}
                </Alert>
              ) : null}
              <TextInput
                label="Código de verificación"
                description={`${codeLength} caracteres, sin guiones.`}
                withAsterisk
                autoComplete="off"
                spellCheck={false}
                maxLength={codeLength + 8}
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
      <SealCheckForm />
    </Stack>
  );
}
