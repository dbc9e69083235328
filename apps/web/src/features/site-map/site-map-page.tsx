import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { SITE_MAP_MESSAGES as M, type TSiteMapEntry } from "@portal/schemas/site-map/site-map";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { Link } from "react-router";
import { useRouteTable } from "../../app/route-table-context";
import { usePageTitle } from "../../components/page-title";
import { trpc } from "../../lib/trpc";
import { settingsAtom } from "../../state/settings";
import { contentPath, sectionPath } from "../contents/content-paths";
import { fixedPages } from "./fixed-pages";

type TRoutes = { tag: string; contentInfo: string };

/** /mapa-del-sitio: the home menu, the sections and the portal's fixed pages, each a link (spec 02 §2). */
export function SiteMapPage() {
  usePageTitle(M.title);
  const settings = useAtomValue(settingsAtom);
  const map = trpc.siteMap.get.useQuery(undefined, { meta: { silent: true } });
  const table = useRouteTable();
  const pages = useMemo(() => fixedPages(table), [table]);
  const routes = settings?.routes;

  return (
    <Stack gap="xl">
      <Title order={1}>{M.title}</Title>
      {map.error && (
        <Alert color="red" role="alert">
          No pudimos cargar el menú y las secciones.
        </Alert>
      )}
      {!map.data && !map.error && <Loader aria-label="Cargando el mapa del sitio" />}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
        {map.data && routes && (
          <section aria-labelledby="mapa-menu">
            <Title order={2} size="h3" id="mapa-menu" mb="sm">
              {M.menus}
            </Title>
            {map.data.menus.length === 0 ? <Text>{M.empty}</Text> : <EntryList entries={map.data.menus} routes={routes} />}
          </section>
        )}
        {map.data && routes && (
          <section aria-labelledby="mapa-secciones">
            <Title order={2} size="h3" id="mapa-secciones" mb="sm">
              {M.sections}
            </Title>
            {map.data.sections.length === 0 ? (
              <Text>{M.empty}</Text>
            ) : (
              <ul>
                {map.data.sections.map((s) => (
                  <li key={s.tagID}>
                    <Anchor component={Link} to={sectionPath(routes, s.friendlyName)}>
                      {s.name}
                    </Anchor>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        <section aria-labelledby="mapa-paginas">
          <Title order={2} size="h3" id="mapa-paginas" mb="sm">
            {M.pages}
          </Title>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                <Anchor component={Link} to={p.path}>
                  {p.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </section>
      </SimpleGrid>
    </Stack>
  );
}

function EntryList({ entries, routes }: { entries: TSiteMapEntry[]; routes: TRoutes }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.id}>
          <EntryLink entry={e} routes={routes} />
          {e.children.length > 0 && <EntryList entries={e.children} routes={routes} />}
        </li>
      ))}
    </ul>
  );
}

function EntryLink({ entry, routes }: { entry: TSiteMapEntry; routes: TRoutes }) {
  const t = entry.target;
  if (t.kind === "group")
    return (
      <Text span fw={600}>
        {entry.name}
      </Text>
    );
  if (t.kind === "link") {
    return t.href.startsWith("/") ? (
      <Anchor component={Link} to={t.href}>
        {entry.name}
      </Anchor>
    ) : (
      <Anchor href={t.href}>{entry.name}</Anchor>
    );
  }
  const to = t.kind === "section" ? sectionPath(routes, t.friendlyName) : contentPath(routes, t.friendlyName);
  return (
    <Anchor component={Link} to={to}>
      {entry.name}
    </Anchor>
  );
}
