import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { MY_TICKETS_MESSAGES as M } from "@portal/schemas/messages/my-tickets-messages";
import { TICKET_LIMITS, TICKET_STATUS } from "@portal/schemas/messages/ticket.schema";
import { useState } from "react";
import { ListPagination } from "../../components/data/list-pagination";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

/**
 * /mi-perfil/mensajes: the citizen's own tickets and the entity's answers (GET tickets/mine, scoped to the caller
 * by the server), newest first, 20 a page. Messages and answers are plain text, shown as text.
 */
export function MyTicketsPage() {
  const [page, setPage] = useState(1);
  const mine = trpc.tickets.mine.useQuery({ page, pageSize: TICKET_LIMITS.pageSize });
  const items = mine.data?.items ?? [];
  const total = mine.data?.total ?? 0;
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{M.title}</Title>
      <Text>{M.intro}</Text>
      {mine.isSuccess && items.length === 0 && <Text c="dimmed">{M.empty}</Text>}
      {items.map((t) => (
        <Paper key={t.ticketID} withBorder p="md" radius="md" component="article" aria-labelledby={`ticket-${t.ticketID}`}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id={`ticket-${t.ticketID}`}>
              {t.subject}
            </Title>
            <Badge variant="light" color={t.answer ? "green.8" : t.status === TICKET_STATUS.open ? "yellow.8" : "gray"}>
              {t.answer ? M.answered : t.status === TICKET_STATUS.open ? M.open : M.closed}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {M.sentOn} {formatLongDate(t.createdAt)}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }} mt="xs">
            {t.message}
          </Text>
          {t.answer && (
            <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
              <Text fw={600} size="sm">
                {M.answer}
                {t.answeredAt ? ` · ${M.answeredOn} ${formatLongDate(t.answeredAt)}` : ""}
              </Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>{t.answer}</Text>
            </Paper>
          )}
        </Paper>
      ))}
      {total > TICKET_LIMITS.pageSize && <ListPagination page={page} pageSize={TICKET_LIMITS.pageSize} total={total} onChange={setPage} />}
    </Stack>
  );
}
