import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { MFA_CODE_LENGTH, MFA_MESSAGES, type TMfaChallenge, type TMfaCode, ZMfaCode } from "@portal/schemas/accounts/mfa.schema";
import { useEffect, useRef } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { accountErrorMessage, loginErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { completeLogin } from "./complete-login";
import { MfaEnrolmentView } from "./mfa-enrolment-view";

const INITIAL: TMfaCode = { code: "" };

/**
 * The login's second step: after a right password, the 6-digit "Código de verificación" from the authenticator
 * app; an account that must enrol first sees its QR here, and its first code completes the enrolment.
 */
export function MfaLoginStep({ challenge, onRestart }: { challenge: TMfaChallenge; onRestart: () => void }) {
  const form = useZodForm({ schema: ZMfaCode, initialValues: INITIAL });
  const verify = trpc.auth.verifyMfa.useMutation({ meta: { silent: true }, onSuccess: (result) => completeLogin(result) });
  const { send, error: formError, setError: setFormError, alertRef } = useMutationSend({ mutation: verify, toError: loginErrorMessage });
  const enrolment = trpc.auth.startLoginMfaEnrolment.useMutation({ meta: { silent: true }, onError: (error) => setFormError(accountErrorMessage(error)) });
  // One enrolment per challenge (a second call would replace the secret already scanned).
  const started = useRef(false);
  useEffect(() => {
    if (!challenge.enrol || started.current) return;
    started.current = true;
    enrolment.mutate({ challenge: challenge.challenge });
  }, [challenge, enrolment]);
  const busy = verify.isPending || verify.isSuccess;

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((data) => send({ challenge: challenge.challenge, code: data.code }))}>
      <Stack gap="md">
        {challenge.enrol ? (
          <>
            <Alert color="portal" variant="light">
              {MFA_MESSAGES.enrolRequired}
            </Alert>
            {enrolment.data && <MfaEnrolmentView enrolment={enrolment.data} />}
          </>
        ) : (
          <Text>Escribe el código de {MFA_CODE_LENGTH} números que muestra tu aplicación de autenticación.</Text>
        )}
        <FormAlert ref={alertRef} error={formError} />
        <TextInput
          label={MFA_MESSAGES.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH}
          withAsterisk
          data-autofocus
          {...form.textProps("code")}
          disabled={busy || (challenge.enrol && !enrolment.data)}
        />
        <Button type="submit" loading={busy} fullWidth size="md" disabled={challenge.enrol && !enrolment.data}>
          Verificar
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={onRestart}>
            Volver a iniciar sesión
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
