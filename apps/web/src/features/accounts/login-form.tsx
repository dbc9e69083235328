import { Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { LOGIN_MESSAGES, type TLogin, ZLogin } from "@portal/schemas/accounts/login.schema";
import type { TMfaChallenge } from "@portal/schemas/accounts/mfa.schema";
import { lazy, Suspense, useState } from "react";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { loginErrorMessage } from "../../lib/account-errors";
import { isPrivateBrowsing } from "../../lib/private-browsing";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import type { TAuthView } from "../../state/ui";
import { completeLogin } from "./complete-login";
import { ExternalLoginButtons } from "./external-login-buttons";

// Only staff with a second factor reach it: loaded when needed, not with the first page.
const MfaLoginStep = lazy(() => import("./mfa-login-step").then((m) => ({ default: m.MfaLoginStep })));
// Only accounts with a pending registration form reach it (imported data): loaded when needed.
const PendingRegistrationForm = lazy(() => import("./pending-registration-form").then((m) => ({ default: m.PendingRegistrationForm })));

const INITIAL: TLogin = { email: "", password: "", captchaId: "", captcha: "" };

export function LoginForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const [checking, setChecking] = useState(false);
  // Set when the password was right but the account needs its second factor.
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  // Set when the password was right but the account must first update its personal data (spec 03 §4).
  const [pendingFor, setPendingFor] = useState<{ email: string; password: string } | null>(null);
  const login = trpc.auth.login.useMutation({ meta: { silent: true } });
  const {
    captcha,
    send,
    error: formError,
    setError: setFormError,
  } = useCaptchaMutation({
    form: "login",
    mutation: login,
    toError: loginErrorMessage,
    onError: (e) => {
      if (loginErrorMessage(e) === LOGIN_MESSAGES.pendingRegistration) setPendingFor({ email: form.values.email, password: form.values.password });
    },
    onSuccess: (result) => ("mfaRequired" in result ? setChallenge(result) : completeLogin(result)),
    afterSuccess: "keep",
  });
  const form = useZodForm({
    schema: ZLogin,
    initialValues: INITIAL,
    toInput: (v: TLogin) => ({ ...v, captchaId: captcha.captchaId, captcha: captcha.answer }),
  });
  const busy = checking || login.isPending || (login.isSuccess && !challenge);

  const submit = form.handleSubmit(async (data) => {
    setFormError(null);
    setChecking(true);
    const privateMode = await isPrivateBrowsing();
    setChecking(false);
    if (privateMode) return setFormError(LOGIN_MESSAGES.privateBrowsing);
    send(data);
  });

  if (pendingFor) {
    return (
      <Suspense fallback={<Loader aria-label="Cargando" />}>
        <PendingRegistrationForm
          credentials={pendingFor}
          onCancel={() => {
            setPendingFor(null);
            login.reset();
            setFormError(null);
          }}
        />
      </Suspense>
    );
  }

  if (challenge) {
    return (
      <Suspense fallback={<Loader aria-label="Cargando" />}>
        <MfaLoginStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(null);
            login.reset();
            form.reset();
            void captcha.reload();
          }}
        />
      </Suspense>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby={formError ? "login-error" : undefined}>
      <Stack gap="md">
        <FormAlert error={formError} id="login-error" />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...form.textProps("email")}
          disabled={busy}
          maxLength={150}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          withAsterisk
          {...form.textProps("password")}
          disabled={busy}
          visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch("recover")}>
            ¿Olvidaste tu contraseña?
          </Anchor>
        </Group>
        <CaptchaField
          captcha={captcha}
          error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
          onBlur={() => captcha.answer && form.touch("captcha")}
          disabled={busy}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          Iniciar sesión
        </Button>
        <ExternalLoginButtons
          onLogin={(answer) => ("mfaRequired" in answer ? setChallenge(answer) : completeLogin(answer))}
          onSwitch={onSwitch}
          disabled={busy}
        />
        <Text ta="center" size="sm">
          ¿No tienes cuenta?{" "}
          <Anchor component="button" type="button" onClick={() => onSwitch("register")}>
            Regístrate
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
