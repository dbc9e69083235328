import { Alert, Button, Loader, Paper, Stack, Title } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { LOGIN_LOCK_MESSAGES as M } from "@portal/schemas/accounts/login-lock.schema";
import { trpc } from "../../lib/trpc";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { accountErrorMessage } from "./account-errors";

/**
 * /desbloquear-cuenta/{token}: the link mailed when failed logins locked the account from one address unlocks it from
 * this connection as the page opens (once), then offers the login.
 */
export function UnlockLoginPage() {
  const { token = "" } = useParams();
  const openAuth = useSetAtom(authModalAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const unlock = trpc.auth.unlock.useMutation({ meta: { silent: true } });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unlock.mutate({ token });
  }, [token, unlock]);

  let body;
  if (unlock.isSuccess) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="green.9" variant="light" role="status" w="100%">
          {unlock.data.message}
        </Alert>
        {!loggedIn && (
          <Button onClick={() => openAuth("login")} variant="light">
            Iniciar sesión
          </Button>
        )}
      </Stack>
    );
  } else if (unlock.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Enlace no válido">
        {accountErrorMessage(unlock.error, M.invalid)}
      </Alert>
    );
  } else {
    body = <Loader aria-label={M.unlocking} />;
  }

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{M.pageTitle}</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
