import { Alert, Button, Loader, Paper, Stack, Title } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { accountErrorMessage } from "../../lib/account-errors";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";

/** What the page reads of the tRPC mutation that spends a mailed link's token. */
export interface TokenLinkMutation {
  mutate: (input: { token: string }) => void;
  isSuccess: boolean;
  isError: boolean;
  data: { message: string } | undefined;
  error: unknown;
}

/**
 * A page opened from an account e-mail's link (/…/{token}): spends the token once as the page opens, then shows the
 * server's confirmation and, to a visitor not logged in, the login; a refused token shows why.
 */
export function TokenLinkPage({
  title,
  pendingLabel,
  invalidMessage,
  mutation,
}: {
  title: string;
  /** The loader's accessible name while the token is checked. */
  pendingLabel: string;
  /** Shown when the server refuses the token without a message of its own. */
  invalidMessage: string;
  mutation: TokenLinkMutation;
}) {
  const { token = "" } = useParams();
  const openAuth = useSetAtom(authModalAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutation.mutate({ token });
  }, [token, mutation]);

  let body;
  if (mutation.isSuccess && mutation.data) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="green.9" variant="light" role="status" w="100%">
          {mutation.data.message}
        </Alert>
        {!loggedIn && (
          <Button onClick={() => openAuth("login")} variant="light">
            Iniciar sesión
          </Button>
        )}
      </Stack>
    );
  } else if (mutation.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Enlace no válido">
        {accountErrorMessage(mutation.error, invalidMessage)}
      </Alert>
    );
  } else {
    body = <Loader aria-label={pendingLabel} />;
  }

  return (
    <Stack gap="lg" maw={520} mx="auto">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
