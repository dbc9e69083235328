import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { NOTIFICATIONS_PAGE_SIZE } from "@portal/schemas/notifications/notification.schema";
import { NOTIFICATION_MESSAGES } from "@portal/schemas/notifications/notification-messages";
import { useState } from "react";
import { Link } from "react-router";
import { LoadMore } from "../../components/data/load-more";
import { isExternalUrl } from "../../components/dialogs";
import { PageLoader } from "../../components/page-loader";
import { formatLongDate, relativeTime } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import classes from "./notifications.module.css";

/** The notifications page, with "Cargar más" (spec 03 §2). */
export function NotificationsPage() {
  const [pages, setPages] = useState(1);
  const results = trpc.useQueries((t) => Array.from({ length: pages }, (_, i) => t.notifications.list({ page: i + 1, pageSize: NOTIFICATIONS_PAGE_SIZE })));
  const first = results[0];
  const items = results.flatMap((r) => r.data?.items ?? []);
  const total = first?.data?.total ?? 0;
  const loadingMore = results.some((r) => r.isLoading) && pages > 1;

  // Seen is the user's choice: one ("Marcar como vista", or opening its link) or all. The header's count follows
  // through the live stream; refreshing it here too keeps it right when the stream is down.
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.notifications.list.invalidate(), utils.notifications.unseenCount.invalidate()]);
  const markAll = trpc.notifications.markSeen.useMutation({ onSuccess: refresh });
  const markOne = trpc.notifications.markOneSeen.useMutation({ meta: { silent: true }, onSuccess: refresh });
  const hasUnseen = items.some((n) => !n.seen);
  const seeOne = (n: { id: number; seen: boolean }) => {
    if (!n.seen) markOne.mutate({ id: n.id });
  };

  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="center">
        <Title order={1}>Notificaciones</Title>
        {hasUnseen ? (
          <Button variant="light" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {NOTIFICATION_MESSAGES.markAll}
          </Button>
        ) : (
          items.length > 0 && <Text c="dimmed">{NOTIFICATION_MESSAGES.allSeen}</Text>
        )}
      </Group>
      {first?.isLoading ? (
        <PageLoader />
      ) : first?.isError ? (
        <Alert color="red" variant="light" role="alert">
          {NOTIFICATION_MESSAGES.loadFailed}
        </Alert>
      ) : items.length === 0 ? (
        <Text>{NOTIFICATION_MESSAGES.empty}</Text>
      ) : (
        <>
          <Stack gap="sm" component="ul" className={classes.list}>
            {items.map((n) => (
              <Paper component="li" key={n.id} withBorder p="md" radius="md" className={classes.item} data-seen={n.seen}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                  <div>
                    {n.url ? (
                      isExternalUrl(n.url) ? (
                        <a href={n.url} target="_blank" rel="noopener noreferrer" className={classes.link} onClick={() => seeOne(n)}>
                          {n.value}
                        </a>
                      ) : (
                        <Link to={n.url} className={classes.link} onClick={() => seeOne(n)}>
                          {n.value}
                        </Link>
                      )
                    ) : (
                      <Text className={classes.link}>{n.value}</Text>
                    )}
                    <Text size="sm" c="dimmed" mt={4}>
                      <time dateTime={String(n.date)} title={formatLongDate(n.date)}>
                        {relativeTime(n.date)}
                      </time>
                    </Text>
                  </div>
                  {!n.seen && (
                    <Stack gap={6} align="flex-end">
                      <Badge color="red.9" variant="filled">
                        {NOTIFICATION_MESSAGES.unseenBadge}
                      </Badge>
                      <Button size="compact-sm" variant="subtle" onClick={() => seeOne(n)} loading={markOne.isPending && markOne.variables?.id === n.id}>
                        {NOTIFICATION_MESSAGES.markOne}
                        <span className="visually-hidden">: {n.value}</span>
                      </Button>
                    </Stack>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <LoadMore shown={items.length} total={total} loading={loadingMore} onLoadMore={() => setPages((p) => p + 1)} />
        </>
      )}
    </Stack>
  );
}
