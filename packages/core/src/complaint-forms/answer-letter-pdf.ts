import { CERTIFICATE_PDF_MESSAGES as CP } from "@portal/schemas/certificates/certificate-pdf-messages";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { ANSWER_LETTER_TEXTS as T } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { drawHeader, drawQr, type OfficialPdfInput, wrap } from "../pdf/official-pdf.ts";
import { qrMatrix } from "../pdf/qr.ts";
import { toWinAnsi } from "../pdf/win-ansi.ts";

/**
 * The answer letter of a postal-channel request, ready to print: the certificates' letterhead, QR code and WinAnsi
 * text, laid out as a letter that flows over as many A4 pages as the answer needs. Later pages carry a running
 * header (entity and radicado) and every page its number; the signature and the validity box end the letter.
 */
export interface AnswerLetterInput {
  entityName: string;
  /** Address, phone and e-mail of the entity, one line. */
  entityContact: string | null;
  logo: OfficialPdfInput["logo"];
  /** The letter's date in words ("22 de noviembre de 2026"). */
  dateText: string;
  trackingID: string;
  addressee: readonly string[];
  typeName: string;
  filedOnText: string;
  answer: string;
  denialReason: string | null;
  signerName: string;
  signerRole: string;
  code: string;
  validityUrl: string;
  issuedAt: Date;
  /** The seal's notice (seal.ts `sealNotice`), printed at the foot of the last page. */
  sealNotice?: readonly string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const BOTTOM = 72;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.27, 0.55);
const BODY = 11;
const LEADING = 15;
const QR_SIZE = 88;
/** Room the signature (with its gap) and the validity box need at the end of the letter. */
const CLOSING_HEIGHT = 70 + QR_SIZE + 24;

/** A cursor over the letter's pages: adds a page when the next line would not fit. */
class LetterWriter {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly runningHeader: string,
  ) {}

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    if (this.doc.getPageCount() > 1) {
      this.page.drawText(this.runningHeader, { x: MARGIN, y: this.y, size: 9, font: this.fonts.regular, color: MUTED });
      this.page.drawLine({ start: { x: MARGIN, y: this.y - 6 }, end: { x: A4[0] - MARGIN, y: this.y - 6 }, thickness: 0.6, color: ACCENT });
      this.y -= 30;
    }
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  line(text: string, opts: { bold?: boolean; size?: number; color?: typeof INK; right?: boolean } = {}): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const size = opts.size ?? BODY;
    this.ensure(LEADING);
    const x = opts.right ? A4[0] - MARGIN - font.widthOfTextAtSize(text, size) : MARGIN;
    this.page.drawText(text, { x, y: this.y, size, font, color: opts.color ?? INK });
    this.y -= LEADING;
  }

  paragraph(text: string, opts: { bold?: boolean } = {}): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    for (const l of wrap(toWinAnsi(text), font, BODY, A4[0] - MARGIN * 2)) this.line(l, opts);
  }

  gap(points = 10): void {
    this.y -= points;
  }
}

export async function renderAnswerLetterPdf(input: AnswerLetterInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const radicado = fillMessage(T.trackingLine, [input.trackingID]);
  const w = new LetterWriter(doc, fonts, toWinAnsi(`${input.entityName} · ${radicado}`));
  w.newPage();
  await drawHeader(doc, w.page, { entityName: input.entityName, entityAddress: input.entityContact, logo: input.logo }, fonts.regular, fonts.bold);
  w.y = A4[1] - MARGIN - 80;

  w.line(toWinAnsi(input.dateText), { right: true });
  w.line(toWinAnsi(radicado), { bold: true, right: true });
  w.gap(16);
  w.line(T.addresseeLead);
  input.addressee.forEach((l, i) => w.paragraph(l, { bold: i === 0 }));
  w.gap(16);
  w.paragraph(fillMessage(T.subject, [input.typeName.toLowerCase(), input.filedOnText]), { bold: true });
  w.gap(8);
  w.paragraph(T.greeting);
  w.gap(6);
  for (const p of input.answer.split(/\n\s*\n/)) {
    w.paragraph(p);
    w.gap(6);
  }
  if (input.denialReason) {
    w.gap(4);
    w.paragraph(T.accessDeniedTitle, { bold: true });
    w.paragraph(input.denialReason);
    w.gap(4);
    w.paragraph(T.accessDeniedRights);
    w.gap(6);
  }
  w.paragraph(T.farewell);

  // Signature and validity box stay together on the letter's last page.
  w.ensure(CLOSING_HEIGHT);
  w.gap(36);
  w.page.drawLine({ start: { x: MARGIN, y: w.y + 12 }, end: { x: MARGIN + 220, y: w.y + 12 }, thickness: 0.8, color: INK });
  w.line(toWinAnsi(input.signerName), { bold: true });
  w.line(toWinAnsi(input.signerRole), { color: MUTED, size: 10 });
  w.gap(10);
  const top = w.y;
  const textWidth = A4[0] - MARGIN * 2;
  w.page.drawRectangle({
    x: MARGIN - 8,
    y: top - QR_SIZE - 12,
    width: textWidth + 16,
    height: QR_SIZE + 20,
    borderColor: rgb(0.8, 0.82, 0.86),
    borderWidth: 0.8,
  });
  drawQr(w.page, qrMatrix(input.validityUrl), MARGIN, top - 4, QR_SIZE);
  const tx = MARGIN + QR_SIZE + 14;
  const tw = A4[0] - MARGIN - tx;
  let ty = top - 16;
  w.page.drawText(CP.verificationCodeLabel, { x: tx, y: ty, size: 9, font: fonts.regular, color: MUTED });
  ty -= 16;
  w.page.drawText(input.code, { x: tx, y: ty, size: 12, font: fonts.bold, color: INK });
  ty -= 16;
  for (const l of wrap(toWinAnsi(T.verify), fonts.regular, 9, tw)) {
    w.page.drawText(l, { x: tx, y: ty, size: 9, font: fonts.regular, color: MUTED });
    ty -= 11;
  }
  for (const l of wrap(input.validityUrl, fonts.regular, 8, tw)) {
    w.page.drawText(toWinAnsi(l), { x: tx, y: ty, size: 8, font: fonts.regular, color: ACCENT });
    ty -= 10;
  }

  let footY = 58;
  for (const l of (input.sealNotice ?? []).flatMap((notice) => wrap(toWinAnsi(notice), fonts.regular, 8, A4[0] - MARGIN * 2))) {
    w.page.drawText(l, { x: MARGIN, y: footY, size: 8, font: fonts.regular, color: MUTED });
    footY -= 10;
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = fillMessage(T.page, [String(i + 1), String(pages.length)]);
    page.drawText(text, { x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(text, 8), y: 36, size: 8, font: fonts.regular, color: MUTED });
  });
  doc.setTitle(toWinAnsi(`${T.title} ${radicado}`));
  doc.setAuthor(toWinAnsi(input.entityName));
  doc.setSubject(fillMessage(CP.verificationCodeSubject, [input.code]));
  doc.setCreator("Portal ciudadano");
  doc.setProducer("Portal ciudadano (pdf-lib)");
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
  // Without object streams: a little larger, about half the time to write (as the certificates do).
  return doc.save({ useObjectStreams: false });
}
