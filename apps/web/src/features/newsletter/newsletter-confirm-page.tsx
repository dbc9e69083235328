import { Alert, Loader, Paper, Stack, Title } from "@mantine/core";
import { NEWSLETTER_MESSAGES as M } from "@portal/schemas/newsletter/newsletter.schema";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { errorStatus, formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";

/**
 * /boletin/confirmar/{token}: the link mailed by the subscription form confirms it when the page opens. Only here,
 * to whoever holds the mailbox, does the portal say an address was already on the list (the spec's 409 text).
 */
export function NewsletterConfirmPage() {
  const { token = "" } = useParams();
  const confirm = trpc.newsletter.confirm.useMutation({ meta: { silent: true } });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  let body;
  if (confirm.isSuccess) {
    body = (
      <Alert color="green.9" variant="light" role="status">
        {confirm.data.message}
      </Alert>
    );
  } else if (confirm.isError) {
    const already = errorStatus(confirm.error) === 409;
    body = (
      <Alert color={already ? "blue" : "red"} variant="light" role={already ? "status" : "alert"}>
        {already ? M.alreadySubscribed : formErrorMessage(confirm.error)}
      </Alert>
    );
  } else {
    body = <Loader aria-label="Confirmando" />;
  }
  return (
    <Stack gap="lg" maw={560} mx="auto">
      <Title order={1}>Suscripción al boletín</Title>
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}
