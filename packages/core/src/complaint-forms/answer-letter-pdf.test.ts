import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../testing/pdf-text.ts";
import { type AnswerLetterInput, renderAnswerLetterPdf } from "./answer-letter-pdf.ts";

const code = "0123456789ABCDEF0123456789ABCDEF";
const input: AnswerLetterInput = {
  entityName: "Alcaldía Municipal de Villa Esperanza",
  entityContact: "Carrera 5 # 4-32 · 604 123 4567 · contacto@villaesperanza.gov.co",
  logo: null,
  dateText: "22 de noviembre de 2026",
  trackingID: "20261122000123",
  addressee: ["José Ñáñez Ruiz", "Calle 10 # 20-30", "Laureles", "Medellín, Antioquia"],
  typeName: "Petición",
  filedOnText: "3 de noviembre de 2026",
  answer: "Le informamos que su solicitud fue atendida.",
  denialReason: null,
  signerName: "María José Ñáñez",
  signerRole: "Profesional universitaria - Secretaría de Hacienda",
  code,
  validityUrl: `https://portal.villaesperanza.gov.co/carta-validez?id=${code}`,
  issuedAt: new Date("2026-11-22T15:00:00Z"),
};

describe("answer letter PDF", () => {
  it("prints letterhead, date, radicado, addressee, answer, signer and validity code on one page", async () => {
    const bytes = await renderAnswerLetterPdf(input);
    const text = await pdfText(bytes);
    for (const part of [
      input.entityName,
      "22 de noviembre de 2026",
      "Radicado No. 20261122000123",
      "José Ñáñez Ruiz",
      "Medellín, Antioquia",
      "respuesta a su petición",
      "su solicitud fue atendida",
      "María José Ñáñez",
      "Secretaría de Hacienda",
      code,
      "Página 1 de 1",
    ]) {
      expect(text).toContain(part);
    }
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe(`Código de verificación ${code}`);
  });

  it("flows a long answer over pages, keeps the signature with the validity box and prints a denial with its reason", async () => {
    const answer = Array.from({ length: 40 }, (_, i) => `Punto ${i + 1}. La entidad revisó la información solicitada y le informa lo pertinente.`).join("\n\n");
    const bytes = await renderAnswerLetterPdf({ ...input, answer, denialReason: "Información reservada por seguridad nacional." });
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    expect(text).toContain("Punto 40.");
    expect(text).toContain("Acceso a la información negado. Motivo:");
    expect(text).toContain("Información reservada por seguridad nacional.");
    expect(text).toContain(`Página ${pages} de ${pages}`);
    // The text the renderer cannot encode in WinAnsi is normalised, never a crash.
    await expect(renderAnswerLetterPdf({ ...input, answer: "Respuesta con emoji 🙂 y comillas “tipográficas”." })).resolves.toBeInstanceOf(Uint8Array);
  });
});
