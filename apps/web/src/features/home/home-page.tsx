import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { usePageTitle } from "../../components/page-title";
import { PATHS, segmentPath } from "../../routes/paths";
import { settingsAtom } from "../../state/settings";
import classes from "./home.module.css";

type TQuickLink = { to: string; title: string; text: string };

/** The first shortcuts a citizen looks for; the home blocks (banners, news, calendar…) come from the blocks module. */
export function quickLinks(settings: { pqrEnabled: boolean; routes: { complaint: string } }): TQuickLink[] {
  const links: TQuickLink[] = [];
  if (settings.pqrEnabled) {
    const pqrds = segmentPath(settings.routes.complaint);
    links.push(
      { to: pqrds, title: "Radicar una PQRDS", text: "Peticiones, quejas, reclamos, denuncias y sugerencias." },
      { to: `${pqrds}/seguimiento`, title: "Consultar mi solicitud", text: "Sigue el estado de tu PQRDS con el número de radicado." },
    );
  }
  links.push(
    { to: "/tramites/certificado-paz-y-salvo", title: "Trámites y certificados", text: "Paz y salvo, uso del suelo, estratificación, residencia y laboral." },
    { to: "/transparencia", title: "Transparencia", text: "Información pública de la entidad (Ley 1712 de 2014)." },
    { to: "/contactenos/", title: "Contáctenos", text: "Canales de atención, horarios y sedes." },
  );
  return links;
}

export function HomePage() {
  const settings = useAtomValue(settingsAtom);
  usePageTitle(null);
  if (!settings) return null;
  const { entity } = settings;
  return (
    <Stack gap={40}>
      <section className={classes.hero} aria-labelledby="home-title">
        <Title order={1} id="home-title" className={classes.heroTitle}>
          {entity.title}
        </Title>
        <Text size="lg" className={classes.heroText}>
          Bienvenido al portal ciudadano de {entity.name}. Aquí puedes hacer tus trámites, radicar y consultar solicitudes y
          conocer la información pública de la entidad.
        </Text>
      </section>

      <section aria-labelledby="home-services">
        <Title order={2} id="home-services" mb="md">
          Servicios a la ciudadanía
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className={classes.cards}>
          {quickLinks(settings).map((link) => (
            <li key={link.to}>
              <Card component={Link} to={link.to} withBorder padding="lg" radius="md" className={classes.card}>
                <Text fw={700} size="lg" className={classes.cardTitle}>
                  {link.title}
                </Text>
                <Text c="dimmed" mt={6}>
                  {link.text}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </section>

      {/* The home blocks (type 1–19: banners, sliders, news, calendar, map…) render here once the blocks module lands. */}
      <section aria-labelledby="home-news" className={classes.blocks} data-home-blocks="">
        <Title order={2} id="home-news" mb="xs">
          Noticias y publicaciones
        </Title>
        <Text c="dimmed">Muy pronto encontrarás aquí las noticias, eventos y convocatorias de la entidad.</Text>
      </section>
    </Stack>
  );
}
