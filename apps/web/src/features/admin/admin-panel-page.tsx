import { Anchor, Center, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { visibleShortcuts } from "../../app/admin-shortcuts";
import { PATHS } from "../../app/paths";
import { DesktopNotice } from "../../components/desktop-notice";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { ShortcutList } from "./shortcut-list";

// The Administrator's tools load only for them (each its own chunk).
const UsersAdmin = lazy(() => import("./users-admin").then((m) => ({ default: m.UsersAdmin })));
const AuditLog = lazy(() => import("./audit-log").then((m) => ({ default: m.AuditLog })));

/** /administrador: the admin panel: the shortcuts each permission opens and, for Administrators, users and the audit log. */
export function AdminPanelPage() {
  const user = useAtomValue(currentUserAtom);
  const chatEnabled = useAtomValue(settingsAtom)?.chatEnabled ?? false;
  const shortcuts = user ? visibleShortcuts(user.permissions, chatEnabled).filter((s) => s.path !== "/administrador") : [];
  const administrator = user ? holdsPermission(user.permissions, "Administrator") : false;
  return (
    <Stack gap="lg">
      <DesktopNotice />
      <div>
        <Title order={1}>Panel de administración</Title>
        <Text c="dimmed">Hola, {user?.name}. Estas son las herramientas disponibles para tu cuenta.</Text>
      </div>
      {shortcuts.length > 0 && <ShortcutList shortcuts={shortcuts} />}
      {administrator && (
        <Anchor component={Link} to={PATHS.updateData}>
          Actualizar los datos de los usuarios principales (administrador, representante legal y webmaster)
        </Anchor>
      )}
      {administrator && (
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="users">Usuarios y permisos</Tabs.Tab>
            <Tabs.Tab value="audit">Registro de auditoría</Tabs.Tab>
          </Tabs.List>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Cargando" />
              </Center>
            }
          >
            {/* Kept mounted: the search, filter and page of the users stay while the audit log is looked at. */}
            <Tabs.Panel value="users" pt="md" keepMounted>
              <UsersAdmin />
            </Tabs.Panel>
            <Tabs.Panel value="audit" pt="md">
              <AuditLog />
            </Tabs.Panel>
          </Suspense>
        </Tabs>
      )}
    </Stack>
  );
}
