import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, type TNewPassword, ZNewPassword } from "@portal/schemas/accounts/password.schema";
import { useSetAtom } from "jotai";
import { useParams } from "react-router";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { PageLoader } from "../../components/page-loader";
import { accountErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { authModalAtom } from "../../state/ui";

const INITIAL: TNewPassword = { password: "", confirmPassword: "" };

/** /recordar-clave/{alias}: the alias is the recovery token; it is validated before the form shows. */
export function NewPasswordPage() {
  const { alias = "" } = useParams();
  const openAuth = useSetAtom(authModalAtom);
  const check = trpc.users.validatePasswordReset.useQuery({ token: alias }, { retry: false, staleTime: Infinity, meta: { silent: true } });
  const form = useZodForm({ schema: ZNewPassword, initialValues: INITIAL });
  const reset = trpc.users.resetPassword.useMutation({ meta: { silent: true } });
  const {
    send,
    error: formError,
    alertRef,
  } = useMutationSend({
    mutation: reset,
    toError: (error) => accountErrorMessage(error, PASSWORD_MESSAGES.resetInvalid),
  });

  let body;
  if (check.isLoading) body = <PageLoader />;
  else if (check.isError || !check.data?.valid) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Enlace no válido">
        {PASSWORD_MESSAGES.resetInvalid}
      </Alert>
    );
  } else if (reset.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green.9" variant="light" role="status">
          {reset.data.message || PASSWORD_MESSAGES.resetDone}
        </Alert>
        <div>
          <Button onClick={() => openAuth("login")}>Iniciar sesión</Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit((data) => send({ token: alias, password: data.password, confirmPassword: data.confirmPassword }))}
      >
        <Stack gap="md">
          <Text>
            Escribe tu nueva contraseña, de {PASSWORD_MIN} a {PASSWORD_MAX} caracteres.
          </Text>
          <FormAlert ref={alertRef} error={formError} />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            withAsterisk
            maxLength={PASSWORD_MAX}
            {...form.textProps("password")}
            disabled={reset.isPending}
            visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            withAsterisk
            maxLength={PASSWORD_MAX}
            {...form.textProps("confirmPassword")}
            disabled={reset.isPending}
            visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la confirmación" }}
          />
          <div>
            <Button type="submit" loading={reset.isPending}>
              Guardar contraseña
            </Button>
          </div>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>Nueva contraseña</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
