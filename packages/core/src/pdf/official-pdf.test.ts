import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fillTemplate, formatDateEs, formatMoneyEs, joinSpanish } from "../common/spanish-format.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { type OfficialPdfInput, renderOfficialPdf, renderOfficialPdfFromScratch } from "./official-pdf.ts";
import { qrMatrix, qrSvgPath, qrToRgba } from "./qr.ts";
import { toWinAnsi } from "./win-ansi.ts";

// 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const code = "0123456789ABCDEF0123456789ABCDEF";
const url = `https://portal.villaesperanza.gov.co/validez/?id=${code}`;
const input: OfficialPdfInput = {
  entityName: "Alcaldía Municipal de Villa Esperanza",
  entityAddress: "Carrera 5 # 4-32",
  title: "Certificado de estratificación",
  intro: "LA SECRETARÍA DE PLANEACIÓN CERTIFICA:",
  body: ["Que el predio identificado con cédula catastral 010200030004, ubicado en Calle 10 # 4-21, se encuentra clasificado en el estrato socioeconómico 3."],
  closing: ["Se expide a solicitud del interesado el 22 de noviembre de 2026."],
  signerName: "María José Ñáñez",
  signerRole: "Secretaria de Planeación",
  code,
  validityUrl: url,
  verifyText: "Verifique la autenticidad de este certificado escaneando el código QR o en:",
  issuedAt: new Date("2026-11-22T15:00:00Z"),
};

describe("official PDF", () => {
  it("prints the header, the body, the date, the signer and the code; read back with pdf.js", async () => {
    const bytes = await renderOfficialPdf(input);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Alcaldía Municipal de Villa Esperanza");
    expect(text).toContain("CERTIFICADO DE ESTRATIFICACIÓN");
    expect(text).toContain("estrato socioeconómico 3");
    expect(text).toContain("010200030004");
    expect(text).toContain("22 de noviembre de 2026");
    expect(text).toContain("María José Ñáñez");
    expect(text).toContain(code);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe(`Código de verificación ${code}`);
  });
  it("embeds a logo through a cached letterhead and still renders the text", async () => {
    const withLogo = { ...input, logo: { bytes: PNG, type: "png" as const, cacheKey: "logo-1" } };
    const first = await renderOfficialPdf(withLogo);
    const second = await renderOfficialPdf({ ...withLogo, code: "F".repeat(32) });
    expect(await pdfText(first)).toContain(code);
    expect(await pdfText(second)).toContain("F".repeat(32));
  });
  it("a document from its kind's template reads the same as one drawn from nothing", async () => {
    const templated = await renderOfficialPdf(input);
    expect(await pdfText(templated)).toBe(await pdfText(await renderOfficialPdfFromScratch(input)));
    const other = { ...input, code: "A".repeat(32), validityUrl: url.replace(code, "A".repeat(32)), body: ["Otro predio, estrato 5."] };
    const second = await pdfText(await renderOfficialPdf(other));
    expect(second).toContain("A".repeat(32));
    expect(second).toContain("Otro predio, estrato 5.");
    expect(second).not.toContain(code);
  });
  it("adds a document's own parts to its kind's template as an update: the template's bytes stay as they are", async () => {
    const first = await renderOfficialPdf(input);
    const other = "B".repeat(32);
    const second = await renderOfficialPdf({ ...input, code: other, validityUrl: url.replace(code, other) });
    const templateEnd = first.indexOf("%%EOF") + "%%EOF".length;
    expect(second.subarray(0, templateEnd)).toEqual(first.subarray(0, templateEnd));
    expect(first.toString("latin1").match(/%%EOF/g)).toHaveLength(2);
    expect(second.toString("latin1").match(/\/Prev \d+/g)).toHaveLength(1);
    const text = await pdfText(second);
    expect(text).toContain(other);
    expect(text).not.toContain(code);
    expect((await PDFDocument.load(second)).getSubject()).toBe(`Código de verificación ${other}`);
  });
  it("a new signer or title gets a new template (staff edits show on the next document)", async () => {
    await renderOfficialPdf(input);
    const edited = await pdfText(await renderOfficialPdf({ ...input, signerName: "Pedro Pablo Rojas", title: "Certificado de estrato" }));
    expect(edited).toContain("Pedro Pablo Rojas");
    expect(edited).toContain("CERTIFICADO DE ESTRATO");
    expect(edited).not.toContain("María José Ñáñez");
  });
  it("survives characters outside WinAnsi (normalised, never a crash)", async () => {
    const bytes = await renderOfficialPdf({ ...input, body: ["Nguyễn Văn Anh — «Ōsaka» 🏠 ‐ ok"], signerName: "Łukasz Żółć" });
    const text = await pdfText(bytes);
    expect(text).toContain("Nguyen Van Anh — «Osaka» ? - ok");
    expect(text).toContain("Lukasz Zólc");
    expect(toWinAnsi("á é í ó ú ü ñ ¿ ¡ º ª €")).toBe("á é í ó ú ü ñ ¿ ¡ º ª €");
  });
  it("draws a QR code in the PDF that decodes to the validation URL", async () => {
    const doc = await PDFDocument.load(await renderOfficialPdf(input));
    const contents = doc.getPage(0).node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams.map((st) => Buffer.from(decodePDFRawStream(st as PDFRawStream).decode()).toString("latin1")).join("\n");
    // The QR's rectangles, drawn in module units under a scaling matrix ("a 0 0 d e f cm … Q"), placed on the page:
    // every "re" one module high.
    const modules = qrMatrix(url).size;
    const unit = 104 / modules;
    const rects: [number, number, number, number][] = [];
    for (const block of ops.matchAll(/(-?[\d.]+) 0 0 (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) cm([^Q]*)Q/g)) {
      const [a, d, e, f] = block.slice(1, 5).map(Number) as [number, number, number, number];
      for (const m of block[5]!.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)) {
        const [x, y, w, h] = m.slice(1, 5).map(Number) as [number, number, number, number];
        rects.push([a * x + e, d * y + f, a * w, d * h]);
      }
    }
    expect(rects.filter(([, , , hgt]) => Math.abs(hgt - unit) < 1e-3).length).toBe(rects.length);
    expect(rects.length).toBeGreaterThan(modules);
    const left = Math.min(...rects.map((r) => r[0]));
    const top = Math.max(...rects.map((r) => r[1] + r[3]));
    const dark = new Set<string>();
    for (const [x, y, w] of rects) {
      const row = Math.round((top - y) / unit) - 1;
      const col = Math.round((x - left) / unit);
      for (let c = 0; c < Math.round(w / unit); c++) dark.add(`${row},${col + c}`);
    }
    const fromPdf = { size: modules, dark: (row: number, col: number) => dark.has(`${row},${col}`) };
    const image = qrToRgba(fromPdf);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(url);
  });
  it("encodes the validation URL in a QR code that decodes back", () => {
    const matrix = qrMatrix(url);
    const image = qrToRgba(matrix);
    const decoded = jsQR(image.data, image.width, image.height);
    expect(decoded?.data).toBe(url);
    expect(qrSvgPath(matrix)).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
  it("formats in Spanish", () => {
    expect(formatDateEs(new Date("2026-11-22T15:00:00Z"))).toBe("22 de noviembre de 2026");
    expect(formatMoneyEs(1250000)).toBe("$ 1.250.000");
    expect(joinSpanish(["Ana", "Luis", "Marta"])).toBe("Ana, Luis y Marta");
    expect(fillTemplate("Que {{a}} vive en {{b}} .", { a: "Ana" })).toBe("Que Ana vive en.");
  });
});
