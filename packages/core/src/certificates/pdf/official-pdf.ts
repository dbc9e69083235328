import { PDFDocument, StandardFonts, fill, popGraphicsState, pushGraphicsState, rectangle, rgb, setFillingRgbColor, type PDFFont, type PDFPage } from "pdf-lib";
import { qrMatrix, qrRuns, type QrMatrix } from "./qr.ts";
import { toWinAnsi } from "./win-ansi.ts";

/**
 * One page of an official document (certificate or downloadable document): entity header with logo, title,
 * body, issue date, signing official, and the validity code printed and encoded as a vector QR code that opens
 * the validation page. Standard fonts only (no font files needed on a fresh machine), text normalised to WinAnsi.
 */
export interface OfficialPdfInput {
  entityName: string;
  entityAddress?: string | null;
  /** PNG or JPEG bytes of the entity's logo. */
  logo?: { bytes: Uint8Array; type: "png" | "jpg"; cacheKey: string } | null;
  title: string;
  /** A line above the body, e.g. "LA SECRETARÍA DE HACIENDA CERTIFICA:". */
  intro?: string | null;
  body: readonly string[];
  /** Lines after the body (issue date sentence). */
  closing: readonly string[];
  signerName?: string | null;
  signerRole?: string | null;
  code: string;
  validityUrl: string;
  /** e.g. "Verifique la autenticidad de este certificado en:". */
  verifyText: string;
  issuedAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.27, 0.55);

/** Letterheads with an embedded logo, saved once and loaded per document (embedding a PNG is most of the cost). */
const letterheads = new Map<string, Uint8Array>();
const LETTERHEAD_CACHE_MAX = 8;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word longer than the line (a URL, a code) is cut by characters.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length - 1;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

function drawCentered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (page.getWidth() - w) / 2, y, size, font, color });
}

async function drawHeader(doc: PDFDocument, page: PDFPage, input: OfficialPdfInput, regular: PDFFont, bold: PDFFont): Promise<void> {
  const [width, height] = A4;
  let textX: number;
  const top = height - MARGIN + 16;
  if (input.logo) {
    const image = input.logo.type === "png" ? await doc.embedPng(input.logo.bytes) : await doc.embedJpg(input.logo.bytes);
    const scaled = image.scaleToFit(72, 56);
    page.drawImage(image, { x: MARGIN, y: top - scaled.height, width: scaled.width, height: scaled.height });
    textX = MARGIN + scaled.width + 14;
  } else {
    // Without a logo, a plain emblem keeps the header balanced.
    page.drawRectangle({ x: MARGIN, y: top - 44, width: 6, height: 44, color: ACCENT });
    textX = MARGIN + 16;
  }
  const nameLines = wrap(toWinAnsi(input.entityName), bold, 14, width - textX - MARGIN);
  let y = top - 16;
  for (const line of nameLines.slice(0, 2)) {
    page.drawText(line, { x: textX, y, size: 14, font: bold, color: INK });
    y -= 17;
  }
  if (input.entityAddress) page.drawText(wrap(toWinAnsi(input.entityAddress), regular, 9, width - textX - MARGIN)[0] ?? "", { x: textX, y: y + 2, size: 9, font: regular, color: MUTED });
  page.drawLine({ start: { x: MARGIN, y: top - 66 }, end: { x: width - MARGIN, y: top - 66 }, thickness: 1, color: ACCENT });
}

async function pageWithHeader(input: OfficialPdfInput): Promise<{ doc: PDFDocument; page: PDFPage; regular: PDFFont; bold: PDFFont }> {
  if (input.logo) {
    const key = `${input.entityName}|${input.entityAddress ?? ""}|${input.logo.cacheKey}`;
    let bytes = letterheads.get(key);
    if (!bytes) {
      const template = await PDFDocument.create();
      const page = template.addPage(A4);
      await drawHeader(template, page, input, await template.embedFont(StandardFonts.Helvetica), await template.embedFont(StandardFonts.HelveticaBold));
      bytes = await template.save();
      if (letterheads.size >= LETTERHEAD_CACHE_MAX) letterheads.delete(letterheads.keys().next().value!);
      letterheads.set(key, bytes);
    }
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return { doc, page: doc.getPage(0), regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  await drawHeader(doc, page, input, regular, bold);
  return { doc, page, regular, bold };
}

/**
 * The QR code as vector rectangles written straight as PDF operators (one "re" per run of dark modules, one fill):
 * sharp at any zoom, and cheaper than both an embedded PNG and pdf-lib's SVG path parser.
 */
function drawQr(page: PDFPage, matrix: QrMatrix, x: number, top: number, size: number) {
  const unit = size / matrix.size;
  const ops = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (const run of qrRuns(matrix)) ops.push(rectangle(x + run.col * unit, top - (run.row + 1) * unit, run.length * unit, unit));
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

export async function renderOfficialPdf(input: OfficialPdfInput): Promise<Uint8Array> {
  const { doc, page, regular, bold } = await pageWithHeader(input);
  const [width] = A4;
  const textWidth = width - MARGIN * 2;
  let y = A4[1] - MARGIN - 100;

  for (const line of wrap(toWinAnsi(input.title.toUpperCase()), bold, 16, textWidth)) {
    drawCentered(page, line, y, bold, 16, ACCENT);
    y -= 22;
  }
  y -= 14;
  if (input.intro) {
    for (const line of wrap(toWinAnsi(input.intro), bold, 11, textWidth)) {
      drawCentered(page, line, y, bold, 11);
      y -= 16;
    }
    y -= 12;
  }
  const bodySize = 11;
  const leading = 16;
  for (const paragraph of [...input.body, ...input.closing]) {
    for (const line of wrap(toWinAnsi(paragraph), regular, bodySize, textWidth)) {
      if (y < 260) break; // the signature and the validity box always keep their place
      page.drawText(line, { x: MARGIN, y, size: bodySize, font: regular, color: INK });
      y -= leading;
    }
    y -= 10;
  }

  // Signing official.
  const signY = 250;
  if (input.signerName || input.signerRole) {
    page.drawLine({ start: { x: width / 2 - 110, y: signY + 16 }, end: { x: width / 2 + 110, y: signY + 16 }, thickness: 0.8, color: INK });
    if (input.signerName) drawCentered(page, toWinAnsi(input.signerName), signY, bold, 11);
    if (input.signerRole) drawCentered(page, toWinAnsi(input.signerRole), signY - 15, regular, 10, MUTED);
  }

  // Validity box: QR (vector) + printed code + URL.
  const boxTop = 170;
  const qrSize = 104;
  page.drawRectangle({ x: MARGIN - 8, y: boxTop - qrSize - 16, width: textWidth + 16, height: qrSize + 24, borderColor: rgb(0.8, 0.82, 0.86), borderWidth: 0.8 });
  drawQr(page, qrMatrix(input.validityUrl), MARGIN, boxTop, qrSize);
  const tx = MARGIN + qrSize + 16;
  const tw = width - MARGIN - tx;
  let ty = boxTop - 14;
  page.drawText("Código de verificación:", { x: tx, y: ty, size: 9, font: regular, color: MUTED });
  ty -= 16;
  page.drawText(input.code, { x: tx, y: ty, size: 12, font: bold, color: INK });
  ty -= 20;
  for (const line of wrap(toWinAnsi(input.verifyText), regular, 9, tw)) {
    page.drawText(line, { x: tx, y: ty, size: 9, font: regular, color: MUTED });
    ty -= 12;
  }
  for (const line of wrap(input.validityUrl, regular, 8, tw)) {
    page.drawText(toWinAnsi(line), { x: tx, y: ty, size: 8, font: regular, color: ACCENT });
    ty -= 11;
  }

  doc.setTitle(toWinAnsi(input.title));
  doc.setAuthor(toWinAnsi(input.entityName));
  doc.setSubject(`Código de verificación ${input.code}`);
  doc.setCreator("Portal ciudadano");
  doc.setProducer("Portal ciudadano (pdf-lib)");
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
  return doc.save();
}
