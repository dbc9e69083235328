import { PQRDS_REPORT_LABELS as L, type TPqrdsFigures } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import type { TChartBar } from "./report-chart";

/** What a report's chart shows: requests by type (semester) or how the information requests ended. */
export function reportBars(figures: TPqrdsFigures): { label: string; bars: TChartBar[] } {
  if (figures.kind === "semester") return { label: L.byType, bars: figures.total.byType.map((t) => ({ name: t.name, count: t.count })) };
  return {
    label: L.outcomes,
    bars: [
      { name: L.answered, count: figures.answered },
      { name: L.transferred, count: figures.transferred },
      { name: L.withdrawn, count: figures.withdrawn },
      { name: L.pendingCount, count: figures.pending },
      { name: L.denied, count: figures.denied },
    ],
  };
}
