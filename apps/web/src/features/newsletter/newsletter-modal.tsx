import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { EMAIL_MAX_LOGIN } from "@portal/schemas/common/email";
import { ZNewsletterSubscribe } from "@portal/schemas/newsletter/newsletter.schema";
import { useCallback } from "react";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

/**
 * The newsletter subscription (e-mail + captcha), opened from the footer. The answer is the same for every address
 * (a link to confirm goes to the mailbox, or the notice that it is already subscribed), so nobody learns who subscribes.
 */
export function NewsletterModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Suscríbete a nuestro boletín" centered>
      {opened && <NewsletterForm onClose={onClose} />}
    </Modal>
  );
}

function NewsletterForm({ onClose }: { onClose: () => void }) {
  const subscribe = trpc.newsletter.subscribe.useMutation({ meta: { silent: true } });
  const { captcha, send, error } = useCaptchaMutation({
    form: "newsletter",
    mutation: subscribe,
    toError: formErrorMessage,
  });
  const toInput = useCallback(
    (v: { email: string }) => ({ email: v.email, captchaId: captcha.captchaId, captcha: captcha.answer }),
    [captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: ZNewsletterSubscribe, initialValues: { email: "" }, toInput });
  if (subscribe.isSuccess) {
    return (
      <Stack>
        <Alert color="green.9" variant="light" role="status">
          {subscribe.data.message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Aceptar</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form ref={form.formRef} noValidate aria-label="Suscripción al boletín" onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Text size="sm">Recibe en tu correo las noticias y convocatorias de la entidad.</Text>
        <TextInput
          label="Correo electrónico"
          withAsterisk
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LOGIN}
          data-autofocus
          {...form.textProps("email")}
          disabled={subscribe.isPending}
        />
        <CaptchaField
          captcha={captcha}
          error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
          onBlur={() => captcha.answer && form.touch("captcha")}
          disabled={subscribe.isPending}
        />
        <FormAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={subscribe.isPending}>
            Suscribirme
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
