import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from "@mantine/core";
import { EXTERNAL_LOGIN_MESSAGES as X, ZExternalLink } from "@portal/schemas/accounts/external-login.schema";
import type { TMfaChallenge } from "@portal/schemas/accounts/mfa.schema";
import { useSetAtom } from "jotai";
import { lazy, Suspense, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { loginErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { completeLogin } from "./complete-login";
import { externalPendingAtom, type TExternalPending } from "./external-login-state";

const MfaLoginStep = lazy(() => import("./mfa-login-step").then((m) => ({ default: m.MfaLoginStep })));

/**
 * The notice of spec 03 §2 (an account exists with the provider's e-mail) and the linking: the existing account's
 * password links the provider to it, then the login goes on (its second factor included).
 */
export function ExternalLinkForm({ pending }: { pending: Extract<TExternalPending, { status: "link" }> }) {
  const setPending = useSetAtom(externalPendingAtom);
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);
  const link = trpc.auth.linkExternalAccount.useMutation({ meta: { silent: true } });
  const { send, error, alertRef } = useMutationSend({
    mutation: link,
    toError: loginErrorMessage,
    onSuccess: (answer) => {
      // A linked account with a pending registration form goes on to its data update.
      if (answer.status !== "login") return setPending(answer);
      if ("mfaRequired" in answer.result) return setChallenge(answer.result);
      setPending(null);
      completeLogin(answer.result);
    },
  });
  const form = useZodForm({ schema: ZExternalLink, initialValues: { ticket: pending.ticket, password: "" } });
  const busy = link.isPending || (link.isSuccess && !challenge);

  if (challenge) {
    return (
      <Suspense fallback={<Loader aria-label="Cargando" />}>
        <MfaLoginStep challenge={challenge} onRestart={() => setPending(null)} />
      </Suspense>
    );
  }

  const submit = form.handleSubmit((data) => send(data));

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <Alert color="yellow.9" variant="light" role="status">
          {X.existingAccount}
        </Alert>
        <FormAlert ref={alertRef} error={error} />
        <TextInput label="Correo electrónico" type="email" value={pending.email} readOnly />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.textProps("password")}
          disabled={busy}
          visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
        />
        <Button type="submit" loading={busy} fullWidth size="md">
          {X.link}
        </Button>
      </Stack>
    </form>
  );
}
