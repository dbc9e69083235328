import "@mantine/charts/styles.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { DASHBOARD_LABELS as L, type TComplaintSummary, TERM_BUCKETS } from "@portal/schemas/complaint-forms/dashboard.schema";

/**
 * The summary's drawings (recharts through @mantine/charts), in their own chunk: only the "Resumen" tab loads them.
 * Each one is aria-hidden: the table beside it (pqrs-summary.tsx) carries the same figures as text (WCAG 1.1.1).
 */
export function TermDonut({ summary }: { summary: TComplaintSummary }) {
  const data = [
    ...summary.byTerm.map((b) => ({ name: b.name, value: b.count, color: TERM_BUCKETS.find((t) => t.key === b.key)?.color ?? "gray.4" })),
    { name: L.suspended, value: summary.suspended, color: "blue.4" },
  ].filter((d) => d.value > 0);
  return (
    <DonutChart
      data={data}
      size={180}
      thickness={28}
      withTooltip={false}
      chartLabel={summary.open}
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
      aria-hidden
    />
  );
}

export function GroupBars({ groups }: { groups: TComplaintSummary["byDependency"] }) {
  const data = groups.map((g) => ({ name: g.name, running: g.open - g.expired - g.suspended, expired: g.expired, suspended: g.suspended }));
  return (
    <BarChart
      h={Math.max(160, 40 * data.length + 60)}
      data={data}
      dataKey="name"
      orientation="vertical"
      type="stacked"
      yAxisProps={{ width: 180 }}
      // Counts of requests: whole ticks only (recharts otherwise draws 0.25, 0.5… on small counts).
      xAxisProps={{ allowDecimals: false }}
      withTooltip={false}
      withLegend
      series={[
        { name: "running", label: "En término", color: "green.6" },
        { name: "expired", label: "Vencidas", color: "dark.4" },
        { name: "suspended", label: "Suspendidas", color: "blue.4" },
      ]}
      accessibilityLayer={false}
      aria-hidden
    />
  );
}

export function MonthBars({ summary }: { summary: TComplaintSummary }) {
  const m = summary.thisMonth;
  const data = [
    { name: L.answeredOnTime, value: m.answeredOnTime },
    { name: L.answeredLate, value: m.answeredLate },
    { name: L.transferred, value: m.transferred },
    { name: L.withdrawn, value: m.withdrawn },
  ];
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="name"
      yAxisProps={{ allowDecimals: false }}
      withTooltip={false}
      series={[{ name: "value", label: "Solicitudes", color: "blue.6" }]}
      accessibilityLayer={false}
      aria-hidden
    />
  );
}
