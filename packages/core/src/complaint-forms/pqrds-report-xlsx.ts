import * as XLSX from "@e965/xlsx";
import { PQRDS_REPORT_LABELS as L, PQRDS_REPORT_KIND_NAMES, type TPqrdsFigures, type TSemesterRow } from "@portal/schemas/complaint-forms/pqrds-report.schema";

type Cell = string | number | null;

function semesterRow(row: TSemesterRow): Cell[] {
  return [
    row.dependency,
    row.received,
    row.answeredOnTime,
    row.answeredLate,
    row.pending,
    row.transferred,
    row.withdrawn,
    row.averageAnswerDays,
    row.maxAnswerDays,
    row.qualificationAverage,
    row.qualified,
  ];
}

/**
 * The .xlsx of a PQRDS report (SheetJS as @e965/xlsx, like the feedback export): values only, never formulas; one
 * sheet per table of the PDF, with numbers as numbers so the entity can chart them again.
 */
export function renderPqrdsReportXlsx(input: { entityName: string; figures: TPqrdsFigures }): Buffer {
  const { figures } = input;
  const book = XLSX.utils.book_new();
  const heading: Cell[][] = [[input.entityName], [PQRDS_REPORT_KIND_NAMES[figures.kind]], [L.period, figures.from, figures.to], []];
  if (figures.kind === "semester") {
    const rows = [...figures.byDependency, figures.total];
    const summary: Cell[][] = [
      ...heading,
      [
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
        L.qualified,
      ],
      ...rows.map(semesterRow),
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(summary), "Resumen");
    const types = figures.total.byType;
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [L.dependency, ...types.map((t) => t.name)],
        ...rows.map((r) => [r.dependency, ...types.map((t) => r.byType.find((b) => b.id === t.id)?.count ?? 0)]),
      ]),
      "Por tipo",
    );
    const channels = figures.total.byChannel;
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [L.dependency, ...channels.map((c) => c.name)],
        ...rows.map((r) => [r.dependency, ...channels.map((c) => r.byChannel.find((b) => b.id === c.id)?.count ?? 0)]),
      ]),
      "Por canal",
    );
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([[L.answerNotifications], ...(figures.answerNotifications ?? []).map((c) => [c.name, c.count])]),
      "Notificaciones",
    );
  } else {
    const summary: Cell[][] = [
      ...heading,
      [L.received, figures.received],
      [L.answered, figures.answered],
      [L.transferred, figures.transferred],
      [L.withdrawn, figures.withdrawn],
      [L.pendingCount, figures.pending],
      [L.denied, figures.denied],
      [L.averageAnswerDays, figures.averageAnswerDays],
      [L.maxAnswerDays, figures.maxAnswerDays],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(summary), "Resumen");
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [L.trackingID, L.filedOn, L.dependency, L.state, L.closedOn, L.answerDays, L.denied, L.denialReason],
        ...figures.requests.map((r) => [r.trackingID, r.filedOn, r.dependency, r.state, r.closedOn, r.answerDays, r.denied ? L.yes : L.no, r.denialReason]),
      ]),
      "Solicitudes",
    );
  }
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
