import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { PASSWORD_MESSAGES, type TPasswordResetRequest, ZPasswordResetRequest } from "@portal/schemas/accounts/password.schema";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { accountErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import type { TAuthView } from "../../state/ui";

const INITIAL: TPasswordResetRequest = { email: "", captchaId: "", captcha: "" };

/** "Recuperar contraseña": the e-mail and a captcha; the server sends a link to /recordar-clave/{token}. */
export function RecoverForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const request = trpc.users.requestPasswordReset.useMutation({ meta: { silent: true } });
  const { captcha, send, error: formError } = useCaptchaMutation({ form: "passwordReset", mutation: request, toError: accountErrorMessage });
  const form = useZodForm({
    schema: ZPasswordResetRequest,
    initialValues: INITIAL,
    toInput: (v: TPasswordResetRequest) => ({ ...v, captchaId: captcha.captchaId, captcha: captcha.answer }),
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green.9" variant="light" role="status" title="Revisa tu correo">
          {request.data.message || PASSWORD_MESSAGES.resetSent}
        </Alert>
        <Button onClick={() => onSwitch("login")}>Volver a iniciar sesión</Button>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Text size="sm">Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</Text>
        <FormAlert error={formError} />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...form.textProps("email")}
          disabled={request.isPending}
          maxLength={150}
        />
        <CaptchaField
          captcha={captcha}
          error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
          onBlur={() => captcha.answer && form.touch("captcha")}
          disabled={request.isPending}
        />
        <Button type="submit" loading={request.isPending} fullWidth size="md">
          Enviar enlace
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={() => onSwitch("login")}>
            Ya tengo cuenta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
