import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type TStatistics = RouterOutputs["indicators"]["statistics"];

/** The historical reports list; admins may remove one. */
export function HistoricalReports({ reports, canEdit }: { reports: TStatistics["reports"]; canEdit: boolean }) {
  const utils = trpc.useUtils();
  const remove = trpc.indicators.removeReport.useMutation({ onSuccess: (data) => utils.indicators.statistics.setData(undefined, data) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="historical-reports-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="historical-reports-title">
          {M.historicalReports}
        </Title>
        {reports.length === 0 ? (
          <Text c="dimmed">{M.noReports}</Text>
        ) : (
          reports.map((r) => (
            <Group key={r.fileID} justify="space-between">
              <Anchor href={r.url} target="_blank" rel="noopener">
                {r.title} (PDF)
              </Anchor>
              {canEdit && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ fileID: r.fileID })}
                  aria-label={`${M.removeReport}: ${r.title}`}
                >
                  {M.removeReport}
                </Button>
              )}
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
