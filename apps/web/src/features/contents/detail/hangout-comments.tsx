import { Paper, Stack, Text, Title } from "@mantine/core";
import { HANGOUT_REFRESH } from "@portal/schemas/contents/hangout-refresh";
import { formatLongDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import type { TContentDetail } from "../content-api";

/**
 * A started hangout's newest comments (spec 02 §4): read every 60 s, at most 120 times, from the snapshot the worker
 * takes each minute (one Redis read per page, no database query); nothing shows before the hangout starts.
 */
export function HangoutComments({ content }: { content: TContentDetail }) {
  const snapshot = trpc.contents.hangoutComments.useQuery(
    { id: content.contentID },
    {
      enabled: content.commentWallType === 0,
      meta: { silent: true },
      retry: false,
      refetchInterval: (q) => (q.state.data?.finished || q.state.dataUpdateCount >= HANGOUT_REFRESH.maxRuns ? false : HANGOUT_REFRESH.intervalMs),
    },
  );
  const data = snapshot.data;
  if (!data) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="hangout-comments">
      <Title order={2} id="hangout-comments">
        Comentarios en vivo ({data.total})
      </Title>
      <Text size="xs" c="dimmed" aria-live="polite">
        Actualizado {formatLongDate(data.refreshedAt)}
      </Text>
      {data.comments.map((c) => (
        <Paper key={c.commentID} withBorder p="sm">
          <Text fw={600} size="sm">
            {c.user.fullName}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{c.value}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
