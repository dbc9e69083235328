import { Alert, Button, Stack, Title } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { Navigate } from "react-router";
import { PATHS } from "../../app/paths";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";

/**
 * A content or section the server did not give us. It answers a visitor the same 404 for a private one and for one
 * that does not exist (no existence oracle), so a visitor is offered the login without being told which it is
 * ("private tags require login"); a logged-in reader goes to /pagina-no-encontrada.
 */
export function HiddenOrMissing({ what }: { what: "contenido" | "sección" }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  if (loggedIn) return <Navigate to={PATHS.notFound} replace />;
  return (
    <Stack maw={640}>
      <Title order={1}>No encontramos esta {what === "contenido" ? "publicación" : "sección"}</Title>
      <Alert color="portal" variant="light">
        No existe, o es solo para usuarios registrados. Si tienes una cuenta, inicia sesión para intentarlo de nuevo.
      </Alert>
      <div>
        <Button onClick={() => openAuth("login")}>Iniciar sesión</Button>
      </div>
    </Stack>
  );
}
