import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { EMAIL_MAX_LOGIN } from "@portal/schemas/common/email";
import { NEWSLETTER_MESSAGES as M, ZNewsletterUnsubscribe } from "@portal/schemas/newsletter/newsletter.schema";
import { confirmDialog } from "../../components/dialogs";
import { errorStatus, formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { CaptchaField } from "../captcha/captcha-field";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";

/** /darme-de-baja: newsletter unsubscribe (e-mail, captcha, confirmation). */
export function UnsubscribePage() {
  const [state, setState] = useState<"form" | "done" | "notFound">("form");
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation({ meta: { silent: true } });
  const { captcha, send, error } = useCaptchaMutation({
    form: "unsubscribe",
    mutation: unsubscribe,
    // An address that is not subscribed gets its own screen instead of a message under the form.
    toError: (e): string | null => (errorStatus(e) === 404 ? null : formErrorMessage(e)),
    onSuccess: () => setState("done"),
    onError: (e) => errorStatus(e) === 404 && setState("notFound"),
  });
  const toInput = useCallback((v: { email: string }) => ({ email: v.email, captchaId: captcha.captchaId, captcha: captcha.answer }), [captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: ZNewsletterUnsubscribe, initialValues: { email: "" }, toInput });

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Darme de baja del boletín</Title>
      {state === "done" ? (
        <Alert color="green.9" variant="light" role="status">
          {M.unsubscribed}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form
            ref={form.formRef}
            noValidate
            aria-label="Darme de baja"
            onSubmit={form.handleSubmit(async (data) => {
              if (!(await confirmDialog(M.confirmUnsubscribe))) return;
              send(data);
            })}
          >
            <Stack gap="md">
              <Text>Escribe el correo electrónico con el que te suscribiste y dejarás de recibir nuestro boletín de noticias.</Text>
              {state === "notFound" && (
                <Alert color="yellow.9" variant="light" role="alert">
                  {M.notFound}
                </Alert>
              )}
              <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" maxLength={EMAIL_MAX_LOGIN} {...form.textProps("email")} disabled={unsubscribe.isPending} />
              <CaptchaField captcha={captcha} error={form.errorOf("captcha") ?? form.errorOf("captchaId")} onBlur={() => captcha.answer && form.touch("captcha")} disabled={unsubscribe.isPending} />
              {error && (
                <Alert color="red" variant="light" role="alert">
                  {error}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={unsubscribe.isPending}>
                  Darme de baja
                </Button>
                <Button component={Link} to="/" variant="default">
                  Cancelar
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
