import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import type { TMfaChallenge } from "@portal/schemas/accounts/mfa.schema";
import { type TPendingRegistrationUpdate, ZPendingRegistrationUpdate } from "@portal/schemas/accounts/pending-registration.schema";
import { lazy, Suspense, useCallback, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { registerErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { completeLogin } from "./complete-login";
import { RegisterFields } from "./register-fields";
import { INITIAL_REGISTER_VALUES, type TRegisterValues, toRegisterInput } from "./register-values";

const MfaLoginStep = lazy(() => import("./mfa-login-step").then((m) => ({ default: m.MfaLoginStep })));

/**
 * The pending registration form of an application-login account (spec 03 §4): after the login answered "Para poder
 * iniciar sesión debes actualizar tus datos personales", the personal, place and contact data with the registration's
 * rules; sent with the e-mail and password just typed, it clears the form and logs in (or asks the second factor).
 */
export function PendingRegistrationForm({ credentials, onCancel }: { credentials: { email: string; password: string }; onCancel: () => void }) {
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  const toInput = useCallback(
    (v: TRegisterValues): TPendingRegistrationUpdate => {
      const {
        acceptTerms: _terms,
        enabledNewsletter: _newsletter,
        captchaId: _id,
        captcha: _captcha,
        email: _email,
        password: _password,
        ...data
      } = toRegisterInput(v, { captchaId: "", captcha: "" });
      return { ...data, ...credentials };
    },
    [credentials],
  );
  const form = useZodForm({ schema: ZPendingRegistrationUpdate, initialValues: INITIAL_REGISTER_VALUES, toInput });
  const complete = trpc.auth.completePendingRegistration.useMutation({
    meta: { silent: true },
    onSuccess: (answer) => ("mfaRequired" in answer ? setChallenge(answer) : completeLogin(answer)),
  });
  const { send, error, alertRef } = useMutationSend({ mutation: complete, toError: registerErrorMessage });
  const busy = complete.isPending || (complete.isSuccess && !challenge);

  if (challenge) {
    return (
      <Suspense fallback={<Loader aria-label="Cargando" />}>
        <MfaLoginStep challenge={challenge} onRestart={onCancel} />
      </Suspense>
    );
  }
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((data) => send(data))}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {LOGIN_MESSAGES.pendingRegistration}
        </Alert>
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        <FormAlert ref={alertRef} error={error} />
        <RegisterFields form={form} busy={busy} />
        <Button type="submit" loading={busy} size="md" fullWidth>
          Actualizar datos
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={busy}>
          Volver al inicio de sesión
        </Button>
      </Stack>
    </form>
  );
}
