import { Alert, Anchor, Button, Fieldset, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "@portal/schemas/accounts/password.schema";
import { REGISTER_MESSAGES, ZRegister } from "@portal/schemas/accounts/register.schema";
import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { registerErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { currentUserAtom } from "../../state/session";
import type { TAuthView } from "../../state/ui";
import { ExternalLinkForm } from "./external-link-form";
import { externalPendingAtom } from "./external-login-state";
import { ExternalRegisterForm } from "./external-register-form";
import { FIELDSET_STYLES, RegisterConsents, RegisterFields } from "./register-fields";
import { INITIAL_REGISTER_VALUES, type TRegisterValues, toRegisterInput } from "./register-values";

/** The register view: the application registration, or what an external login left for it (spec 03 §2). */
export function RegisterForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const pending = useAtomValue(externalPendingAtom);
  if (pending?.status === "link") return <ExternalLinkForm pending={pending} />;
  if (pending) return <ExternalRegisterForm pending={pending} />;
  return <ApplicationRegisterForm onSwitch={onSwitch} />;
}

function ApplicationRegisterForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const user = useAtomValue(currentUserAtom);
  // The one answer for a new and a registered address: the activation link (or the holder's notice) is on its way.
  const [sent, setSent] = useState<string | null>(null);
  const {
    captcha,
    send,
    error: formError,
    isPending,
    isSuccess,
  } = useCaptchaMutation({
    form: "register",
    mutation: trpc.users.register.useMutation({ meta: { silent: true } }),
    toError: registerErrorMessage,
    onSuccess: (answer) => setSent(answer.message),
  });
  const toInput = useCallback(
    (v: TRegisterValues) => toRegisterInput(v, { captchaId: captcha.captchaId, captcha: captcha.answer }),
    [captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: ZRegister, initialValues: INITIAL_REGISTER_VALUES, toInput });
  const { touch, errorOf, textProps } = form;
  const busy = isPending || isSuccess;

  if (user) {
    return (
      <Alert color="yellow.9" variant="light" role="alert">
        {LOGIN_MESSAGES.registerWhileLoggedIn}
      </Alert>
    );
  }
  if (sent) {
    return (
      <Alert color="green.9" variant="light" role="status" title={REGISTER_MESSAGES.activationSubject}>
        {sent}
      </Alert>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        <FormAlert error={formError} />

        <Fieldset legend="Datos de acceso" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              withAsterisk
              data-autofocus
              maxLength={150}
              {...textProps("email")}
              disabled={busy}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="new-password"
              withAsterisk
              description={`Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`}
              maxLength={PASSWORD_MAX}
              {...textProps("password")}
              disabled={busy}
              visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
            />
          </SimpleGrid>
        </Fieldset>

        <RegisterFields form={form} busy={busy} />

        <RegisterConsents form={form} busy={busy} />

        <CaptchaField captcha={captcha} error={errorOf("captcha") ?? errorOf("captchaId")} onBlur={() => captcha.answer && touch("captcha")} disabled={busy} />

        <Button type="submit" loading={busy} size="md" fullWidth>
          Crear cuenta
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
