import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { NOT_FOUND_PAGE } from "@portal/schemas/errors/error-messages";
import { usePageTitle } from "../../components/page-title";
import { PATHS } from "../../routes/paths";

export function NotFoundPage() {
  usePageTitle("Página no encontrada");
  return (
    <Stack align="center" gap="lg" py="xl" ta="center">
      <Text fz={96} fw={800} c="var(--portal-primary)" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{NOT_FOUND_PAGE.title}</Title>
      <Text c="dimmed" maw={520}>
        Es posible que la dirección esté mal escrita o que la página ya no exista.
      </Text>
      <Button component={Link} to={PATHS.home} size="md">
        {NOT_FOUND_PAGE.button}
      </Button>
    </Stack>
  );
}
