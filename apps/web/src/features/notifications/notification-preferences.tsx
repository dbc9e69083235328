import { Alert, Button, Paper, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { NOTIFICATION_PREFERENCE_MESSAGES as M } from "@portal/schemas/notifications/notification-messages";
import { useEffect, useState } from "react";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

/**
 * "Notificaciones por correo" of /mi-perfil/: which kinds of notification the user also gets by e-mail
 * (spec 03 §3, notification preference: Id, Name, Active). Every notification is shown in the portal regardless.
 */
export function NotificationPreferences() {
  const utils = trpc.useUtils();
  const query = trpc.notifications.preferences.useQuery(undefined, { meta: { silent: true } });
  const save = trpc.notifications.savePreferences.useMutation({
    onSuccess: (saved) => {
      utils.notifications.preferences.setData(undefined, saved);
      toast("success", M.saved);
    },
  });
  const [choices, setChoices] = useState<Record<number, boolean>>({});
  useEffect(() => {
    if (query.data) setChoices(Object.fromEntries(query.data.map((p) => [p.Id, p.Active])));
  }, [query.data]);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-notifications">
      <Title order={2} size="h3" id="profile-notifications" mb="xs">
        {M.title}
      </Title>
      <Text c="dimmed" mb="md">
        {M.intro}
      </Text>
      {query.isLoading ? (
        <Skeleton height={120} />
      ) : query.isError || !query.data ? (
        <Alert color="red" variant="light" role="alert">
          {M.loadFailed}
        </Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ preferences: query.data.map((p) => ({ Id: p.Id, Active: choices[p.Id] ?? false })) });
          }}
        >
          <Stack gap="sm">
            {query.data.map((p) => (
              <Switch
                key={p.Id}
                label={p.Name}
                checked={choices[p.Id] ?? false}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChoices((c) => ({ ...c, [p.Id]: checked }));
                }}
              />
            ))}
            <div>
              <Button type="submit" loading={save.isPending}>
                {M.save}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
