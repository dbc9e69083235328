import {
  formatReportDay,
  PQRDS_REPORT_LABELS as L,
  PQRDS_REPORT_KIND_NAMES,
  type TInformationAccessFigures,
  type TPqrdsFigures,
  type TSemesterFigures,
  type TSemesterRow,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  REPORT_ACCENT as ACCENT,
  type TReportColumn as Column,
  ReportLayout as Layout,
  REPORT_MARGIN as MARGIN,
  REPORT_PAGE as PAGE,
} from "../pdf/report-layout.ts";
import { toWinAnsi } from "../pdf/win-ansi.ts";

/**
 * The PDF of a PQRDS report: the entity's name, the report's title and period, a bar chart drawn with pdf-lib's
 * rectangles, and the figures as tables (landscape A4, new pages as needed). Standard fonts, text normalised to WinAnsi
 * like the certificates'. Nothing on it depends on when it was rendered: the same figures give the same text.
 */
const n = (value: number | null) => (value === null ? "—" : value.toLocaleString("es-CO"));

function semesterCells(row: TSemesterRow): string[] {
  return [
    row.dependency,
    n(row.received),
    n(row.answeredOnTime),
    n(row.answeredLate),
    n(row.pending),
    n(row.transferred),
    n(row.withdrawn),
    n(row.averageAnswerDays),
    n(row.maxAnswerDays),
    n(row.qualificationAverage),
  ];
}

function drawSemester(layout: Layout, figures: TSemesterFigures) {
  const right = (label: string, width = 62): Column => ({ label, width, align: "right" });
  const columns: Column[] = [
    { label: L.dependency, width: 170 },
    right(L.received, 52),
    right("A tiempo"),
    right("Fuera de término", 74),
    right(L.pendingCount),
    right(L.transferred),
    right(L.withdrawn),
    right("Prom. días", 56),
    right("Máx. días", 56),
    right("Calificación", 64),
  ];
  layout.barChart(L.byType, figures.total.byType);
  layout.barChart(L.byChannel, figures.total.byChannel);
  if (figures.answerNotifications?.length) layout.barChart(L.answerNotifications, figures.answerNotifications);
  layout.text(L.outcomes, { bold: true, size: 11, color: ACCENT });
  layout.table(columns, [...figures.byDependency.map(semesterCells), semesterCells(figures.total)], true);
  const types = figures.total.byType;
  layout.text(L.byType, { bold: true, size: 11, color: ACCENT });
  layout.table(
    [
      { label: L.dependency, width: 170 },
      ...types.map((t): Column => ({ label: t.name, width: Math.floor((PAGE[0] - 2 * MARGIN - 170) / Math.max(1, types.length)), align: "right" })),
    ],
    [...figures.byDependency, figures.total].map((row) => [row.dependency, ...types.map((t) => n(row.byType.find((b) => b.id === t.id)?.count ?? 0))]),
    true,
  );
}

function drawInformationAccess(layout: Layout, figures: TInformationAccessFigures) {
  layout.barChart(L.outcomes, [
    { id: 1, name: L.answered, count: figures.answered },
    { id: 2, name: L.transferred, count: figures.transferred },
    { id: 3, name: L.withdrawn, count: figures.withdrawn },
    { id: 4, name: L.pendingCount, count: figures.pending },
    { id: 5, name: L.denied, count: figures.denied },
  ]);
  layout.text(
    `${L.received}: ${n(figures.received)}. ${L.averageAnswerDays}: ${n(figures.averageAnswerDays)}. ${L.maxAnswerDays}: ${n(figures.maxAnswerDays)}.`,
  );
  const right = (label: string, width: number): Column => ({ label, width, align: "right" });
  layout.table(
    [
      { label: L.trackingID, width: 120 },
      { label: "Radicación", width: 70 },
      { label: L.dependency, width: 140 },
      { label: "Estado", width: 90 },
      { label: "Cierre", width: 70 },
      right("Días hábiles", 60),
      { label: L.denied, width: 45 },
      { label: L.denialReason, width: 166 },
    ],
    figures.requests.map((r) => [
      r.trackingID,
      formatReportDay(r.filedOn),
      r.dependency,
      r.state,
      r.closedOn ? formatReportDay(r.closedOn) : "—",
      n(r.answerDays),
      r.denied ? L.yes : L.no,
      r.denialReason ?? "",
    ]),
  );
}

export async function renderPqrdsReportPdf(input: { entityName: string; figures: TPqrdsFigures; sealNotice?: readonly string[] }): Promise<Uint8Array> {
  const { figures } = input;
  const doc = await PDFDocument.create();
  const title = PQRDS_REPORT_KIND_NAMES[figures.kind];
  doc.setTitle(toWinAnsi(`${title} ${figures.from} a ${figures.to}`));
  doc.setAuthor(toWinAnsi(input.entityName));
  doc.setProducer("Portal ciudadano");
  doc.setCreator("Portal ciudadano");
  // Fixed dates: the same figures give the same bytes.
  const fixed = new Date(`${figures.to}T12:00:00Z`);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const layout = new Layout(doc, regular, bold, `${input.entityName} — ${title}`);
  layout.text(input.entityName, { bold: true, size: 14 });
  layout.text(title, { bold: true, size: 16, color: ACCENT });
  layout.text(`${L.period}: ${formatReportDay(figures.from)} a ${formatReportDay(figures.to)}`, { size: 11, gap: 12 });
  if (figures.kind === "semester") drawSemester(layout, figures);
  else drawInformationAccess(layout, figures);
  layout.sealNotice(input.sealNotice ?? []);
  return doc.save({ useObjectStreams: false });
}
