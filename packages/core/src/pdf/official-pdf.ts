import { constants, deflateSync } from "node:zlib";
import { CERTIFICATE_PDF_MESSAGES as T } from "@portal/schemas/certificates/certificate-pdf-messages";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  fill,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  rectangle,
  rgb,
  StandardFonts,
  setFillingRgbColor,
} from "pdf-lib";
import { appendUpdate, type PdfObject, type SavedPdf, savedPdf } from "./incremental-update.ts";
import { type QrMatrix, qrMatrix, qrRuns } from "./qr.ts";
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
  /** Lines at the page's foot saying the document is sealed and how to check it (seal.ts `sealNotice`). */
  sealNotice?: readonly string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const ACCENT = rgb(0.05, 0.27, 0.55);

/** Splits text into lines that fit `width` (words longer than a line are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

export async function drawHeader(
  doc: PDFDocument,
  page: PDFPage,
  input: Pick<OfficialPdfInput, "entityName" | "entityAddress" | "logo">,
  regular: PDFFont,
  bold: PDFFont,
): Promise<void> {
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
  if (input.entityAddress)
    page.drawText(wrap(toWinAnsi(input.entityAddress), regular, 9, width - textX - MARGIN)[0] ?? "", {
      x: textX,
      y: y + 2,
      size: 9,
      font: regular,
      color: MUTED,
    });
  page.drawLine({ start: { x: MARGIN, y: top - 66 }, end: { x: width - MARGIN, y: top - 66 }, thickness: 1, color: ACCENT });
}

/**
 * The QR code as vector rectangles written straight as PDF operators (one "re" per run of dark modules, one fill):
 * sharp at any zoom, and cheaper than both an embedded PNG and pdf-lib's SVG path parser.
 */
export function drawQr(page: PDFPage, matrix: QrMatrix, x: number, top: number, size: number) {
  const unit = size / matrix.size;
  const ops = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (const run of qrRuns(matrix)) ops.push(rectangle(x + run.col * unit, top - (run.row + 1) * unit, run.length * unit, unit));
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Where the per-document parts go, found while drawing the parts every document of a kind shares. */
interface Layout {
  bodyTop: number;
  urlTop: number;
}

const BOX_TOP = 170;
const QR_SIZE = 104;

/**
 * What every document with the same entity, title, intro, signer and verification text shares: letterhead (logo
 * included), title, intro, signature block, the validity box and its fixed texts.
 */
async function drawStaticParts(doc: PDFDocument, page: PDFPage, input: OfficialPdfInput, { regular, bold }: Fonts): Promise<Layout> {
  await drawHeader(doc, page, input, regular, bold);
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

  // Signing official.
  const signY = 250;
  if (input.signerName || input.signerRole) {
    page.drawLine({ start: { x: width / 2 - 110, y: signY + 16 }, end: { x: width / 2 + 110, y: signY + 16 }, thickness: 0.8, color: INK });
    if (input.signerName) drawCentered(page, toWinAnsi(input.signerName), signY, bold, 11);
    if (input.signerRole) drawCentered(page, toWinAnsi(input.signerRole), signY - 15, regular, 10, MUTED);
  }

  // Validity box: its frame and fixed texts (the QR, the code and the URL are per document).
  page.drawRectangle({
    x: MARGIN - 8,
    y: BOX_TOP - QR_SIZE - 16,
    width: textWidth + 16,
    height: QR_SIZE + 24,
    borderColor: rgb(0.8, 0.82, 0.86),
    borderWidth: 0.8,
  });
  const tx = MARGIN + QR_SIZE + 16;
  const tw = width - MARGIN - tx;
  let ty = BOX_TOP - 14;
  page.drawText(T.verificationCodeLabel, { x: tx, y: ty, size: 9, font: regular, color: MUTED });
  ty -= 36;
  for (const line of wrap(toWinAnsi(input.verifyText), regular, 9, tw)) {
    page.drawText(line, { x: tx, y: ty, size: 9, font: regular, color: MUTED });
    ty -= 12;
  }
  return { bodyTop: y, urlTop: ty };
}

/** One line of text of a document's own parts, placed. */
interface PlacedText {
  text: string;
  x: number;
  y: number;
  font: PDFFont;
  size: number;
  color: RGB;
}

/** What changes per document, placed: body and closing lines, printed code, URL lines (the QR is drawn apart). */
function documentTexts(input: OfficialPdfInput, { regular, bold }: Fonts, layout: Layout): PlacedText[] {
  const [width] = A4;
  const textWidth = width - MARGIN * 2;
  const texts: PlacedText[] = [];
  let y = layout.bodyTop;
  const bodySize = 11;
  const leading = 16;
  for (const paragraph of [...input.body, ...input.closing]) {
    for (const line of wrap(toWinAnsi(paragraph), regular, bodySize, textWidth)) {
      if (y < 260) break; // the signature and the validity box always keep their place
      texts.push({ text: line, x: MARGIN, y, font: regular, size: bodySize, color: INK });
      y -= leading;
    }
    y -= 10;
  }
  const tx = MARGIN + QR_SIZE + 16;
  const tw = width - MARGIN - tx;
  texts.push({ text: input.code, x: tx, y: BOX_TOP - 30, font: bold, size: 12, color: INK });
  let ty = layout.urlTop;
  for (const line of wrap(input.validityUrl, regular, 8, tw)) {
    texts.push({ text: toWinAnsi(line), x: tx, y: ty, font: regular, size: 8, color: ACCENT });
    ty -= 11;
  }
  let footY = 46;
  for (const line of (input.sealNotice ?? []).flatMap((notice) => wrap(toWinAnsi(notice), regular, 8, textWidth))) {
    texts.push({ text: line, x: MARGIN, y: footY, font: regular, size: 8, color: MUTED });
    footY -= 10;
  }
  return texts;
}

/** The document information: title, author, subject (with the code), creator and producer, as texts. */
function documentInfo(input: OfficialPdfInput) {
  return {
    Title: toWinAnsi(input.title),
    Author: toWinAnsi(input.entityName),
    Subject: fillMessage(T.verificationCodeSubject, [input.code]),
    Creator: "Portal ciudadano",
    Producer: "Portal ciudadano (pdf-lib)",
  };
}

function setMetadata(doc: PDFDocument, input: OfficialPdfInput): void {
  const info = documentInfo(input);
  doc.setTitle(info.Title);
  doc.setAuthor(info.Author);
  doc.setSubject(info.Subject);
  doc.setCreator(info.Creator);
  doc.setProducer(info.Producer);
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
}

/** The document's own parts through pdf-lib's drawing API (the from-scratch baseline). */
function drawDocumentParts(doc: PDFDocument, page: PDFPage, input: OfficialPdfInput, fonts: Fonts, layout: Layout): void {
  for (const t of documentTexts(input, fonts, layout)) page.drawText(t.text, { x: t.x, y: t.y, size: t.size, font: t.font, color: t.color });
  drawQr(page, qrMatrix(input.validityUrl), MARGIN, BOX_TOP, QR_SIZE);
  setMetadata(doc, input);
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3));
const fillColor = (c: RGB) => `${num(c.red)} ${num(c.green)} ${num(c.blue)} rg`;

/**
 * A document's own parts as one content stream of PDF operators, compressed with Node's zlib: pdf-lib's drawing API
 * builds an object per operator and number and deflates with a JavaScript zlib (the QR alone is hundreds of
 * rectangles). Fonts are named as in `fontNames`, the page's resources.
 */
function documentContent(input: OfficialPdfInput, fonts: Fonts, fontNames: ReadonlyMap<PDFFont, string>, layout: Layout): Buffer {
  const ops: string[] = ["q"];
  for (const t of documentTexts(input, fonts, layout)) {
    ops.push(`BT ${fontNames.get(t.font)} ${num(t.size)} Tf ${fillColor(t.color)} ${num(t.x)} ${num(t.y)} Td ${t.font.encodeText(t.text).toString()} Tj ET`);
  }
  // The QR in module units, scaled and placed by one matrix: whole numbers to write instead of four decimals a run.
  const matrix = qrMatrix(input.validityUrl);
  const unit = (QR_SIZE / matrix.size).toFixed(5);
  ops.push(`q 0 0 0 rg ${unit} 0 0 ${unit} ${MARGIN} ${BOX_TOP - QR_SIZE} cm`);
  for (const run of qrRuns(matrix)) ops.push(`${run.col} ${matrix.size - 1 - run.row} ${run.length} 1 re`);
  ops.push("f Q", "Q");
  // The fastest level: a few kilobytes of operators, where zlib's setup is most of the cost.
  return deflateSync(Buffer.from(ops.join("\n"), "latin1"), { level: constants.Z_BEST_SPEED });
}

/** The document information dictionary written as setMetadata would: texts as UTF-16 hex strings, dates as PDF dates. */
function infoDictionary(input: OfficialPdfInput): string {
  const texts = Object.entries(documentInfo(input)).map(([key, text]) => `/${key} ${PDFHexString.fromText(text).toString()}`);
  const date = PDFString.fromDate(input.issuedAt).toString();
  return `<<\n${[...texts, `/CreationDate ${date}`, `/ModDate ${date}`].join("\n")}\n>>`;
}

async function standardFonts(doc: PDFDocument): Promise<Fonts> {
  return { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
}

/** A saved one-page PDF with the parts its kind shares, and what a document needs to add its own parts to it. */
interface Template {
  saved: SavedPdf;
  layout: Layout;
  /** The template's fonts: their metrics wrap and encode the document's text. */
  fonts: Fonts;
  fontNames: ReadonlyMap<PDFFont, string>;
  /** The page, rewritten by each document: its dictionary with CONTENT_PLACEHOLDER where the document's stream goes. */
  pageRef: PDFRef;
  pageDictionary: string;
  /** The catalog, rewritten by a sealed document to hold its signature field. */
  catalogRef: PDFRef;
  catalogDictionary: string;
}

/**
 * Templates: a saved one-page PDF with the shared parts already drawn (logo embedded), per kind of document. The
 * key is the shared content itself, so when staff edit a certificate's texts, its signer or the entity's name, logo
 * or address, the next document simply builds (and caches) a new template; old ones age out of the small LRU.
 */
const templates = new Map<string, Promise<Template>>();
const TEMPLATE_CACHE_MAX = 32;
/** An object number no document reaches, replaced in the page dictionary by its content stream's. */
const CONTENT_PLACEHOLDER = PDFRef.of(2_147_483_000);

function templateKey(input: OfficialPdfInput): string {
  return JSON.stringify([
    input.entityName,
    input.entityAddress ?? "",
    input.logo?.cacheKey ?? null,
    input.title,
    input.intro ?? "",
    input.signerName ?? "",
    input.signerRole ?? "",
    input.verifyText,
  ]);
}

async function buildTemplate(input: OfficialPdfInput): Promise<Template> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage(A4);
  const fonts = await standardFonts(doc);
  const layout = await drawStaticParts(doc, page, input, fonts);
  const saved = savedPdf(await doc.save({ useObjectStreams: false }), doc);
  // After saving: the names and the new content go only into each document's copy of the page dictionary.
  const fontNames = new Map([fonts.regular, fonts.bold].map((font) => [font, page.node.newFontDictionary(font.name, font.ref).toString()]));
  page.node.addContentStream(CONTENT_PLACEHOLDER);
  return {
    saved,
    layout,
    fonts,
    fontNames,
    pageRef: page.ref,
    pageDictionary: page.node.toString(),
    catalogRef: doc.context.trailerInfo.Root as PDFRef,
    catalogDictionary: doc.catalog.toString(),
  };
}

function templateFor(input: OfficialPdfInput): Promise<Template> {
  const key = templateKey(input);
  let template = templates.get(key);
  if (template) {
    templates.delete(key); // most recently used last
  } else {
    template = buildTemplate(input);
    template.catch(() => templates.delete(key));
    if (templates.size >= TEMPLATE_CACHE_MAX) {
      const oldest = templates.keys().next();
      if (!oldest.done) templates.delete(oldest.value);
    }
  }
  templates.set(key, template);
  return template;
}

/**
 * One official document: its kind's template with its own parts added as an incremental update (the page rewritten
 * to draw one more content stream, and the document information), without parsing or re-writing the template.
 */
export async function renderOfficialPdf(input: OfficialPdfInput, signature?: TSignaturePlaceholder): Promise<Buffer> {
  const template = await templateFor(input);
  const content = documentContent(input, template.fonts, template.fontNames, template.layout);
  const contentRef = PDFRef.of(template.saved.size);
  const page = template.pageDictionary.replace(CONTENT_PLACEHOLDER.toString(), contentRef.toString());
  const objects: PdfObject[] = [{ ref: contentRef, body: `<<\n/Filter /FlateDecode\n/Length ${content.length}\n>>`, stream: content }];
  if (!signature) return appendUpdate(template.saved, [...objects, { ref: template.pageRef, body: page }], infoDictionary(input));
  // A signature field in the same update: its value (the signature dictionary with the placeholders signpdf fills),
  // an invisible widget on the page, and the catalog's AcroForm listing it.
  const signatureRef = PDFRef.of(template.saved.size + 1);
  const widgetRef = PDFRef.of(template.saved.size + 2);
  const withBefore = (dictionary: string, entry: string) => `${dictionary.slice(0, dictionary.lastIndexOf(">>"))}${entry}\n>>`;
  return appendUpdate(
    template.saved,
    [
      ...objects,
      { ref: signatureRef, body: signature.dictionary },
      {
        ref: widgetRef,
        body: `<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/Rect [0 0 0 0]\n/V ${signatureRef.toString()}\n/T ${PDFString.of("Sello").toString()}\n/F 4\n/P ${template.pageRef.toString()}\n>>`,
      },
      { ref: template.pageRef, body: withBefore(page, `/Annots [${widgetRef.toString()}]`) },
      { ref: template.catalogRef, body: withBefore(template.catalogDictionary, `/AcroForm <<\n/SigFlags 3\n/Fields [${widgetRef.toString()}]\n>>`) },
    ],
    withBefore(infoDictionary(input), `/Keywords ${PDFHexString.fromText(signature.keywords).toString()}`),
  );
}

/** A signature to leave room for in a document (seal.ts fills it): its dictionary and the document's keywords. */
export type TSignaturePlaceholder = { dictionary: string; keywords: string };

/** The same page drawn from nothing with pdf-lib's defaults, no template: the benchmark's baseline and a test's reference. */
export async function renderOfficialPdfFromScratch(input: OfficialPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage(A4);
  const fonts = await standardFonts(doc);
  const layout = await drawStaticParts(doc, page, input, fonts);
  drawDocumentParts(doc, page, input, fonts, layout);
  return doc.save();
}
