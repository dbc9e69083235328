import { Alert, Stack, Text, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import { DesktopNotice } from "../../components/desktop-notice";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { visibleShortcuts, type TAdminShortcut } from "./admin-shortcuts";

/** The Administrator's pages (ADMINISTRATOR_PAGES), shown here rather than in every page's shortcut list. */
const ADMINISTRATOR_SHORTCUTS: readonly TAdminShortcut[] = [
  { path: "/administrador/usuarios", label: "Usuarios y permisos", description: "Buscar usuarios, otorgar y retirar permisos, desactivar cuentas.", permissions: ["Administrator"] },
  { path: "/administrador/auditoria", label: "Registro de auditoría", description: "Quién hizo qué, cuándo y desde dónde.", permissions: ["Administrator"] },
];
import { ShortcutList } from "./shortcut-list";

/** /administrador: the admin panel. For now its shortcuts; the block and banner editors come with their modules. */
export function AdminPanelPage() {
  const user = useAtomValue(currentUserAtom);
  const chatEnabled = useAtomValue(settingsAtom)?.chatEnabled ?? false;
  const shortcuts = user ? visibleShortcuts(user.permissions, chatEnabled).filter((s) => s.path !== "/administrador") : [];
  if (user && holdsPermission(user.permissions, "Administrator")) shortcuts.push(...ADMINISTRATOR_SHORTCUTS);
  return (
    <Stack gap="lg">
      <DesktopNotice />
      <div>
        <Title order={1}>Panel de administración</Title>
        <Text c="dimmed">Hola, {user?.name}. Estas son las herramientas disponibles para tu cuenta.</Text>
      </div>
      <Alert color="portal" variant="light">
        Los editores de bloques del home, banners y contenidos estarán disponibles aquí muy pronto.
      </Alert>
      {shortcuts.length > 0 && <ShortcutList shortcuts={shortcuts} />}
    </Stack>
  );
}
