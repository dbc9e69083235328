import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { INDICATORS_MESSAGES as M, scoreStr } from "@portal/schemas/indicators/indicators.schema";
import { centredStart, moveDown, moveUp, rankingWindow } from "@portal/schemas/indicators/ranking-window";
import { useEffect, useState } from "react";

type TRankingRow = { rank: number; siteName: string; score: number | null; current: boolean; demo?: boolean };

/**
 * A ranking shown five rows at a time (spec 02 §4): opens centred on this site; up/down move by 5 and are disabled
 * at the ends; "center" returns to this site; with 5 rows or fewer there are no buttons. The server's `note` says when
 * this site stands alone (no peer's score received) or when fictitious example peers, badged "Ejemplo", are shown.
 */
export function RankingTable({
  id,
  title,
  rows,
  currentIndex,
  note,
}: {
  id: string;
  title: string;
  rows: readonly TRankingRow[] | undefined;
  currentIndex: number;
  note?: string | null;
}) {
  const total = rows?.length ?? 0;
  const [start, setStart] = useState(() => centredStart(total, currentIndex));
  useEffect(() => setStart(centredStart(total, currentIndex)), [total, currentIndex]);
  const w = rankingWindow(total, start);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id} data-testid={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {!rows ? (
          <Skeleton h={200} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{M.noScores}</Text>
        ) : (
          <>
            <Table striped aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.rankingRank}</Table.Th>
                  <Table.Th>{M.rankingSite}</Table.Th>
                  <Table.Th>{M.rankingScore}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.slice(w.start, w.end).map((r) => (
                  <Table.Tr
                    key={`${r.rank}-${r.siteName}`}
                    fw={r.current ? 700 : undefined}
                    bg={r.current ? "var(--mantine-color-blue-light)" : undefined}
                    aria-current={r.current ? "true" : undefined}
                  >
                    <Table.Td>{r.rank}</Table.Td>
                    <Table.Td>
                      {r.siteName}
                      {r.current && (
                        <Text span size="sm">
                          {" "}
                          ({M.rankingCurrent})
                        </Text>
                      )}
                      {r.demo && (
                        <Badge ml="xs" size="sm" variant="outline" color="gray">
                          {M.rankingExample}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{r.score === null ? "—" : scoreStr(r.score)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {note && (
              <Text size="sm" c="dimmed" data-testid={`${id}-note`}>
                {note}
              </Text>
            )}
            {w.navigable && (
              <Group gap="xs">
                <Button variant="default" size="compact-sm" disabled={!w.canUp} onClick={() => setStart(moveUp(total, w.start))}>
                  {M.rankingUp}
                </Button>
                <Button variant="default" size="compact-sm" disabled={currentIndex < 0} onClick={() => setStart(centredStart(total, currentIndex))}>
                  {M.rankingCenter}
                </Button>
                <Button variant="default" size="compact-sm" disabled={!w.canDown} onClick={() => setStart(moveDown(total, w.start))}>
                  {M.rankingDown}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
