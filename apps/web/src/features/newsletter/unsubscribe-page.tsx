import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { EMAIL_MAX_LOGIN } from "@portal/schemas/common/email";
import { NEWSLETTER_MESSAGES as M, ZNewsletterUnsubscribe } from "@portal/schemas/newsletter/newsletter.schema";
import { useCallback, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { confirmDialog } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { errorStatus, formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

/**
 * /darme-de-baja: newsletter unsubscribe. The form (e-mail, captcha) answers the same for every address and mails a
 * link to a subscribed one; the link comes back here with ?token= and, once confirmed, removes the address. So nobody
 * can unsubscribe someone else, and only the link's holder sees the spec's not-found state.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Darme de baja del boletín</Title>
      {token ? <ConfirmRemoval token={token} /> : <AskForLink />}
    </Stack>
  );
}

function AskForLink() {
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation({ meta: { silent: true } });
  const { captcha, send, error } = useCaptchaMutation({ form: "unsubscribe", mutation: unsubscribe, toError: formErrorMessage });
  const toInput = useCallback(
    (v: { email: string }) => ({ email: v.email, captchaId: captcha.captchaId, captcha: captcha.answer }),
    [captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: ZNewsletterUnsubscribe, initialValues: { email: "" }, toInput });

  if (unsubscribe.isSuccess) {
    return (
      <Alert color="green.9" variant="light" role="status">
        {unsubscribe.data.message}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <form ref={form.formRef} noValidate aria-label="Darme de baja" onSubmit={form.handleSubmit(send)}>
        <Stack gap="md">
          <Text>
            Escribe el correo electrónico con el que te suscribiste: te enviaremos un enlace para confirmar que quieres dejar de recibir nuestro boletín de
            noticias.
          </Text>
          <TextInput
            label="Correo electrónico"
            withAsterisk
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LOGIN}
            {...form.textProps("email")}
            disabled={unsubscribe.isPending}
          />
          <CaptchaField
            captcha={captcha}
            error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
            onBlur={() => captcha.answer && form.touch("captcha")}
            disabled={unsubscribe.isPending}
          />
          <FormAlert error={error} />
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
  );
}

/** The mailed link: "¿Estás seguro…?", then the removal; a 404 is the spec's not-found state. */
function ConfirmRemoval({ token }: { token: string }) {
  const [state, setState] = useState<"ask" | "done" | "notFound">("ask");
  const confirm = trpc.newsletter.confirmUnsubscribe.useMutation({
    meta: { silent: true },
    onSuccess: () => setState("done"),
    onError: (e) => errorStatus(e) === 404 && setState("notFound"),
  });
  if (state === "done") {
    return (
      <Alert color="green.9" variant="light" role="status">
        {M.unsubscribed}
      </Alert>
    );
  }
  if (state === "notFound") {
    return (
      <Alert color="yellow.9" variant="light" role="alert">
        {M.notFound}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Text>Confirma que quieres dejar de recibir nuestro boletín de noticias en el correo al que enviamos este enlace.</Text>
        <FormAlert error={confirm.isError && formErrorMessage(confirm.error)} />
        <Group>
          <Button
            loading={confirm.isPending}
            onClick={() =>
              void (async () => {
                if (await confirmDialog(M.confirmUnsubscribe)) confirm.mutate({ token });
              })()
            }
          >
            Darme de baja
          </Button>
          <Button component={Link} to="/" variant="default">
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
