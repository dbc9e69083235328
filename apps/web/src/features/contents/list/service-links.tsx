import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { TServiceHit } from "@portal/schemas/search/search-answer";
import { Link } from "react-router";
import { isExternalUrl, openExternalLink } from "../../../components/dialogs";

/** A titled list of the portal's services (or linked transparency items), each a link with its description. */
export function ServiceLinks({ id, title, services }: { id: string; title: string; services: readonly TServiceHit[] }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <List spacing="xs">
          {services.map((s) => (
            <List.Item key={s.path}>
              {isExternalUrl(s.path) ? (
                // Leaving the portal asks first (spec 03 §9 external-link dialog).
                <Anchor
                  href={s.path}
                  onClick={(e) => {
                    e.preventDefault();
                    void openExternalLink(s.path);
                  }}
                >
                  {s.title}
                </Anchor>
              ) : (
                <Anchor component={Link} to={s.path}>
                  {s.title}
                </Anchor>
              )}
              <Text size="sm" c="dimmed">
                {s.description}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
