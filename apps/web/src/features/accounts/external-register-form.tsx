import { Alert, Button, Fieldset, Loader, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { EXTERNAL_LOGIN_MESSAGES as X, ZExternalRegister, ZExternalRegisterVerified } from "@portal/schemas/accounts/external-login.schema";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import type { TMfaChallenge } from "@portal/schemas/accounts/mfa.schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "@portal/schemas/accounts/password.schema";
import { LOA, REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import { useSetAtom } from "jotai";
import { lazy, Suspense, useCallback, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { registerErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { completeLogin } from "./complete-login";
import { externalPendingAtom, type TExternalPending } from "./external-login-state";
import { FIELDSET_STYLES, RegisterConsents, RegisterFields } from "./register-fields";
import { type TRegisterValues, toExternalRegisterInput, valuesFromPrefill } from "./register-values";

const MfaLoginStep = lazy(() => import("./mfa-login-step").then((m) => ({ default: m.MfaLoginStep })));

/**
 * The registration an external login opened, prefilled with what the provider said (spec 03 §2), or the data update
 * a pending registration form forces before the session. Under "loa:2" the names are read-only and the identity
 * fields required; the password is optional (the provider logs the account in).
 */
export function ExternalRegisterForm({ pending }: { pending: Extract<TExternalPending, { status: "register" | "update" }> }) {
  const setPending = useSetAtom(externalPendingAtom);
  const verified = pending.loa === LOA.verified;
  const update = pending.status === "update";
  const [initialValues] = useState(() => valuesFromPrefill(pending.prefill));
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const toInput = useCallback((v: TRegisterValues) => toExternalRegisterInput(v, pending.ticket), [pending.ticket]);
  const form = useZodForm({ schema: verified ? ZExternalRegisterVerified : ZExternalRegister, initialValues, toInput });
  const registerCall = trpc.auth.externalRegister.useMutation({ meta: { silent: true } });
  const sending = useMutationSend({
    mutation: registerCall,
    toError: registerErrorMessage,
    onSuccess: (answer) => {
      if ("mfaRequired" in answer) return setChallenge(answer);
      // An address the provider did not vouch for: the account comes with the activation link mailed to it.
      if ("pending" in answer) return setSent(answer.message);
      setPending(null);
      completeLogin(answer, update ? undefined : REGISTER_MESSAGES.registered);
    },
  });
  const { error, alertRef } = sending;
  const send = () => sending.send(toInput(form.values));
  const busy = registerCall.isPending || (registerCall.isSuccess && !challenge);

  if (sent) {
    return (
      <Alert color="green.9" variant="light" role="status" title={REGISTER_MESSAGES.activationSubject}>
        {sent}
      </Alert>
    );
  }

  if (challenge) {
    return (
      <Suspense fallback={<Loader aria-label="Cargando" />}>
        <MfaLoginStep challenge={challenge} onRestart={() => setPending(null)} />
      </Suspense>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Alert color="blue" variant="light">
          {update ? LOGIN_MESSAGES.pendingRegistration : X.prefilled}
          {verified && (
            <Text size="sm" mt={4}>
              {X.verifiedNames}
            </Text>
          )}
        </Alert>
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        <FormAlert ref={alertRef} error={error} />
        <Fieldset legend="Datos de acceso" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={150}
              {...form.textProps("email")}
              readOnly={update}
              disabled={busy}
            />
            <PasswordInput
              label="Contraseña (opcional)"
              autoComplete="new-password"
              description={`Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres, para entrar también sin ${pending.provider === "idp" ? "el proveedor de identidad" : "la red social"}`}
              maxLength={PASSWORD_MAX}
              {...form.textProps("password")}
              disabled={busy}
              visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
            />
          </SimpleGrid>
        </Fieldset>
        <RegisterFields form={form} busy={busy} verified={verified} />
        <RegisterConsents form={form} busy={busy} />
        <Button type="submit" loading={busy} size="md" fullWidth>
          {update ? "Actualizar datos" : "Crear cuenta"}
        </Button>
      </Stack>
    </form>
  );
}
