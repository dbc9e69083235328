import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import {
  PQRDS_REPORT_KIND_NAMES, PQRDS_REPORT_LABELS as L, formatReportDay, type TCountBy, type TInformationAccessFigures, type TPqrdsFigures, type TSemesterFigures, type TSemesterRow,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { wrap } from "../pdf/official-pdf.ts";
import { toWinAnsi } from "../pdf/win-ansi.ts";

/**
 * The PDF of a PQRDS report: the entity's name, the report's title and period, a bar chart drawn with pdf-lib's
 * rectangles, and the figures as tables (landscape A4, new pages as needed). Standard fonts, text normalised to WinAnsi
 * like the certificates'. Nothing on it depends on when it was rendered: the same figures give the same text.
 */
const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.27, 0.55);
const RULE = rgb(0.8, 0.82, 0.86);

type Column = { label: string; width: number; align?: "right" };

class Layout {
  page!: PDFPage;
  y = 0;
  constructor(private doc: PDFDocument, readonly regular: PDFFont, readonly bold: PDFFont, private header: string) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(PAGE);
    this.page.drawText(toWinAnsi(this.header), { x: MARGIN, y: PAGE[1] - 24, size: 8, font: this.regular, color: MUTED });
    this.y = PAGE[1] - MARGIN - 8;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of wrap(toWinAnsi(text), font, size, PAGE[0] - 2 * MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 4;
  }

  /** One table row: each cell cut to its column (a long name is shortened, never spills into the next cell). */
  row(columns: readonly Column[], cells: readonly string[], bold = false) {
    const size = 8;
    const font = bold ? this.bold : this.regular;
    this.ensure(size + 8);
    let x = MARGIN;
    columns.forEach((column, i) => {
      const text = wrap(toWinAnsi(cells[i] ?? ""), font, size, column.width - 6)[0] ?? "";
      const w = font.widthOfTextAtSize(text, size);
      this.page.drawText(text, { x: column.align === "right" ? x + column.width - 4 - w : x + 2, y: this.y - size - 2, size, font, color: INK });
      x += column.width;
    });
    this.y -= size + 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: x, y: this.y }, thickness: 0.4, color: RULE });
  }

  table(columns: readonly Column[], rows: readonly (readonly string[])[], boldLast = false) {
    this.row(columns, columns.map((c) => c.label), true);
    rows.forEach((cells, i) => {
      if (this.y - 14 < MARGIN) {
        this.newPage();
        this.row(columns, columns.map((c) => c.label), true);
      }
      this.row(columns, cells, boldLast && i === rows.length - 1);
    });
    this.y -= 10;
  }

  /** A horizontal bar chart: one bar per item, its value at the bar's end. */
  barChart(title: string, items: readonly TCountBy[]) {
    const barHeight = 12;
    const labelWidth = 200;
    const chartWidth = PAGE[0] - 2 * MARGIN - labelWidth - 40;
    this.ensure(20 + items.length * (barHeight + 4));
    this.text(title, { bold: true, size: 11, color: ACCENT });
    const max = Math.max(1, ...items.map((i) => i.count));
    for (const item of items) {
      const top = this.y;
      const label = wrap(toWinAnsi(item.name), this.regular, 8, labelWidth - 8)[0] ?? "";
      this.page.drawText(label, { x: MARGIN, y: top - barHeight + 3, size: 8, font: this.regular, color: INK });
      const width = (item.count / max) * chartWidth;
      if (width > 0) this.page.drawRectangle({ x: MARGIN + labelWidth, y: top - barHeight, width, height: barHeight - 2, color: ACCENT });
      this.page.drawText(String(item.count), { x: MARGIN + labelWidth + width + 4, y: top - barHeight + 3, size: 8, font: this.bold, color: INK });
      this.y -= barHeight + 4;
    }
    this.y -= 10;
  }
}

const n = (value: number | null) => (value === null ? "—" : value.toLocaleString("es-CO"));

function semesterCells(row: TSemesterRow): string[] {
  return [row.dependency, n(row.received), n(row.answeredOnTime), n(row.answeredLate), n(row.pending), n(row.transferred), n(row.withdrawn), n(row.averageAnswerDays), n(row.maxAnswerDays), n(row.qualificationAverage)];
}

function drawSemester(layout: Layout, figures: TSemesterFigures) {
  const right = (label: string, width = 62): Column => ({ label, width, align: "right" });
  const columns: Column[] = [
    { label: L.dependency, width: 170 }, right(L.received, 52), right("A tiempo"), right("Fuera de término", 74), right(L.pendingCount), right(L.transferred), right(L.withdrawn),
    right("Prom. días", 56), right("Máx. días", 56), right("Calificación", 64),
  ];
  layout.barChart(L.byType, figures.total.byType);
  layout.barChart(L.byChannel, figures.total.byChannel);
  layout.text(L.outcomes, { bold: true, size: 11, color: ACCENT });
  layout.table(columns, [...figures.byDependency.map(semesterCells), semesterCells(figures.total)], true);
  const types = figures.total.byType;
  layout.text(L.byType, { bold: true, size: 11, color: ACCENT });
  layout.table(
    [{ label: L.dependency, width: 170 }, ...types.map((t): Column => ({ label: t.name, width: Math.floor((PAGE[0] - 2 * MARGIN - 170) / Math.max(1, types.length)), align: "right" }))],
    [...figures.byDependency, figures.total].map((row) => [row.dependency, ...types.map((t) => n(row.byType.find((b) => b.id === t.id)?.count ?? 0))]),
    true,
  );
}

function drawInformationAccess(layout: Layout, figures: TInformationAccessFigures) {
  layout.barChart(L.outcomes, [
    { id: 1, name: L.answered, count: figures.answered }, { id: 2, name: L.transferred, count: figures.transferred }, { id: 3, name: L.withdrawn, count: figures.withdrawn },
    { id: 4, name: L.pendingCount, count: figures.pending }, { id: 5, name: L.denied, count: figures.denied },
  ]);
  layout.text(`${L.received}: ${n(figures.received)}. ${L.averageAnswerDays}: ${n(figures.averageAnswerDays)}. ${L.maxAnswerDays}: ${n(figures.maxAnswerDays)}.`);
  const right = (label: string, width: number): Column => ({ label, width, align: "right" });
  layout.table(
    [{ label: L.trackingID, width: 120 }, { label: "Radicación", width: 70 }, { label: L.dependency, width: 140 }, { label: "Estado", width: 90 }, { label: "Cierre", width: 70 }, right("Días hábiles", 60), { label: L.denied, width: 45 }, { label: L.denialReason, width: 166 }],
    figures.requests.map((r) => [r.trackingID, formatReportDay(r.filedOn), r.dependency, r.state, r.closedOn ? formatReportDay(r.closedOn) : "—", n(r.answerDays), r.denied ? L.yes : L.no, r.denialReason ?? ""]),
  );
}

export async function renderPqrdsReportPdf(input: { entityName: string; figures: TPqrdsFigures }): Promise<Uint8Array> {
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
  return doc.save({ useObjectStreams: false });
}
