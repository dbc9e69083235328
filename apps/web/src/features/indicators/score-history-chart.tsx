import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";

export type THistoryPoint = { dateStr: string; score: number | null };

/**
 * The history line chart (recharts through @mantine/charts), in its own chunk: only pages that draw it load it.
 * The same points are in a visually hidden table for screen readers.
 */
export function ScoreHistoryChart({ points }: { points: readonly THistoryPoint[] }) {
  return (
    <LineChart
      h={260}
      data={points.map((p) => ({ dateStr: p.dateStr, score: p.score }))}
      dataKey="dateStr"
      series={[{ name: "score", label: M.siteScore, color: "blue.8" }]}
      yAxisProps={{ domain: [0, 100] }}
      connectNulls
      curveType="linear"
      withDots
      // The table beside it is what assistive technology reads; the drawing takes no focus.
      lineChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
}
