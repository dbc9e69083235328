import { Table } from "@mantine/core";
import { PQRDS_REPORT_LABELS as L, type TPqrdsFigures, type TSemesterRow } from "@portal/schemas/complaint-forms/pqrds-report.schema";

const n = (value: number | null) => (value === null ? "—" : value.toLocaleString("es-CO"));

function SemesterRow({ row, bold }: { row: TSemesterRow; bold?: boolean }) {
  const cells = [row.received, row.answeredOnTime, row.answeredLate, row.pending, row.transferred, row.withdrawn, row.averageAnswerDays, row.maxAnswerDays, row.qualificationAverage];
  return (
    <Table.Tr fw={bold ? 700 : undefined}>
      <Table.Th scope="row">{row.dependency}</Table.Th>
      {cells.map((value, i) => <Table.Td key={i} ta="right">{n(value)}</Table.Td>)}
    </Table.Tr>
  );
}

/** A report's figures as a table (the chart's accessible twin, and the numbers the PDF and .xlsx hold). */
export function ReportFiguresTable({ figures, caption }: { figures: TPqrdsFigures; caption: string }) {
  if (figures.kind === "semester") {
    return (
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {[L.dependency, L.received, L.answeredOnTime, L.answeredLate, L.pendingCount, L.transferred, L.withdrawn, L.averageAnswerDays, L.maxAnswerDays, L.qualificationAverage].map((h) => <Table.Th key={h}>{h}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.byDependency.map((row) => <SemesterRow key={row.dependencyId ?? "none"} row={row} />)}
            <SemesterRow row={figures.total} bold />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  const rows: [string, number | null][] = [
    [L.received, figures.received], [L.answered, figures.answered], [L.transferred, figures.transferred], [L.withdrawn, figures.withdrawn],
    [L.pendingCount, figures.pending], [L.denied, figures.denied], [L.averageAnswerDays, figures.averageAnswerDays], [L.maxAnswerDays, figures.maxAnswerDays],
  ];
  return (
    <Table striped withTableBorder maw={560}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{n(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
