import { Stack, Table } from "@mantine/core";
import {
  formatReportDay,
  PQRDS_REPORT_LABELS as L,
  type TCountBy,
  type TPqrdsFigures,
  type TSemesterRow,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { TableScroll } from "../../components/data/table-scroll";

const n = (value: number | null) => (value === null ? "—" : value.toLocaleString("es-CO"));

function SemesterRow({ row, bold }: { row: TSemesterRow; bold?: boolean }) {
  const cells = [
    row.received,
    row.answeredOnTime,
    row.answeredLate,
    row.pending,
    row.transferred,
    row.withdrawn,
    row.averageAnswerDays,
    row.maxAnswerDays,
    row.qualificationAverage,
  ];
  return (
    <Table.Tr fw={bold ? 700 : undefined}>
      <Table.Th scope="row">{row.dependency}</Table.Th>
      {cells.map((value, i) => (
        <Table.Td key={i} ta="right">
          {n(value)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** Counts by type or channel: the chart's accessible twin. */
function CountTable({ caption, counts }: { caption: string; counts: readonly TCountBy[] }) {
  return (
    <Table striped withTableBorder maw={560}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {counts.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Th scope="row">{c.name}</Table.Th>
            <Table.Td ta="right">{n(c.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A report's figures as a table (the chart's accessible twin, and the numbers the PDF and .xlsx hold). */
export function ReportFiguresTable({ figures, caption }: { figures: TPqrdsFigures; caption: string }) {
  if (figures.kind === "semester") {
    return (
      <Stack gap="md">
        <TableScroll minWidth={900} label={caption}>
          <Table striped withTableBorder>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {[
                  L.dependency,
                  L.received,
                  L.answeredOnTime,
                  L.answeredLate,
                  L.pendingCount,
                  L.transferred,
                  L.withdrawn,
                  L.averageAnswerDays,
                  L.maxAnswerDays,
                  L.qualificationAverage,
                ].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {figures.byDependency.map((row) => (
                <SemesterRow key={row.dependencyId ?? "none"} row={row} />
              ))}
              <SemesterRow row={figures.total} bold />
            </Table.Tbody>
          </Table>
        </TableScroll>
        <CountTable caption={L.byType} counts={figures.total.byType} />
        <CountTable caption={L.byChannel} counts={figures.total.byChannel} />
        {figures.answerNotifications && <CountTable caption={L.answerNotifications} counts={figures.answerNotifications} />}
      </Stack>
    );
  }
  const rows: [string, number | null][] = [
    [L.received, figures.received],
    [L.answered, figures.answered],
    [L.transferred, figures.transferred],
    [L.withdrawn, figures.withdrawn],
    [L.pendingCount, figures.pending],
    [L.denied, figures.denied],
    [L.averageAnswerDays, figures.averageAnswerDays],
    [L.maxAnswerDays, figures.maxAnswerDays],
  ];
  return (
    <Stack gap="md">
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
      <TableScroll minWidth={900} label={L.answerDays}>
        <Table striped withTableBorder>
          <Table.Caption>{L.answerDays}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {[L.trackingID, L.filedOn, L.dependency, L.state, L.closedOn, L.answerDays, L.denied, L.denialReason].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.requests.map((r) => (
              <Table.Tr key={r.trackingID}>
                <Table.Th scope="row">{r.trackingID}</Table.Th>
                <Table.Td>{formatReportDay(r.filedOn)}</Table.Td>
                <Table.Td>{r.dependency}</Table.Td>
                <Table.Td>{r.state}</Table.Td>
                <Table.Td>{r.closedOn ? formatReportDay(r.closedOn) : "—"}</Table.Td>
                <Table.Td ta="right">{n(r.answerDays)}</Table.Td>
                <Table.Td>{r.denied ? L.yes : L.no}</Table.Td>
                <Table.Td>{r.denialReason ?? ""}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
