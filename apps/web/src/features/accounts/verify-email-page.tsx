import { Alert, Button, Loader, Paper, Stack, Title } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { EMAIL_VERIFICATION_MESSAGES } from "@portal/schemas/accounts/email-verification.schema";
import { refreshCurrentUser } from "../../lib/current-user";
import { trpc } from "../../lib/trpc";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { accountErrorMessage } from "./account-errors";

/** /verificar-correo/{token}: the link of the verification e-mail confirms the address when the page opens. */
export function VerifyEmailPage() {
  const { token = "" } = useParams();
  const openAuth = useSetAtom(authModalAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const verify = trpc.users.verifyEmail.useMutation({ meta: { silent: true }, onSuccess: () => void refreshCurrentUser() });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  let body;
  if (verify.isSuccess) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="green.9" variant="light" role="status" w="100%">
          {verify.data.message}
        </Alert>
        {!loggedIn && (
          <Button onClick={() => openAuth("login")} variant="light">
            Iniciar sesión
          </Button>
        )}
      </Stack>
    );
  } else if (verify.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Enlace no válido">
        {accountErrorMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.invalid)}
      </Alert>
    );
  } else {
    body = <Loader aria-label="Verificando" />;
  }

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>Verificación del correo electrónico</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
