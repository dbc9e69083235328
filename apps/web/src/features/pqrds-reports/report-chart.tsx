import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";

export type TChartBar = { name: string; count: number };

/**
 * A report's bar chart (recharts through @mantine/charts), in its own chunk: only the pages that draw it load it.
 * The same figures are in the table beside it, which is what assistive technology reads.
 */
export function ReportChart({ bars, label }: { bars: readonly TChartBar[]; label: string }) {
  return (
    <BarChart
      h={260}
      data={bars.map((b) => ({ name: b.name, count: b.count }))}
      dataKey="name"
      // Counts: whole ticks only.
      yAxisProps={{ allowDecimals: false }}
      series={[{ name: "count", label, color: "blue.8" }]}
      barChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
}
