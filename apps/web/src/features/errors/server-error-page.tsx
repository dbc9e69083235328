import { Button, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { SERVER_ERROR_PAGE } from "@portal/schemas/errors/error-messages";
import { PATHS } from "../../routes/paths";

/** The 500 page; it links home with a full navigation so it also works outside the router. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  useEffect(() => {
    document.title = "Error";
  }, []);
  return (
    <Stack align="center" gap="lg" py="xl" ta="center">
      <Text fz={96} fw={800} c="var(--portal-primary)" lh={1} aria-hidden="true">
        500
      </Text>
      <Title order={1} maw={640}>
        {SERVER_ERROR_PAGE.title}
      </Title>
      <Stack gap="sm" align="center">
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        {/* A full navigation: after a failure the app's state is suspect. */}
        <Button component="a" href={PATHS.home} size="md">
          {SERVER_ERROR_PAGE.button}
        </Button>
      </Stack>
    </Stack>
  );
}
