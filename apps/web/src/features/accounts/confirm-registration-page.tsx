import { Alert, Loader, Paper, Stack, Title } from "@mantine/core";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { REGISTER_MESSAGES as M } from "@portal/schemas/accounts/register.schema";
import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { accountErrorMessage } from "../../lib/account-errors";
import { trpc } from "../../lib/trpc";
import { isLoggedInAtom } from "../../state/session";
import { completeLogin } from "./complete-login";

/**
 * /confirmar-registro/{token}: the activation link mailed at registration creates the account when the page opens
 * (once) and logs it in, back on the home page.
 */
export function ConfirmRegistrationPage() {
  const { token = "" } = useParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const confirm = trpc.users.confirmRegistration.useMutation({
    meta: { silent: true },
    onSuccess: (result) => completeLogin(result, M.registered, () => window.location.assign("/")),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || loggedIn) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm, loggedIn]);

  let body;
  if (loggedIn && !confirm.isSuccess) {
    body = (
      <Alert color="yellow.9" variant="light" role="alert">
        {LOGIN_MESSAGES.registerWhileLoggedIn}
      </Alert>
    );
  } else if (confirm.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Enlace no válido">
        {accountErrorMessage(confirm.error, M.confirmInvalid)}
      </Alert>
    );
  } else {
    body = <Loader aria-label={M.confirming} />;
  }

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{M.confirmPageTitle}</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
