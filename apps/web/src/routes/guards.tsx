import { Alert, Button, Stack, Title } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import type { ReactNode } from "react";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { usePageTitle } from "../components/page-title";
import { PageLoader } from "../layout/app-layout";
import { currentUserAtom } from "../state/session";
import { authModalAtom } from "../state/ui";

/** Who may see a staff page: Administrator, or any of the listed permissions. */
export function hasAnyPermission(userPermissions: readonly string[], needed: readonly TPermission[]): boolean {
  return userPermissions.includes("Administrator") || needed.some((p) => userPermissions.includes(p));
}

function LoginRequired() {
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

function Forbidden() {
  usePageTitle("Acceso denegado");
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Acceso denegado</Title>
      <Alert color="red.9" variant="light">
        {ERROR_MESSAGES.forbidden}
      </Alert>
    </Stack>
  );
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (user === undefined) return <PageLoader />;
  if (!user) return <LoginRequired />;
  return children;
}

export function RequireStaff({ permissions, children }: { permissions: readonly TPermission[]; children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  if (user === undefined) return <PageLoader />;
  if (!user) return <LoginRequired />;
  if (!hasAnyPermission(user.permissions, permissions)) return <Forbidden />;
  return children;
}
