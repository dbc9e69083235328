/**
 * How long an answer letter takes to render in the API's request (npm run bench:answer-letter): a short answer (one
 * page) and the longest answer the form accepts (2,028 characters) with a denial, median and p95 over 200 renders,
 * next to a one-page certificate drawn from scratch in the same run (compare the ratio, not the absolute).
 */
import { performance } from "node:perf_hooks";
import { ANSWER_MAX } from "@portal/schemas/complaint-forms/management.schema";
import { type AnswerLetterInput, renderAnswerLetterPdf } from "../src/complaint-forms/answer-letter-pdf.ts";
import { renderOfficialPdfFromScratch } from "../src/pdf/official-pdf.ts";

const code = "0123456789ABCDEF0123456789ABCDEF";
const base: AnswerLetterInput = {
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
const longest = {
  ...base,
  answer: "La entidad revisó su solicitud y le informa lo siguiente. ".repeat(60).slice(0, ANSWER_MAX),
  denialReason: "Información reservada. ".repeat(80).slice(0, 2000),
};

async function measure(name: string, render: () => Promise<Uint8Array>, runs = 200) {
  for (let i = 0; i < 20; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, ${(bytes / 1024).toFixed(1)} KB`);
}

// The same run's reference: a one-page certificate drawn from scratch (the certificates' worker renders those).
await measure("certificado de 1 página sin plantilla (referencia)", () =>
  renderOfficialPdfFromScratch({
    entityName: base.entityName,
    entityAddress: base.entityContact,
    title: "Certificado de estratificación",
    intro: "CERTIFICA:",
    body: ["Que el predio identificado con cédula catastral 010200030004 se encuentra clasificado en el estrato 3."],
    closing: ["Se expide el 22 de noviembre de 2026."],
    signerName: base.signerName,
    signerRole: base.signerRole,
    code,
    validityUrl: base.validityUrl,
    verifyText: "Verifique en:",
    issuedAt: base.issuedAt,
  }),
);
await measure("carta corta (1 página)", () => renderAnswerLetterPdf(base));
await measure(`carta más larga (${ANSWER_MAX} caracteres + negación)`, () => renderAnswerLetterPdf(longest));
