import { Alert, Button, Stack, Title } from "@mantine/core";
import { useSetAtom } from "jotai";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { usePageTitle } from "../components/page-title";
import { authModalAtom } from "../state/ui";

export function LoginRequired() {
  const openAuth = useSetAtom(authModalAtom);
  usePageTitle("Inicia sesión");
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Inicia sesión para continuar</Title>
      <Alert color="portal" variant="light">
        Esta página es solo para usuarios registrados. Inicia sesión o crea tu cuenta para verla.
      </Alert>
      <div>
        <Button onClick={() => openAuth("login")}>Iniciar sesión</Button>
      </div>
    </Stack>
  );
}

export function Forbidden() {
  usePageTitle("Acceso denegado");
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Acceso denegado</Title>
      <Alert color="red" variant="light">
        {ERROR_MESSAGES.forbidden}
      </Alert>
    </Stack>
  );
}
