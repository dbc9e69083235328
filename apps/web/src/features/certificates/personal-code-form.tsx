import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { zPersonalCode } from "@portal/schemas/certificates/personal-access.schema";
import { PERSONAL_CODE_LENGTH } from "@portal/schemas/certificates/personal-access-rules";
import { useMemo } from "react";
import { z } from "zod";
import { FormAlert } from "../../components/forms/form-alert";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { useZodForm } from "../../lib/use-zod-form";

const ZCodeForm = z.object({ code: zPersonalCode() });

/**
 * The second step of a certificate or document about a person: the notice (the same whether the identification is
 * registered or not) and the one-time code mailed to the e-mail on file.
 */
export function PersonalCodeForm({
  notice,
  busy,
  error,
  onSubmit,
  onBack,
}: {
  notice: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const form = useZodForm({ schema: ZCodeForm, initialValues: { code: "" }, toInput: useMemo(() => (v: { code: string }) => v, []) });
  // The notice replaces the request form: keyboard and screen-reader users land on it, not on the page body.
  const noticeRef = useFocusOnMount<HTMLDivElement>();
  return (
    <form ref={form.formRef} noValidate aria-label="Código de verificación" onSubmit={form.handleSubmit((data) => onSubmit(data.code))}>
      <Stack gap="md">
        <Alert color="blue" variant="light" role="status" ref={noticeRef} tabIndex={-1}>
          <Text size="sm">{notice}</Text>
        </Alert>
        <FormAlert error={error} />
        <TextInput
          label="Código de verificación"
          withAsterisk
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={PERSONAL_CODE_LENGTH}
          maw={240}
          {...form.textProps("code")}
          disabled={busy}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Continuar
          </Button>
          <Button type="button" variant="default" onClick={onBack} disabled={busy}>
            Solicitar otro código
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
