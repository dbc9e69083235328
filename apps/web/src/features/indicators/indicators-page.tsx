import { Anchor, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { PERIOD_TYPE, type TPeriodType } from "@portal/schemas/indicators/indicator-periods";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { Link } from "react-router";
import { trpc } from "../../lib/trpc";
import { STATISTICS_PATH } from "./indicator-paths";
import { IndicatorScoreList } from "./indicator-score-list";
import { RankingTable } from "./ranking-table";
import { SCORE_COLORS } from "./score-colors";
import { ScoreDownloadButton } from "./score-download-button";
import { ScoreHistory } from "./score-history";
import { usePeriodSelection } from "./use-period-selection";

export const PERIOD_OPTIONS = [
  { value: String(PERIOD_TYPE.week), label: M.periodWeek },
  { value: String(PERIOD_TYPE.month), label: M.periodMonth },
  { value: String(PERIOD_TYPE.year), label: M.periodYear },
];

/** /indicadores: the site's score out of 100 by week, month or year, its indicators, history and rankings. */
export function IndicatorsPage() {
  const selection = usePeriodSelection();
  const { period } = selection;
  const enabled = { enabled: period !== null };
  const q = period ?? { year: 2000, month: 0, week: 0 };
  const score = trpc.indicators.siteScore.useQuery(q, enabled);
  const scores = trpc.indicators.scores.useQuery(q, enabled);
  const history = trpc.indicators.history.useQuery({ ...q, amountPoints: 4 }, enabled);
  const siteType = trpc.indicators.siteType.useQuery();
  const general = trpc.indicators.ranking.useQuery({ ...q, siteTypeID: 0 }, enabled);
  const byType = trpc.indicators.ranking.useQuery(
    { ...q, siteTypeID: siteType.data?.siteTypeId ?? 1 },
    { enabled: period !== null && siteType.data !== undefined },
  );
  const s = score.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{M.title}</Title>
          <Anchor component={Link} to={STATISTICS_PATH}>
            {M.seeStatistics}
          </Anchor>
        </div>
        <ScoreDownloadButton period={period} />
      </Group>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="site-score-title">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            <SegmentedControl
              aria-label={M.byPeriod}
              data={PERIOD_OPTIONS}
              value={String(selection.periodType)}
              onChange={(v) => selection.setPeriodType(Number(v) as TPeriodType)}
            />
            <Select
              label={M.date}
              data={selection.options}
              value={selection.key}
              onChange={selection.setKey}
              allowDeselect={false}
              disabled={selection.options.length === 0}
              placeholder={selection.loading ? "…" : M.noScores}
            />
          </Stack>
          <Stack gap={4} align="center" justify="center">
            <Title order={2} size="h4" id="site-score-title">
              {M.siteScore}
            </Title>
            {!period && !selection.loading ? (
              <Text c="dimmed">{M.noScores}</Text>
            ) : !s ? (
              <Skeleton h={64} w={160} />
            ) : s.score === null || !s.colorClass ? (
              <Text c="dimmed">{M.noScores}</Text>
            ) : (
              <>
                <Text fz={56} fw={800} lh={1} c={SCORE_COLORS[s.colorClass]} data-testid="site-score">
                  {s.scoreStr}
                </Text>
                <Text c="dimmed">
                  {M.outOf} · {s.monthStr}
                </Text>
              </>
            )}
          </Stack>
        </SimpleGrid>
      </Paper>
      <IndicatorScoreList scores={period ? scores.data : []} period={period} />
      <ScoreHistory points={period ? history.data : []} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RankingTable
          id="ranking-general"
          title={M.rankingGeneral}
          rows={period ? general.data?.rows : []}
          currentIndex={general.data?.currentIndex ?? -1}
          note={period ? general.data?.note : null}
        />
        <RankingTable
          id="ranking-type"
          title={`${M.rankingByType}${siteType.data?.name ? `: ${siteType.data.name}` : ""}`}
          rows={period ? byType.data?.rows : []}
          currentIndex={byType.data?.currentIndex ?? -1}
          note={period ? byType.data?.note : null}
        />
      </SimpleGrid>
    </Stack>
  );
}
