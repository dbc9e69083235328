import { Alert, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { PERMISSION_LABELS, type TPermission } from "@portal/schemas/accounts/permissions";
import { formatLongDate } from "../../lib/format";
import { currentUserAtom } from "../../state/session";
import { SecuritySection } from "./security-section";
import { NotificationPreferences } from "../notifications/notification-preferences";

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value || "—"}
      </Text>
    </div>
  );
}

/** /mi-perfil/: the user's data (read-only for now: the profile editor comes with the profile module) and "Seguridad". */
export function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <Stack gap="lg" maw={820}>
      <Group gap="md">
        <Avatar size={64} radius="xl" color="portal" src={user.image ?? undefined} alt="">
          {user.firstsLetter}
        </Avatar>
        <div>
          <Title order={1}>Mi perfil</Title>
          <Text c="dimmed">{user.fullName}</Text>
        </div>
      </Group>
      <Alert color="portal" variant="light">
        Muy pronto podrás editar aquí tus datos, tu foto y tus preferencias de notificaciones.
      </Alert>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-data">
        <Title order={2} size="h3" id="profile-data" mb="md">
          Mis datos
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          <Field label="Nombre completo" value={user.fullName} />
          <Field label="Correo electrónico" value={user.email} />
          <Field label="Número de identificación" value={user.identification} />
          <Field label="Nombre de usuario" value={user.friendlyName} />
          <Field label="Miembro desde" value={formatLongDate(user.creationDate)} />
          <Field label="Boletín de noticias" value={user.enabledNewsletter ? "Suscrito" : "No suscrito"} />
          <Field label="Notificaciones" value={user.enabledNotifications ? "Activadas" : "Desactivadas"} />
        </SimpleGrid>
      </Paper>
      <SecuritySection user={user} />
      <NotificationPreferences />
      {user.permissions.length > 0 && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-permissions">
          <Title order={2} size="h3" id="profile-permissions" mb="md">
            Permisos de administración
          </Title>
          <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {user.permissions.map((p) => (
              <li key={p}>
                <Badge variant="light" color="portal" size="lg">
                  {PERMISSION_LABELS[p as TPermission] ?? p}
                </Badge>
              </li>
            ))}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
