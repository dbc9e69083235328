import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { portalServices } from "@portal/schemas/search/portal-services";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { settingsAtom } from "../../../state/settings";

/**
 * "En línea en este portal" on /tramites-y-servicios: the certificate forms, the document download and the PQRDS, from
 * the portal's one services list (the one the search indexes), so the procedures page always leads to what can be
 * done here without any content listing it.
 */
export function OnlineServices() {
  const settings = useAtomValue(settingsAtom);
  const services = settings ? portalServices(settings).filter((s) => s.online) : [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="online-services">
      <Stack gap="sm">
        <Title order={2} size="h3" id="online-services">
          En línea en este portal
        </Title>
        <Text size="sm">Estos trámites se hacen aquí mismo, sin desplazarte a una sede.</Text>
        <List spacing={4}>
          {services.map((s) => (
            <List.Item key={s.key}>
              <Anchor component={Link} to={s.path}>
                {s.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
