import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  formatReportDay,
  PQRDS_REPORT_LABELS as L,
  PQRDS_REPORT_MESSAGES as M,
  type TPqrdsReportView,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { lazy, Suspense } from "react";
import { usePageTitle } from "../../components/page-title";
import { trpc } from "../../lib/trpc";
import { reportBars } from "./report-bars";
import { ReportFiguresTable } from "./report-figures-table";

// recharts loads only when a published report is drawn (first-load budget).
const ReportChart = lazy(() => import("./report-chart").then((m) => ({ default: m.ReportChart })));

function PublishedReport({ report }: { report: TPqrdsReportView }) {
  const period = `${formatReportDay(report.from)} a ${formatReportDay(report.to)}`;
  const chart = report.figures ? reportBars(report.figures) : null;
  const headingId = `informe-${report.id}`;
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {report.kindName}: {period}
        </Title>
        <Group gap="md">
          {report.pdfFileID && (
            <Anchor href={`/files/${report.pdfFileID}/${report.pdfName}`} target="_blank" rel="noopener">
              Descargar PDF
              <span className="visually-hidden">
                {" "}
                del {report.kindName} {period}
              </span>
            </Anchor>
          )}
          {report.xlsxFileID && (
            <Anchor href={`/files/${report.xlsxFileID}/${report.xlsxName}`} download={report.xlsxName}>
              Descargar Excel (.xlsx)
              <span className="visually-hidden">
                {" "}
                del {report.kindName} {period}
              </span>
            </Anchor>
          )}
        </Group>
        {chart && (
          <Suspense fallback={<Skeleton h={260} />}>
            <Text fw={600}>{chart.label}</Text>
            <ReportChart bars={chart.bars} label={chart.label} />
          </Suspense>
        )}
        {report.figures && <ReportFiguresTable figures={report.figures} caption={`${report.kindName} (${L.period.toLowerCase()} ${period})`} />}
      </Stack>
    </Paper>
  );
}

/** /transparencia/informe-de-pqr: the PQRDS reports the portal generated and staff published (item "Informe de PQRDS"). */
export function PublishedReportsPage() {
  usePageTitle("Informe de PQRDS");
  const reports = trpc.pqrdsReports.published.useQuery();
  return (
    <Stack gap="lg">
      <Title order={1}>Informe de PQRDS</Title>
      <Text>
        Informes de peticiones, quejas, reclamos, denuncias y sugerencias (Ley 1474 de 2011, art. 76) y de solicitudes de acceso a la información (Decreto 1081
        de 2015, art. 2.1.1.6.2), generados por el portal a partir de las solicitudes radicadas.
      </Text>
      {!reports.data ? (
        <Skeleton h={200} />
      ) : reports.data.length === 0 ? (
        <Text c="dimmed">{M.noReports}</Text>
      ) : (
        reports.data.map((r) => <PublishedReport key={r.id} report={r} />)
      )}
    </Stack>
  );
}
