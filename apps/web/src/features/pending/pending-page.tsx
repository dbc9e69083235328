import { Alert, Button, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../../components/page-title";
import { PATHS } from "../../routes/paths";

/** A route of the spec whose screen is not built yet: it exists (links to it work) and says so plainly. */
export function PendingPage({ title }: { title?: string }) {
  usePageTitle(title ?? "En construcción");
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title ?? "En construcción"}</Title>
      <Alert color="portal" variant="light" title="Sección en preparación">
        Estamos preparando esta sección del portal. Mientras tanto puedes volver al inicio o usar el buscador.
      </Alert>
      <div>
        <Button component={Link} to={PATHS.home} variant="default">
          Ir al home
        </Button>
      </div>
    </Stack>
  );
}
