import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { COMPLAINT_FORM_TYPE_IDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { useAtomValue } from "jotai";
import { Link, useNavigate } from "react-router";
import { openExternalLink } from "../../components/dialogs";
import { settingsAtom } from "../../state/settings";
import { complaintPaths } from "../complaint-forms/complaint-paths";
import { chooserTarget } from "../complaint-forms/complaint-values";
import { BranchLines } from "./branch-lines";
import { entityContactLines } from "./contact-lines";
import { socialLinks } from "./social-links";

function Line({ label, value, href }: { label: string; value: string; href?: string }) {
  if (!value) return null;
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {href ? <Anchor href={href}>{value}</Anchor> : value}
      </Text>
    </div>
  );
}

/** /contactenos/: the entity's contact data, branches and social links, from settings (spec 01 §2). */
export function ContactPage() {
  const navigate = useNavigate();
  const settings = useAtomValue(settingsAtom);
  if (!settings) return null;
  const { entity } = settings;
  const paths = complaintPaths(settings.routes.complaint);
  const social = socialLinks(entity.socialNetworks);

  const bookAppointment = () => {
    const target = chooserTarget(COMPLAINT_FORM_TYPE_IDS.appointment, settings.externalLinks);
    if (target.kind === "form") void navigate(paths.form(COMPLAINT_FORM_TYPE_IDS.appointment));
    else void openExternalLink(target.url);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Contáctenos</Title>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-entity">
        <Title order={2} size="h3" id="contact-entity" mb="md">
          {entity.name}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="dl" m={0}>
          {entityContactLines(entity).map((line) => (
            <Line key={line.label} {...line} />
          ))}
        </SimpleGrid>
      </Paper>

      {settings.pqrEnabled && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-pqrds">
          <Title order={2} size="h3" id="contact-pqrds" mb="sm">
            Peticiones, quejas, reclamos, denuncias y sugerencias
          </Title>
          <Text mb="md">
            Puedes radicar tu solicitud en el{" "}
            <Anchor component={Link} to={paths.chooser}>
              formulario electrónico de PQRDS
            </Anchor>{" "}
            o agendar una cita con la entidad.
          </Text>
          <Group gap="sm">
            <Button onClick={bookAppointment}>AGENDAR CITA</Button>
            <Button component={Link} to={paths.chooser} variant="default">
              Radicar una PQRDS
            </Button>
          </Group>
        </Paper>
      )}

      {entity.subsidiaries.length > 0 && (
        <section aria-labelledby="contact-branches">
          <Title order={2} size="h3" id="contact-branches" mb="md">
            Sucursales
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {entity.subsidiaries.map((b) => (
              <Paper component="li" key={`${b.name}-${b.address}`} withBorder p="md" radius="md">
                <Text fw={700}>{b.name}</Text>
                <BranchLines branch={b} />
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}

      {social.length > 0 && (
        <section aria-labelledby="contact-social">
          <Title order={2} size="h3" id="contact-social" mb="sm">
            Redes sociales
          </Title>
          <Group gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {social.map((s) => (
              <li key={s.name}>
                <Anchor
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => {
                    e.preventDefault();
                    void openExternalLink(s.url);
                  }}
                >
                  {s.name}
                  <span className="visually-hidden"> (sitio externo)</span>
                </Anchor>
              </li>
            ))}
          </Group>
        </section>
      )}
    </Stack>
  );
}
