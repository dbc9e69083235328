import { Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { INDICATORS_MESSAGES as M, scoreStr } from "@portal/schemas/indicators/indicators.schema";
import { lazy, Suspense } from "react";
import type { THistoryPoint } from "./score-history-chart";

const ScoreHistoryChart = lazy(() => import("./score-history-chart").then((m) => ({ default: m.ScoreHistoryChart })));

/** The history section: the chart (loaded on demand) and its points as a table for assistive technology. */
export function ScoreHistory({ points, title = M.history }: { points: readonly THistoryPoint[] | undefined; title?: string }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="score-history-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="score-history-title">
          {title}
        </Title>
        {!points ? (
          <Skeleton h={260} />
        ) : points.every((p) => p.score === null) ? (
          <Text c="dimmed">{M.noScores}</Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h={260} />}>
              <ScoreHistoryChart points={points} />
            </Suspense>
            <VisuallyHidden>
              <Table>
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{M.date}</Table.Th>
                    <Table.Th>{M.rankingScore}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((p) => (
                    <Table.Tr key={p.dateStr}>
                      <Table.Td>{p.dateStr}</Table.Td>
                      <Table.Td>{p.score === null ? "—" : scoreStr(p.score)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
