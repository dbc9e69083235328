import { Anchor, List, Paper, Title } from "@mantine/core";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { Link } from "react-router";

/** Links to the other certificate procedures, so none of the five is reachable only by typing its address. */
export function OtherCertificates({ currentID }: { currentID: number }) {
  return (
    <Paper withBorder p="lg" radius="md" component="nav" aria-labelledby="other-certificates">
      <Title order={2} size="h4" id="other-certificates" mb="xs">
        Otros certificados en línea
      </Title>
      <List spacing={4}>
        {CERTIFICATE_LINKS.filter((c) => c.id !== currentID).map((c) => (
          <List.Item key={c.id}>
            <Anchor component={Link} to={c.path}>
              {c.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
