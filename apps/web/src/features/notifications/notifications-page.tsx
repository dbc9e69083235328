import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { NOTIFICATION_MESSAGES } from "@portal/schemas/notifications/notification-messages";
import { NOTIFICATIONS_PAGE_SIZE } from "@portal/schemas/notifications/notification.schema";
import { LoadMore } from "../../components/data/load-more";
import { PageLoader } from "../../components/page-loader";
import { isExternalUrl } from "../../components/dialogs";
import { formatLongDate, relativeTime } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import classes from "./notifications.module.css";

/** The notifications page, with "Cargar más" (spec 03 §2). */
export function NotificationsPage() {
  const [pages, setPages] = useState(1);
  const results = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, i) => t.notifications.list({ page: i + 1, pageSize: NOTIFICATIONS_PAGE_SIZE })),
  );
  const first = results[0];
  const items = results.flatMap((r) => r.data?.items ?? []);
  const total = first?.data?.total ?? 0;
  const loadingMore = results.some((r) => r.isLoading) && pages > 1;

  // Opening the page counts as seeing them: the header's badge goes to zero (the "Nueva" marks stay on this visit).
  const utils = trpc.useUtils();
  const markSeen = trpc.notifications.markSeen.useMutation({ meta: { silent: true }, onSuccess: () => utils.notifications.unseenCount.setData(undefined, { count: 0 }) });
  const marked = useRef(false);
  const hasUnseen = items.some((n) => !n.seen);
  useEffect(() => {
    if (!hasUnseen || marked.current) return;
    marked.current = true;
    markSeen.mutate();
  }, [hasUnseen, markSeen]);

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>Notificaciones</Title>
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
                        <a href={n.url} target="_blank" rel="noopener noreferrer" className={classes.link}>
                          {n.value}
                        </a>
                      ) : (
                        <Link to={n.url} className={classes.link}>
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
                    <Badge color="red.9" variant="filled">
                      Nueva
                    </Badge>
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
