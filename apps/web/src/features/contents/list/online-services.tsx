import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { PATHS, segmentPath } from "../../../routes/paths";
import { settingsAtom } from "../../../state/settings";

/**
 * "En línea en este portal" on /tramites-y-servicios: the certificate forms, the document download and the PQRDS, linked
 * from the catalogue itself, so the procedures page always leads to what can be done here without any content listing it.
 */
export function OnlineServices() {
  const settings = useAtomValue(settingsAtom);
  const pqrds = settings?.pqrEnabled ? segmentPath(settings.routes.complaint) : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="online-services">
      <Stack gap="sm">
        <Title order={2} size="h3" id="online-services">
          En línea en este portal
        </Title>
        <Text size="sm">Estos trámites se hacen aquí mismo, sin desplazarte a una sede.</Text>
        <List spacing={4}>
          {CERTIFICATE_LINKS.map((c) => (
            <List.Item key={c.id}>
              <Anchor component={Link} to={c.path}>{c.title}</Anchor>
            </List.Item>
          ))}
          <List.Item>
            <Anchor component={Link} to={PATHS.documents}>Descarga de documentos</Anchor>
          </List.Item>
          {pqrds && (
            <>
              <List.Item>
                <Anchor component={Link} to={pqrds}>Radicar una PQRDS</Anchor>
              </List.Item>
              <List.Item>
                <Anchor component={Link} to={`${pqrds}/seguimiento`}>Consultar mi solicitud</Anchor>
              </List.Item>
            </>
          )}
        </List>
      </Stack>
    </Paper>
  );
}
