import { Alert, Anchor, Group, Image, Paper, SegmentedControl, SimpleGrid, Stack, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { PERIOD_TYPE, periodBounds, periodOf, previousPeriod, type TPeriodType } from "@portal/schemas/indicators/indicator-periods";
import { INDICATOR_LIMITS as L, INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { bogotaDay } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { HistoricalReports } from "./historical-reports";
import { INDICATORS_PATH } from "./indicator-paths";
import { IndicatorScoreList } from "./indicator-score-list";
import { RankingTable } from "./ranking-table";
import { ScoreHistory } from "./score-history";

const StatisticsAdmin = lazy(() => import("./statistics-admin").then((m) => ({ default: m.StatisticsAdmin })));

/** Today's calendar day in Bogotá minus `days`, as YYYY-MM-DD. */
const bogotaDayString = (days = 0) => bogotaDay(new Date(Date.now() - days * 86_400_000));
/** A calendar day (YYYY-MM-DD) at noon in Bogotá. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00-05:00`);

/** The periods of a type from `from` to `to` (at most the history's limit): the anchor and how many points. */
export function rangePoints(periodType: TPeriodType, from: string, to: string) {
  const anchor = periodOf(periodType, dayInstant(to));
  const start = dayInstant(from);
  let points = 1;
  while (points < L.maxHistoryPoints && periodBounds(previousPeriod(anchor, points - 1)).start > start) points++;
  return { anchor, points };
}

/** /estadisticas/: scores over a date range (last 30 days by default), the ranking, the analytics embed, image and reports. */
export function StatisticsPage() {
  const user = useAtomValue(currentUserAtom);
  const canEdit = Boolean(user && holdsPermission(user.permissions, "Settings"));
  const [to, setTo] = useState<string | null>(() => bogotaDayString());
  const [from, setFrom] = useState<string | null>(() => bogotaDayString(L.statisticsDefaultDays));
  const [periodType, setPeriodType] = useState<TPeriodType>(PERIOD_TYPE.week);
  const rangeValid = Boolean(from && to && from <= to);
  const range = useMemo(() => (from && to && from <= to ? rangePoints(periodType, from, to) : null), [periodType, from, to]);
  const anchor = range?.anchor ?? periodOf(periodType, new Date());
  const month = periodOf(PERIOD_TYPE.month, to ? dayInstant(to) : new Date());
  const monthQuery = { year: month.year, month: month.month, week: 0 };
  const history = trpc.indicators.history.useQuery(
    { year: anchor.year, month: anchor.month, week: anchor.week, amountPoints: range?.points ?? 1 },
    { enabled: rangeValid },
  );
  const scores = trpc.indicators.scores.useQuery(monthQuery);
  const ranking = trpc.indicators.ranking.useQuery({ ...monthQuery, siteTypeID: 0 });
  const statistics = trpc.indicators.statistics.useQuery();
  const s = statistics.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{M.statisticsTitle}</Title>
        <Anchor component={Link} to={INDICATORS_PATH}>
          {M.seeIndicators}
        </Anchor>
      </div>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={M.byPeriod}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <SpanishDateInput label={M.dateFrom} value={from} onChange={setFrom} maxDate={to ?? undefined} />
          <SpanishDateInput label={M.dateTo} value={to} onChange={setTo} minDate={from ?? undefined} />
          <SegmentedControl
            aria-label={M.scoreHistory}
            value={String(periodType)}
            onChange={(v) => setPeriodType(Number(v) as TPeriodType)}
            data={[
              { value: String(PERIOD_TYPE.week), label: M.periodWeek },
              { value: String(PERIOD_TYPE.month), label: M.periodMonth },
            ]}
          />
        </Group>
        {!rangeValid && from && to && (
          <Alert color="red" role="alert" mt="sm">
            {M.rangeInvalid}
          </Alert>
        )}
      </Paper>
      <ScoreHistory title={M.scoreHistory} points={rangeValid ? history.data : []} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <IndicatorScoreList scores={scores.data} period={monthQuery} />
        <RankingTable
          id="ranking-general"
          title={M.rankingGeneral}
          rows={ranking.data?.rows}
          currentIndex={ranking.data?.currentIndex ?? -1}
          note={ranking.data?.note}
        />
      </SimpleGrid>
      {s?.embedUrl && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="analytics-title">
          <Title order={2} size="h3" id="analytics-title" mb="sm">
            {M.analytics}
          </Title>
          <iframe
            src={s.embedUrl}
            title={M.analytics}
            style={{ width: "100%", minHeight: L.embedMinHeightPx, border: 0 }}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="no-referrer"
          />
        </Paper>
      )}
      {s?.imageUrl && <Image src={s.imageUrl} alt={M.statisticsImage} radius="md" maw={960} />}
      {s && <HistoricalReports reports={s.reports} canEdit={canEdit} />}
      {s && canEdit && (
        <Suspense fallback={null}>
          <StatisticsAdmin statistics={s} />
        </Suspense>
      )}
    </Stack>
  );
}
