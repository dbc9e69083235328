import * as XLSX from "@e965/xlsx";
import { runImport } from "@portal/core/imports/run-import";
import { BULKLOAD_MESSAGES } from "@portal/schemas/contents/bulk-load.schema";
import { MASS_UPLOAD_MESSAGES } from "@portal/schemas/contents/mass-upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { createSection, storedFile } from "./contents-testing.ts";

let h: ApiHarness;
let staff: string;
let procedures: { tagID: number };
let contracting: { tagID: number };
const B = "/api/v1";

useApiHarness(async (started) => {
  h = started;
  staff = await h.login();
  procedures = await createSection(h, staff, { validContentTypes: [14] });
  contracting = await createSection(h, staff, { validContentTypes: [10, 7] });
});

/** A workbook without a header row, built with the same library the import reads it with. */
function xlsx(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Hoja1");
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
const procedureRow = (n: number, over: Partial<Record<number, unknown>> = {}) => {
  const row: unknown[] = [
    `Trámite de prueba ${n}`,
    "Descripción del trámite para la ciudadanía",
    `https://www.gov.co/tramite/${n}`,
    1,
    2,
    "25000",
    "15 días hábiles",
    "",
    "",
    "",
    "",
    "",
  ];
  for (const [i, v] of Object.entries(over)) row[Number(i)] = v;
  return row;
};

/** POST contents/bulkload?type&tagID with the file (multipart), as the spec posts it. */
async function bulkload(name: string, bytes: Buffer, query: string, token: string | null = staff) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const res = await fetch(`${h.baseUrl}${B}/contents/bulkload?${query}`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as any };
}
/** Starts the bulk load, runs the worker's job in-process, and reads the job back through the API. */
async function loadAndRun(name: string, bytes: Buffer, query: string) {
  const started = await bulkload(name, bytes, query);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ status: "PENDING", progress: 0 });
  await runImport({ db: h.deps.db, storage: h.deps.storage, log: h.deps.log }, started.body.id);
  return (await h.call("GET", `${B}/contents/bulkload/${started.body.id}`, undefined, staff)).body;
}
const inSection = (tagID: number) => h.db.content.count({ where: { tags: { some: { tagID } } } });

describe("POST contents/bulkload (worker job, all or nothing)", () => {
  it("creates one procedure per row of a good procedures spreadsheet, with its attributes, in the section", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => procedureRow(i + 1, i % 3 === 0 ? { 4: 0, 5: "" } : {}));
    rows.push(procedureRow(1)); // same name twice: a second friendly name, not a refusal
    const job = await loadAndRun("tramites.xlsx", xlsx(rows), `type=procedures&tagID=${procedures.tagID}`);
    expect(job).toMatchObject({ status: "DONE", progress: 100, totalRows: 31, processedRows: 31, errorCount: 0 });
    expect(await inSection(procedures.tagID)).toBe(31);
    const first = await h.db.content.findMany({ where: { name: "Trámite de prueba 1" }, include: { attributes: true }, orderBy: { contentID: "asc" } });
    expect(first.map((c) => c.friendlyName)).toEqual(["tramite-de-prueba-1", "tramite-de-prueba-1-2"]);
    expect(first[0]!.contentType).toBe(14);
    expect(Object.fromEntries(first[0]!.attributes.map((a) => [a.name, a.value]))).toMatchObject({
      ProcedureTypeID: "1",
      ProcedureCostType: "0",
      ProcedureValue: "0",
      ProcedureTime: "15 días hábiles",
    });
    const listed = await h.call("GET", `${B}/contents?tags=${procedures.tagID}&pageSize=50`);
    expect(listed.status).toBe(200);
  });

  it("a procedures file needs its 12 columns: one of 11 is refused, nothing created", async () => {
    const before = await h.db.content.count();
    const job = await loadAndRun(
      "once.xlsx",
      xlsx([procedureRow(201).slice(0, 11), procedureRow(202).slice(0, 11)]),
      `type=procedures&tagID=${procedures.tagID}`,
    );
    expect(job).toMatchObject({ status: "FAILED", message: "El archivo debe tener 12 columnas y no debe tener fila de títulos" });
    expect(await h.db.content.count()).toBe(before);
  });

  it("importing the same file again updates its rows by name instead of duplicating them", async () => {
    const own = await createSection(h, staff, { validContentTypes: [14] });
    const rows = [procedureRow(301), procedureRow(302)];
    expect(await loadAndRun("tramites.xlsx", xlsx(rows), `type=procedures&tagID=${own.tagID}`)).toMatchObject({ status: "DONE", processedRows: 2 });
    const revised = [
      procedureRow(301, { 1: "Descripción revisada del trámite para la ciudadanía", 6: "10 días hábiles" }),
      procedureRow(302),
      procedureRow(303),
    ];
    expect(await loadAndRun("tramites.xlsx", xlsx(revised), `type=procedures&tagID=${own.tagID}`)).toMatchObject({ status: "DONE", processedRows: 3 });
    expect(await inSection(own.tagID)).toBe(3);
    const updated = await h.db.content.findFirstOrThrow({
      where: { name: "Trámite de prueba 301", tags: { some: { tagID: own.tagID } } },
      include: { attributes: true },
    });
    expect(updated.description).toBe("Descripción revisada del trámite para la ciudadanía");
    expect(updated.attributes.find((a) => a.name === "ProcedureTime")?.value).toBe("10 días hábiles");
    expect(updated.friendlyName).toBe("tramite-de-prueba-301");
  });

  it("refuses a file with a bad row: nothing created, the row number in the error", async () => {
    const before = await h.db.content.count();
    const rows = [procedureRow(101), procedureRow(102), procedureRow(103, { 2: "" }), procedureRow(104, { 4: 2, 5: "" })];
    const job = await loadAndRun("malo.xlsx", xlsx(rows), `type=procedures&tagID=${procedures.tagID}`);
    expect(job.status).toBe("FAILED");
    expect(job.errorCount).toBe(2);
    expect(job.errors).toEqual(
      expect.arrayContaining([
        { row: 3, message: "URL: Debes ingresar un link" },
        { row: 4, message: "Valor: Debes ingresar un valor para el tramite" },
      ]),
    );
    expect(await h.db.content.count()).toBe(before);
  });

  it("imports the contracting spreadsheet (3 columns) and refuses one with more columns", async () => {
    const job = await loadAndRun(
      "contratos.xlsx",
      xlsx([
        ["Contrato de obra 001", "Pavimentación", "https://www.secop.gov.co/1"],
        ["Contrato 002", "", ""],
      ]),
      `type=contracting&tagID=${contracting.tagID}`,
    );
    expect(job).toMatchObject({ status: "DONE", processedRows: 2 });
    expect((await h.db.content.findFirstOrThrow({ where: { name: "Contrato de obra 001" } })).embedUrl).toBe("https://www.secop.gov.co/1");
    const wide = await loadAndRun("contratos.xlsx", xlsx([procedureRow(1)]), `type=contracting&tagID=${contracting.tagID}`);
    expect(wide).toMatchObject({ status: "FAILED", message: "El archivo debe tener 3 columnas y no debe tener fila de títulos" });
  });

  it("answers the Excel message for a file that is not a workbook, whatever its name", async () => {
    const renamed = await bulkload("tramites.xlsx", Buffer.from("nombre,descripcion\nno es excel,de verdad\n"), `type=procedures&tagID=${procedures.tagID}`);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.message).toBe(MASS_UPLOAD_MESSAGES.excelOnly);
    const csv = await bulkload("tramites.csv", Buffer.from("a,b\n"), `type=procedures&tagID=${procedures.tagID}`);
    expect(csv.body.error.message).toBe(MASS_UPLOAD_MESSAGES.excelOnly);
  });

  it("refuses a file over 5,000,000 bytes", async () => {
    const res = await bulkload("grande.xlsx", Buffer.alloc(5_000_001, 1), `type=procedures&tagID=${procedures.tagID}`);
    expect([400, 413]).toContain(res.status);
    expect(res.body.error.message).toBe("Sube archivos de menos de 5 Mb");
  });

  it("refuses visitors and citizens, and a section that does not take the type", async () => {
    const before = await h.db.importJob.count();
    expect((await bulkload("t.xlsx", xlsx([procedureRow(1)]), `type=procedures&tagID=${procedures.tagID}`, null)).status).toBe(401);
    const { token } = await h.registerCitizen();
    expect((await bulkload("t.xlsx", xlsx([procedureRow(1)]), `type=procedures&tagID=${procedures.tagID}`, token)).status).toBe(403);
    expect((await h.call("POST", `${B}/contents/bulkload?type=procedures&tagID=${procedures.tagID}`, { fileID: "x" }, token)).status).toBe(403);
    const wrong = await bulkload("t.xlsx", xlsx([procedureRow(1)]), `type=procedures&tagID=${contracting.tagID}`);
    expect(wrong.status).toBe(400);
    expect(await h.db.importJob.count()).toBe(before);
  });

  it("an unknown type or a missing section in the address is refused in Spanish before the file is stored", async () => {
    const files = await h.db.storedFile.count();
    const unknown = await bulkload("t.xlsx", xlsx([procedureRow(1)]), `type=noticias&tagID=${procedures.tagID}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(BULKLOAD_MESSAGES.typeInvalid);
    const noSection = await bulkload("t.xlsx", xlsx([procedureRow(1)]), "type=procedures");
    expect(noSection.status).toBe(400);
    expect(noSection.body.error.message).toBe(BULKLOAD_MESSAGES.sectionRequired);
    // The same refusal when the spreadsheet was uploaded first and only its id is sent (JSON body): each field named.
    const byId = await h.call("POST", `${B}/contents/bulkload?type=noticias`, { fileID: "x" }, staff);
    expect([byId.status, byId.body.error]).toEqual([
      400,
      {
        status: 400,
        code: "BAD_REQUEST",
        message: BULKLOAD_MESSAGES.typeInvalid,
        details: [
          { path: "type", message: BULKLOAD_MESSAGES.typeInvalid },
          { path: "tagID", message: BULKLOAD_MESSAGES.sectionRequired },
        ],
      },
    ]);
    expect(await h.db.storedFile.count()).toBe(files);
  });
});

describe("POST massive/contents", () => {
  const row = (n: number, extra: Record<string, unknown> = {}) => ({
    name: `Decreto ${n} de 2026`,
    body: "Por el cual se reglamenta el uso del espacio público",
    startingDate: "2026-01-15",
    embedUrl: `https://www.gov.co/decreto/${n}`,
    ...extra,
  });

  it("creates one document per filled row (links and files), ignoring empty rows", async () => {
    const fileID = await storedFile(h, { isImage: false });
    const res = await h.call("POST", `${B}/massive/contents?tagID=${contracting.tagID}`, [row(1), row(2, { embedUrl: "", fileID }), {}, {}, {}], staff);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.created).toHaveLength(2);
    const doc = await h.db.content.findFirstOrThrow({ where: { name: "Decreto 2 de 2026" }, include: { files: true } });
    expect(doc).toMatchObject({ contentType: 10 });
    expect(doc.files).toHaveLength(1);
  });

  it("refuses the whole table when one row is wrong, naming the row", async () => {
    const before = await h.db.content.count();
    const res = await h.call("POST", `${B}/massive/contents?tagID=${contracting.tagID}`, [row(3), row(4, { body: "corta" })], staff);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MASS_UPLOAD_MESSAGES.descriptionMin);
    expect(await h.db.content.count()).toBe(before);
    const { token } = await h.registerCitizen();
    expect((await h.call("POST", `${B}/massive/contents?tagID=${contracting.tagID}`, [row(5)], token)).status).toBe(403);
    expect((await h.call("POST", `${B}/massive/contents?tagID=${contracting.tagID}`, [row(5)])).status).toBe(401);
  });

  it("a row's file is at most 5,000,000 bytes (spec 02 §5): the upload kind refuses more, and so does the table", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5_000_001)])]), "acta.pdf");
    const upload = await fetch(`${h.baseUrl}${B}/uploadfiles/massUpload`, { method: "POST", body: form, headers: { authorization: `Bearer ${staff}` } });
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as any).error.details[0].message).toBe("Sube archivos de menos de 5 Mb");

    const big = await h.db.storedFile.create({
      data: {
        name: "grande.pdf",
        storageKey: "test/grande",
        mimeType: "application/pdf",
        extension: "pdf",
        size: 5_000_001,
        isImage: false,
        purpose: "content",
      },
    });
    const fits = await storedFile(h, { isImage: false, purpose: "massUpload" });
    const before = await h.db.content.count();
    const res = await h.call(
      "POST",
      `${B}/massive/contents?tagID=${contracting.tagID}`,
      [row(6, { embedUrl: "", fileID: fits }), row(7, { embedUrl: "", fileID: big.fileID })],
      staff,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "rows.1.fileID", message: "Sube archivos de menos de 5 Mb" });
    expect(await h.db.content.count()).toBe(before);
    const ok = await h.call("POST", `${B}/massive/contents?tagID=${contracting.tagID}`, [row(6, { embedUrl: "", fileID: fits })], staff);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});
