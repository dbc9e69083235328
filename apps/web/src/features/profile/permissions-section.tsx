import { Badge, Group, Paper, Title } from "@mantine/core";
import { PERMISSION_LABELS } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";

/** "Permisos de administración": what a staff member holds (nothing for citizens). */
export function PermissionsSection({ user }: { user: TSessionUser }) {
  if (user.permissions.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-permissions">
      <Title order={2} size="h3" id="profile-permissions" mb="md">
        Permisos de administración
      </Title>
      <Group gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {user.permissions.map((p) => (
          <li key={p}>
            <Badge variant="light" color="portal" size="lg">
              {PERMISSION_LABELS[p] ?? p}
            </Badge>
          </li>
        ))}
      </Group>
    </Paper>
  );
}
