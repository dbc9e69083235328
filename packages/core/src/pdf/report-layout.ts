import type { TCountBy } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { wrap } from "./official-pdf.ts";
import { toWinAnsi } from "./win-ansi.ts";

/**
 * The layout of the portal's tabular reports (PQRDS reports, the Autodiagnóstico): landscape A4, a running header,
 * wrapped text, tables that continue on new pages with their heading row, and horizontal bar charts. Standard fonts,
 * text normalised to WinAnsi like the certificates'.
 */
export const REPORT_PAGE: [number, number] = [841.89, 595.28];
export const REPORT_MARGIN = 40;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
export const REPORT_ACCENT = rgb(0.05, 0.27, 0.55);
const RULE = rgb(0.8, 0.82, 0.86);

export type TReportColumn = { label: string; width: number; align?: "right" };

export class ReportLayout {
  page!: PDFPage;
  y = 0;
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private header: string,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(REPORT_PAGE);
    this.page.drawText(toWinAnsi(this.header), { x: REPORT_MARGIN, y: REPORT_PAGE[1] - 24, size: 8, font: this.regular, color: MUTED });
    this.y = REPORT_PAGE[1] - REPORT_MARGIN - 8;
  }

  ensure(height: number) {
    if (this.y - height < REPORT_MARGIN) this.newPage();
  }

  text(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    for (const line of wrap(toWinAnsi(text), font, size, REPORT_PAGE[0] - 2 * REPORT_MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: REPORT_MARGIN, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size + 4;
    }
    this.y -= opts.gap ?? 4;
  }

  /** One table row: each cell cut to its column (a long name is shortened, never spills into the next cell). */
  row(columns: readonly TReportColumn[], cells: readonly string[], bold = false) {
    const size = 8;
    const font = bold ? this.bold : this.regular;
    this.ensure(size + 8);
    let x = REPORT_MARGIN;
    columns.forEach((column, i) => {
      const text = wrap(toWinAnsi(cells[i] ?? ""), font, size, column.width - 6)[0] ?? "";
      const w = font.widthOfTextAtSize(text, size);
      this.page.drawText(text, { x: column.align === "right" ? x + column.width - 4 - w : x + 2, y: this.y - size - 2, size, font, color: INK });
      x += column.width;
    });
    this.y -= size + 6;
    this.page.drawLine({ start: { x: REPORT_MARGIN, y: this.y }, end: { x: x, y: this.y }, thickness: 0.4, color: RULE });
  }

  table(columns: readonly TReportColumn[], rows: readonly (readonly string[])[], boldLast = false) {
    this.row(
      columns,
      columns.map((c) => c.label),
      true,
    );
    rows.forEach((cells, i) => {
      if (this.y - 14 < REPORT_MARGIN) {
        this.newPage();
        this.row(
          columns,
          columns.map((c) => c.label),
          true,
        );
      }
      this.row(columns, cells, boldLast && i === rows.length - 1);
    });
    this.y -= 10;
  }

  /** The seal's notice (seal-report.ts) as the report's last lines, set apart by a rule: the visible part of the seal. */
  sealNotice(lines: readonly string[]) {
    if (lines.length === 0) return;
    this.ensure(20 + lines.length * 14);
    this.y -= 6;
    this.page.drawLine({ start: { x: REPORT_MARGIN, y: this.y }, end: { x: REPORT_PAGE[0] - REPORT_MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 6;
    for (const line of lines) this.text(line, { size: 9, color: MUTED, gap: 2 });
  }

  /** A horizontal bar chart: one bar per item, its value at the bar's end. */
  barChart(title: string, items: readonly TCountBy[]) {
    const barHeight = 12;
    const labelWidth = 200;
    const chartWidth = REPORT_PAGE[0] - 2 * REPORT_MARGIN - labelWidth - 40;
    this.ensure(20 + items.length * (barHeight + 4));
    this.text(title, { bold: true, size: 11, color: REPORT_ACCENT });
    const max = Math.max(1, ...items.map((i) => i.count));
    for (const item of items) {
      const top = this.y;
      const label = wrap(toWinAnsi(item.name), this.regular, 8, labelWidth - 8)[0] ?? "";
      this.page.drawText(label, { x: REPORT_MARGIN, y: top - barHeight + 3, size: 8, font: this.regular, color: INK });
      const width = (item.count / max) * chartWidth;
      if (width > 0) this.page.drawRectangle({ x: REPORT_MARGIN + labelWidth, y: top - barHeight, width, height: barHeight - 2, color: REPORT_ACCENT });
      this.page.drawText(String(item.count), { x: REPORT_MARGIN + labelWidth + width + 4, y: top - barHeight + 3, size: 8, font: this.bold, color: INK });
      this.y -= barHeight + 4;
    }
    this.y -= 10;
  }
}
