import { type PDFDocument, PDFRef } from "pdf-lib";

/** A PDF as pdf-lib saved it, with what an update appended to it refers to. */
export interface SavedPdf {
  bytes: Buffer;
  /** The first free object number (the trailer's /Size). */
  size: number;
  /** The catalog's reference, e.g. "1 0 R". */
  root: string;
  /** Where its cross-reference section starts (its startxref). */
  xrefOffset: number;
}

export function savedPdf(bytes: Uint8Array, doc: PDFDocument): SavedPdf {
  const tail = Buffer.from(bytes.subarray(-64)).toString("latin1");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const root = doc.context.trailerInfo.Root;
  if (!startxref || !root) throw new Error("PDF sin startxref o sin catálogo: no se puede actualizar");
  return { bytes: Buffer.from(bytes), size: doc.context.largestObjectNumber + 1, root: root.toString(), xrefOffset: Number(startxref[1]) };
}

/** An object to write: a new one (numbered from `SavedPdf.size`) or a new version of one the PDF has. */
export interface PdfObject {
  ref: PDFRef;
  /** The object's text; for a stream, its dictionary (with /Length). */
  body: string;
  stream?: Buffer;
}

const latin1 = (text: string) => Buffer.from(text, "latin1");
const xrefEntry = (offset: number, generation: number) => `${String(offset).padStart(10, "0")} ${String(generation).padStart(5, "0")} n \n`;

/**
 * Appends objects and a new document information dictionary to a saved PDF as an incremental update (ISO 32000-1
 * §7.5.6): the saved bytes stay as they are, followed by the objects, a cross-reference section listing them and a
 * trailer pointing back to the previous section. Readers take the newest version of each object.
 */
export function appendUpdate(saved: SavedPdf, objects: readonly PdfObject[], info: string): Buffer {
  const infoRef = PDFRef.of(Math.max(saved.size, ...objects.map((o) => o.ref.objectNumber + 1)));
  const chunks: Buffer[] = [saved.bytes];
  let offset = saved.bytes.length;
  const push = (bytes: Buffer) => {
    chunks.push(bytes);
    offset += bytes.length;
  };
  push(latin1("\n"));
  const written: { ref: PDFRef; offset: number }[] = [];
  for (const object of [...objects, { ref: infoRef, body: info }]) {
    written.push({ ref: object.ref, offset });
    const head = `${object.ref.objectNumber} ${object.ref.generationNumber} obj\n${object.body}\n`;
    if (object.stream) {
      push(latin1(`${head}stream\n`));
      push(object.stream);
      push(latin1("\nendstream\nendobj\n"));
    } else push(latin1(`${head}endobj\n`));
  }
  // One subsection per run of consecutive object numbers, after the free list's head (object 0).
  written.sort((a, b) => a.ref.objectNumber - b.ref.objectNumber);
  let xref = "xref\n0 1\n0000000000 65535 f \n";
  for (let i = 0; i < written.length; ) {
    const first = written[i];
    if (!first) break;
    // The run goes on while each object number is the first's plus its distance from it.
    let j = i + 1;
    while (j < written.length && written[j]?.ref.objectNumber === first.ref.objectNumber + (j - i)) j++;
    xref += `${first.ref.objectNumber} ${j - i}\n${written
      .slice(i, j)
      .map((w) => xrefEntry(w.offset, w.ref.generationNumber))
      .join("")}`;
    i = j;
  }
  const xrefOffset = offset;
  push(
    latin1(
      `${xref}trailer\n<<\n/Size ${infoRef.objectNumber + 1}\n/Root ${saved.root}\n/Info ${infoRef.toString()}\n/Prev ${saved.xrefOffset}\n>>\nstartxref\n${xrefOffset}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks, offset);
}
