import { Alert, Button, Stack, Title } from "@mantine/core";
import { ERROR_MESSAGES, ACCESS_MESSAGES as M } from "@portal/schemas/errors/error-messages";
import { useSetAtom } from "jotai";
import { usePageTitle } from "../components/page-title";
import { authModalAtom } from "../state/ui";

export function LoginRequired() {
  const openAuth = useSetAtom(authModalAtom);
  usePageTitle(M.loginTabTitle);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{M.loginTitle}</Title>
      <Alert color="portal" variant="light">
        {M.loginText}
      </Alert>
      <div>
        <Button onClick={() => openAuth("login")}>{M.loginButton}</Button>
      </div>
    </Stack>
  );
}

export function Forbidden() {
  usePageTitle(M.forbiddenTitle);
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{M.forbiddenTitle}</Title>
      <Alert color="red" variant="light">
        {ERROR_MESSAGES.forbidden}
      </Alert>
    </Stack>
  );
}
