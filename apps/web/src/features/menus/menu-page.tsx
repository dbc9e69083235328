import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { hasAdminLink, holdsPermission } from "@portal/schemas/accounts/permissions";
import { matchesMenuKeyword } from "@portal/schemas/menus/menu-catalog";
import { FONT_SIZE_LEVELS } from "@portal/schemas/ui/ui-constants";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { visibleShortcuts } from "../../app/admin-shortcuts";
import { ContrastIcon } from "../../components/icons";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { contrastAtom, fontSizeAtom } from "../../state/ui";
import { ShortcutList } from "../admin/shortcut-list";
import { SiteScoreBadge } from "../indicators/site-score-badge";
import { filterMenu } from "./menu-filter";
import { MENU_EDITOR_PATH } from "./menu-paths";
import { MenuTreeView } from "./menu-tree-view";
import type { TMenuEntry, TRelatedSite } from "./menu-types";
import classes from "./menus.module.css";

/** Night mode and font size (spec 03 §2: for non-admins), the same preferences as the footer's controls. */
function ReadingControls() {
  const [night, setNight] = useAtom(contrastAtom);
  const [fontSize, setFontSize] = useAtom(fontSizeAtom);
  return (
    <section aria-labelledby="menu-lectura">
      <Title order={2} id="menu-lectura" size="h3" mb="xs">
        Opciones de lectura
      </Title>
      <Group gap="xs">
        <Button variant={night ? "filled" : "default"} aria-pressed={night} leftSection={<ContrastIcon size={18} />} onClick={() => setNight(!night)}>
          Modo noche
        </Button>
        <Button variant="default" onClick={() => setFontSize(fontSize - 1)} disabled={fontSize <= FONT_SIZE_LEVELS.min}>
          A-<span className="visually-hidden"> (reducir tamaño de letra)</span>
        </Button>
        <Button variant="default" onClick={() => setFontSize(fontSize + 1)} disabled={fontSize >= FONT_SIZE_LEVELS.max}>
          A+<span className="visually-hidden"> (aumentar tamaño de letra)</span>
        </Button>
        <span className="visually-hidden" aria-live="polite">
          Tamaño de letra: nivel {fontSize} de {FONT_SIZE_LEVELS.max}
        </span>
      </Group>
    </section>
  );
}

function RelatedSites({ sites }: { sites: readonly TRelatedSite[] }) {
  if (sites.length === 0) return null;
  return (
    <section aria-labelledby="menu-sitios">
      <Title order={2} id="menu-sitios" size="h3" mb="xs">
        Sitios relacionados
      </Title>
      <ul className={classes.sites}>
        {sites.map((s) => (
          <li key={s.id}>
            <Anchor href={s.allowedUrl} target="_blank" rel="noopener noreferrer">
              {s.name}
              <span className="visually-hidden"> (abre en una pestaña nueva)</span>
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SiteQrCode() {
  const qr = trpc.menus.qrCode.useQuery(undefined, { staleTime: Infinity, meta: { silent: true } });
  if (!qr.data) return null;
  return (
    <section aria-labelledby="menu-qr">
      <Title order={2} id="menu-qr" size="h3" mb="xs">
        Código QR del portal
      </Title>
      <figure className={classes.qr}>
        <img src={qr.data.qr} width={148} height={148} alt={`Código QR con la dirección del portal: ${qr.data.url}`} />
        <figcaption>
          <Text size="sm">Escanea el código para abrir el portal en tu celular.</Text>
          <Anchor href={qr.data.qr} download="codigo-qr-portal.svg" size="sm">
            Descargar el código QR
          </Anchor>
        </figcaption>
      </figure>
    </section>
  );
}

/**
 * /menu/: the menu panel (spec 02 §2, 03 §2): a search within the menu, the Home menu's groups and items (private
 * entries once logged in, inactive ones only for menu managers, flagged), the related sites, the portal's QR code,
 * reading options for non-admins and, for staff, the admin shortcuts their permissions allow.
 */
export function MenuPage() {
  const user = useAtomValue(currentUserAtom);
  const chatEnabled = useAtomValue(settingsAtom)?.chatEnabled ?? false;
  const [query, setQuery] = useState("");
  const tree = trpc.menus.tree.useQuery({ section: "Home" }, { enabled: user !== undefined });
  // A login or logout changes what the server answers (private and inactive entries): ask again.
  const utils = trpc.useUtils();
  const userId = user?.id ?? null;
  useEffect(() => {
    void utils.menus.tree.invalidate();
  }, [userId, utils]);
  const sites = trpc.menus.relatedSites.panel.useQuery(undefined, { staleTime: 60_000 });
  const staff = Boolean(user && hasAdminLink(user.permissions));
  const canEdit = Boolean(user && holdsPermission(user.permissions, "Menus"));
  const shortcuts = useMemo(() => (user ? visibleShortcuts(user.permissions, chatEnabled) : []), [user, chatEnabled]);
  const entries = useMemo(() => filterMenu((tree.data ?? []) as TMenuEntry[], query), [tree.data, query]);
  const shownShortcuts = shortcuts.filter((s) => matchesMenuKeyword(`${s.label} ${s.description}`, query));
  const nothing = entries.length === 0 && shownShortcuts.length === 0;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Menú</Title>
        {canEdit && (
          <Button component={Link} to={MENU_EDITOR_PATH} variant="light">
            Editar el menú
          </Button>
        )}
      </Group>
      <TextInput label="Buscar en el menú" type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} maw={420} />
      {/* The site score (spec 02 §2 / 03 §2): red, yellow or green with its month, linking to the indicators page. */}
      <div>
        <SiteScoreBadge />
      </div>
      {query.trim() && !tree.isLoading && (
        <Text role="status" size="sm">
          {entries.length + shownShortcuts.length === 1 ? "1 opción coincide" : `${entries.length + shownShortcuts.length} opciones coinciden`} con «
          {query.trim()}».
        </Text>
      )}
      <div>
        {tree.isLoading || user === undefined ? (
          <Loader size="sm" aria-label="Cargando el menú" />
        ) : tree.isError ? (
          <Alert color="red">No pudimos cargar el menú. Intenta de nuevo más tarde.</Alert>
        ) : nothing ? (
          <Text>No hay opciones que coincidan con «{query}».</Text>
        ) : (
          <MenuTreeView entries={entries} />
        )}
      </div>
      {staff && shownShortcuts.length > 0 && (
        <section aria-labelledby="menu-admin">
          <Title order={2} id="menu-admin" size="h3" mb="sm">
            Administración
          </Title>
          <ShortcutList shortcuts={shownShortcuts} />
        </section>
      )}
      <RelatedSites sites={sites.data ?? []} />
      <SiteQrCode />
      {!staff && <ReadingControls />}
    </Stack>
  );
}
