import { Alert, Badge, Button, Divider, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { EMAIL_VERIFICATION_MESSAGES } from "@portal/schemas/accounts/email-verification.schema";
import { MFA_CODE_LENGTH, MFA_MESSAGES, type TMfaCode, ZMfaCode } from "@portal/schemas/accounts/mfa.schema";
import { PASSWORD_MAX, type TPasswordChange, ZPasswordChange } from "@portal/schemas/accounts/password.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { accountErrorMessage } from "../../lib/account-errors";
import { refreshCurrentUser } from "../../lib/current-user";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { MfaEnrolmentView } from "../accounts/mfa-enrolment-view";

const PASSWORD_INITIAL: TPasswordChange = { currentPassword: "", password: "", confirmPassword: "" };
const CODE_INITIAL: TMfaCode = { code: "" };
const eyeProps = { "aria-label": "Mostrar u ocultar la contraseña" };

/** "Seguridad" of /mi-perfil/: e-mail verification, password change, other sessions and the second factor (anyone may turn it on). */
export function SecuritySection({ user }: { user: TSessionUser }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-security">
      <Title order={2} size="h3" id="profile-security" mb="md">
        Seguridad
      </Title>
      <Stack gap="lg">
        {!user.emailVerified && <EmailVerification />}
        <PasswordChange hasPassword={user.hasPassword} />
        <Divider />
        <OtherSessions />
        <Divider />
        <SecondFactor enabled={user.mfaEnabled} />
      </Stack>
    </Paper>
  );
}

function EmailVerification() {
  const resend = trpc.users.resendEmailVerification.useMutation({
    meta: { silent: true },
    onSuccess: (r) => toast("success", r.message),
    onError: (e) => toast("error", accountErrorMessage(e)),
  });
  return (
    <Alert color="yellow" variant="light" title={EMAIL_VERIFICATION_MESSAGES.pending}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Abre el enlace que te enviamos por correo. Mientras tanto no podrás radicar solicitudes a nombre personal.</Text>
        <Button size="xs" variant="light" loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
          Enviar un nuevo enlace
        </Button>
      </Stack>
    </Alert>
  );
}

function PasswordChange({ hasPassword }: { hasPassword: boolean }) {
  const form = useZodForm({ schema: ZPasswordChange, initialValues: PASSWORD_INITIAL });
  const change = trpc.auth.changePassword.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      form.reset();
      toast("success", r.message);
    },
  });
  const { send, error, alertRef } = useMutationSend({ mutation: change, toError: accountErrorMessage });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((data) => send(data))}>
      <Stack gap="sm" maw={420}>
        <Title order={3} size="h4">
          Cambiar contraseña
        </Title>
        <FormAlert ref={alertRef} error={error} />
        {hasPassword && (
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            {...form.textProps("currentPassword")}
            visibilityToggleButtonProps={eyeProps}
          />
        )}
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          withAsterisk
          maxLength={PASSWORD_MAX}
          {...form.textProps("password")}
          visibilityToggleButtonProps={eyeProps}
        />
        <PasswordInput
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          withAsterisk
          maxLength={PASSWORD_MAX}
          {...form.textProps("confirmPassword")}
          visibilityToggleButtonProps={eyeProps}
        />
        <Text size="xs" c="dimmed">
          Al cambiarla cerraremos tus sesiones abiertas en otros equipos.
        </Text>
        <div>
          <Button type="submit" loading={change.isPending}>
            Cambiar contraseña
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function OtherSessions() {
  const close = trpc.auth.logoutOthers.useMutation({
    meta: { silent: true },
    onSuccess: (r) => toast("success", r.message),
    onError: (e) => toast("error", accountErrorMessage(e)),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} size="h4">
        Sesiones abiertas
      </Title>
      <Text size="sm">Si iniciaste sesión en otro equipo o no reconoces alguna actividad, cierra las demás sesiones. Esta seguirá abierta.</Text>
      <Button variant="light" loading={close.isPending} onClick={() => close.mutate()}>
        Cerrar las demás sesiones
      </Button>
    </Stack>
  );
}

function SecondFactor({ enabled }: { enabled: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm({ schema: ZMfaCode, initialValues: CODE_INITIAL });
  const done = (message: string) => {
    form.reset();
    setError(null);
    toast("success", message);
    // The session (header, profile) shows the new second-factor state.
    void refreshCurrentUser();
  };
  const start = trpc.auth.startMfaEnrolment.useMutation({ meta: { silent: true }, onError: (e) => setError(accountErrorMessage(e)) });
  const confirm = trpc.auth.confirmMfaEnrolment.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      start.reset();
      done(r.message);
    },
    onError: (e) => setError(accountErrorMessage(e)),
  });
  const disable = trpc.auth.disableMfa.useMutation({
    meta: { silent: true },
    onSuccess: (r) => done(r.message),
    onError: (e) => setError(accountErrorMessage(e)),
  });
  const busy = confirm.isPending || disable.isPending;

  const codeForm = (action: string, onCode: (code: string) => void) => (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit((data) => {
        setError(null);
        onCode(data.code);
      })}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={MFA_MESSAGES.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH}
          withAsterisk
          {...form.textProps("code")}
          disabled={busy}
        />
        <Button type="submit" loading={busy}>
          {action}
        </Button>
      </Group>
    </form>
  );

  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm">
        <Title order={3} size="h4">
          Verificación en dos pasos
        </Title>
        <Badge color={enabled ? "green" : "gray"} variant="light">
          {enabled ? "Activada" : "Desactivada"}
        </Badge>
      </Group>
      <Text size="sm">Además de tu contraseña, al iniciar sesión te pediremos un código de tu aplicación de autenticación.</Text>
      <FormAlert error={error} />
      {enabled ? (
        <>
          <Text size="sm">Para desactivarla escribe un código actual de tu aplicación.</Text>
          {codeForm("Desactivar", (code) => disable.mutate({ code }))}
        </>
      ) : start.data ? (
        <>
          <MfaEnrolmentView enrolment={start.data} />
          {codeForm("Activar", (code) => confirm.mutate({ code }))}
        </>
      ) : (
        <Button loading={start.isPending} onClick={() => start.mutate()}>
          Activar la verificación en dos pasos
        </Button>
      )}
    </Stack>
  );
}
