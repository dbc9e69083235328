import { Alert, Stack, Text, TextInput, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { hasAdminLink } from "@portal/schemas/accounts/permissions";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { matchesMenuSearch, visibleShortcuts } from "./admin-shortcuts";
import { ShortcutList } from "./shortcut-list";

/** /menu: the administrator menu: the shortcuts the user's permissions allow, with a search within the menu. */
export function MenuPage() {
  const user = useAtomValue(currentUserAtom);
  const chatEnabled = useAtomValue(settingsAtom)?.chatEnabled ?? false;
  const [query, setQuery] = useState("");
  const shortcuts = useMemo(() => (user ? visibleShortcuts(user.permissions, chatEnabled) : []), [user, chatEnabled]);
  const shown = shortcuts.filter((s) => matchesMenuSearch(`${s.label} ${s.description}`, query));

  return (
    <Stack gap="lg">
      <Title order={1}>Menú de administración</Title>
      {!user || !hasAdminLink(user.permissions) ? (
        <Alert color="portal" variant="light">
          Este menú reúne las herramientas de administración del portal. Inicia sesión con una cuenta con permisos de administración para verlas.
        </Alert>
      ) : (
        <>
          <TextInput label="Buscar en el menú" type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} maw={420} />
          <div aria-live="polite">
            {shown.length === 0 ? <Text>No hay opciones que coincidan con «{query}».</Text> : <ShortcutList shortcuts={shown} />}
          </div>
        </>
      )}
    </Stack>
  );
}
