import * as XLSX from "@e965/xlsx";
import { runImport } from "@portal/core/imports/run-import";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let staff: string;
const B = "/api/v1";

useApiHarness(async (started) => {
  h = started;
  staff = await h.login();
});

async function upload(name: string, bytes: Buffer | string, token = staff) {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? Buffer.from(bytes) : bytes]), name);
  const res = await fetch(`${h.baseUrl}${B}/uploadfiles/spreadsheet`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}

/** Uploads, starts the import through the API, then runs the worker's job in-process and reads the job back. */
async function importFile(kind: string, name: string, bytes: Buffer | string, extra: Record<string, unknown> = {}) {
  const file = await upload(name, bytes);
  expect(file.status).toBe(201);
  const started = await h.call("POST", `${B}/imports`, { kind, fileID: file.body.fileID, ...extra }, staff);
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ status: "PENDING", progress: 0 });
  await runImport({ db: h.deps.db, storage: h.deps.storage, log: h.deps.log }, started.body.id);
  return (await h.call("GET", `${B}/imports/${started.body.id}`, undefined, staff)).body;
}

function xlsx(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Predios");
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

const PROPERTIES_CSV = [
  "Cédula catastral;Dirección;Estrato;Uso suelo;Zona;Pagado hasta;Saldo;Identificación propietarios;Nombre propietarios",
  "01-001;Calle 1 # 1-01;2;Residencial;Urbana;31/12/2026;0;1001;Ana Ruiz",
  "01-002;Calle 2 # 2-02;3;Comercial;Urbana;2026-06-30;$ 1.250.000,50;1002;1003;Beto Gil;Carla Paz",
].join("\n");

describe("registry imports (worker job, all or nothing)", () => {
  it("imports properties from a Spanish CSV (semicolons, accents in headers, Colombian amounts and dates) with progress 100 %", async () => {
    const job = await importFile("properties", "predios.csv", PROPERTIES_CSV.replace("1002;1003;Beto Gil;Carla Paz", '"1002;1003";"Beto Gil;Carla Paz"'));
    expect(job).toMatchObject({ status: "DONE", progress: 100, totalRows: 2, processedRows: 2, errorCount: 0, message: "Se importaron 2 registros" });
    const p = await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "01002" }, include: { owners: { orderBy: { id: "asc" } } } });
    expect(p).toMatchObject({ address: "Calle 2 # 2-02", stratum: 3, landUse: "Comercial" });
    expect(p.amountOwed.toString()).toBe("1250000.5");
    expect(p.taxPaidUntil?.toISOString().slice(0, 10)).toBe("2026-06-30");
    expect(p.owners.map((o) => [o.identification, o.name])).toEqual([
      ["1002", "Beto Gil"],
      ["1003", "Carla Paz"],
    ]);
    expect((await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "01001" } })).taxPaidUntil?.toISOString().slice(0, 10)).toBe("2026-12-31");
  });
  it("updates existing properties on a second import (upsert by cadastral key, owners replaced)", async () => {
    const job = await importFile(
      "properties",
      "predios.xlsx",
      xlsx([
        ["cedula_catastral", "direccion", "estrato", "saldo", "identificacion_propietarios", "nombre_propietarios"],
        ["01-002", "Calle 2 # 2-02 Apto 301", 4, 0, 1004, "Dora Luz"],
      ]),
    );
    expect(job.status).toBe("DONE");
    const p = await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "01002" }, include: { owners: true } });
    expect(p).toMatchObject({ address: "Calle 2 # 2-02 Apto 301", stratum: 4 });
    expect(p.owners.map((o) => o.name)).toEqual(["Dora Luz"]);
  });
  it("refuses a file with bad rows: every row error with its row number, nothing imported or changed", async () => {
    const before = await h.db.property.count();
    const csv = [
      "cedula_catastral,direccion,estrato,saldo",
      "02-001,Calle 9,2,0",
      "02-002,,3,0",
      "02-003,Calle 10,9,0",
      "02-001,Calle 9 repetida,2,0",
      '02-004,=HYPERLINK("http://malo"),2,0',
      "02-005,Calle 12,2,-5",
      "01-002,Dirección que no debe quedar,1,0",
    ].join("\n");
    const job = await importFile("properties", "malo.csv", csv);
    expect(job.status).toBe("FAILED");
    expect(job.errorCount).toBe(5);
    expect(job.message).toBe("El archivo tiene 5 filas con errores; no se importó ningún registro");
    expect(job.errors.slice(1)).toEqual([
      { row: 3, message: "direccion: Debes ingresar la dirección" },
      { row: 4, message: "estrato: El estrato debe ser un número entero de 1 a 6" },
      { row: 5, message: "El registro está repetido; ya aparece en la fila 2" },
      { row: 6, message: "La columna direccion contiene una fórmula o un texto que empieza por =, +, - o @; escribe solo el valor" },
      { row: 7, message: "saldo: Debes ingresar un valor numérico mayor o igual a cero, con máximo dos decimales" },
    ]);
    expect(await h.db.property.count()).toBe(before);
    expect((await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "01002" } })).address).toBe("Calle 2 # 2-02 Apto 301");
  });
  it("reads formula cells of an xlsx by their cached value, never evaluating them", async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ["cedula_catastral", "direccion", "estrato", "saldo"],
      ["03-001", "Calle 30", 2, 0],
    ]);
    sheet["D2"] = { t: "n", f: "1000*2", v: 2000 };
    sheet["C2"] = { t: "n", f: 'WEBSERVICE("http://169.254.169.254/")', v: 5 };
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, sheet, "Hoja1");
    const job = await importFile("properties", "formulas.xlsx", XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer);
    expect(job.status).toBe("DONE");
    const p = await h.db.property.findUniqueOrThrow({ where: { cadastralKey: "03001" } });
    expect(p.amountOwed.toString()).toBe("2000");
    expect(p.stratum).toBe(5);
  });
  it("refuses a file without a required column", async () => {
    const job = await importFile("residents", "residentes.csv", "nombres,direccion\nAna,Calle 1");
    expect(job).toMatchObject({ status: "FAILED", message: "Falta la columna identificacion" });
  });
  it("refuses a file with more than 50,000 rows and stores none", async () => {
    const rows = ["identificacion,nombres,direccion"];
    for (let i = 0; i < 50_001; i++) rows.push(`${100000 + i},N,D`);
    const before = await h.db.resident.count();
    const job = await importFile("residents", "enorme.csv", rows.join("\n"));
    expect(job).toMatchObject({ status: "FAILED", message: "El archivo tiene más de 50.000 filas; divídelo en varios archivos" });
    expect(await h.db.resident.count()).toBe(before);
  });
  it("refuses a zip that is not a spreadsheet, and a file whose bytes are not a spreadsheet at upload", async () => {
    // A ZIP named .xlsx passes the upload's type sniffing, but is no workbook.
    const zip = Buffer.from(
      "UEsDBAoAAAAAAAAAIQAAAAAAAAAAAAAAAAAFAAAAYS50eHRQSwECFAAKAAAAAAAAACEAAAAAAAAAAAAAAAAABQAAAAAAAAAAAAAAAAAAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAIwAAAAAA",
      "base64",
    );
    const job = await importFile("properties", "falso.xlsx", zip);
    expect(job).toMatchObject({ status: "FAILED" });
    expect(["El archivo no es una hoja de cálculo válida", "El archivo no tiene filas con datos"]).toContain(job.message);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const res = await upload("predios.xlsx", png);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("No se puede subir este tipo de archivo");
    const binary = await upload("predios.csv", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]));
    expect(binary.status).toBe(400);
  });
  it("refuses a file over the 5 MB spreadsheet limit at upload", async () => {
    const res = await upload("grande.csv", "a,b\n".repeat(1_300_000));
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/^Sube archivos de menos de/);
  });
  it("imports residents and staff records (periods replace a person's registered ones)", async () => {
    const residents = await importFile(
      "residents",
      "r.csv",
      "identificacion,nombres,direccion,barrio,residente_desde\n1098765432,Camilo Ruiz,Carrera 7,Centro,2015-03-01\n52000111,Lina Mora,Calle 3,,",
    );
    expect(residents.status).toBe("DONE");
    expect((await h.db.resident.findUniqueOrThrow({ where: { identification: "52000111" } })).neighborhood).toBeNull();
    await h.db.staffRecord.create({ data: { identification: "79000111", name: "Viejo", position: "Cargo viejo", startDate: new Date("2000-01-01") } });
    const staffJob = await importFile(
      "staff",
      "f.csv",
      "identificacion,nombre,cargo,fecha_inicio,fecha_fin,dependencia\n79000111,Jorge Pardo,Conductor,01/02/2010,31/12/2015,Despacho\n79000111,Jorge Pardo,Técnico,2016-01-01,,Obras",
    );
    expect(staffJob.status).toBe("DONE");
    const periods = await h.db.staffRecord.findMany({ where: { identification: "79000111" }, orderBy: { startDate: "asc" } });
    expect(periods.map((p) => p.position)).toEqual(["Conductor", "Técnico"]);
  });
  it("is for staff only and checks its input", async () => {
    const citizen = (await h.registerCitizen()).token;
    expect((await h.call("POST", `${B}/imports`, { kind: "properties", fileID: 1 }, citizen)).status).toBe(403);
    expect((await h.call("POST", `${B}/imports`, { kind: "properties", fileID: 1 })).status).toBe(401);
    const bad = await h.call("POST", `${B}/imports`, { kind: "properties", fileID: 999999 }, staff);
    expect(bad.body.error.details[0].message).toBe("Debes cargar primero el archivo");
    expect((await h.call("GET", `${B}/imports/no-es-un-uuid`, undefined, staff)).status).toBe(400);
    expect((await h.call("GET", `${B}/imports/00000000-0000-4000-8000-000000000000`, undefined, staff)).status).toBe(404);
    // A file uploaded for another purpose (a PQRDS attachment) cannot be imported.
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")]), "anexo.pdf");
    const attachment = (await (
      await fetch(`${h.baseUrl}${B}/uploadfiles/complaint`, { method: "POST", body: form, headers: { authorization: `Bearer ${staff}` } })
    ).json()) as { fileID: string };
    const wrong = await h.call("POST", `${B}/imports`, { kind: "residents", fileID: attachment.fileID }, staff);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].message).toBe("El archivo debe ser una hoja de cálculo (xlsx, xls o csv) cargada para importación");
    // Someone else's upload is as unknown as a missing file.
    const anonymous = (await (await fetch(`${h.baseUrl}${B}/uploadfiles/complaint`, { method: "POST", body: form })).json()) as { fileID: string };
    expect((await h.call("POST", `${B}/imports`, { kind: "residents", fileID: anonymous.fileID }, staff)).body.error.details[0].message).toBe(
      "Debes cargar primero el archivo",
    );
    const list = await h.call("GET", `${B}/imports?kind=properties`, undefined, staff);
    expect(list.body.length).toBeGreaterThan(0);
  });
});
