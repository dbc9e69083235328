import * as XLSX from "@e965/xlsx";
import { createBusinessCalendar, dayToDate, type TDay } from "@portal/core/complaint-forms/business-days";
import { complaintSummary } from "@portal/core/complaint-forms/dashboard";
import { openDataPeriod } from "@portal/core/complaint-forms/open-data";
import { OPEN_DATA_COLUMNS, OPEN_DATA_LIMITS, OPEN_DATA_MESSAGES, OPEN_DATA_RESERVED } from "@portal/schemas/complaint-forms/open-data.schema";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

/** Wednesday 18 March 2026, 10:00 in Bogotá: every figure below is computed for this day. */
const NOW = new Date("2026-03-18T15:00:00Z");
const TODAY = "2026-03-18";
const calendar = createBusinessCalendar();

/** The day `n` business days before today (so the term elapsed so far is n). */
function businessDaysAgo(n: number): TDay {
  let d = TODAY;
  while (calendar.businessDaysBetween(d, TODAY) < n) d = new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return d;
}

let h: ApiHarness;
let seq = 0;
let hacienda: number;
let planeacion: number;

/** A request stored directly with fixed dates: filed at 10:00 Bogotá of `filed`, due `term` business days later. */
async function seedRequest(filed: TDay, data: Record<string, unknown> = {}, term = 15) {
  seq++;
  return h.db.complaintForm.create({
    data: {
      trackingID: BigInt(2026_000_000 + seq),
      complaintFormTypeID: 2,
      responseTypeID: 1,
      description: "Solicitud de prueba",
      date: new Date(`${filed}T15:00:00Z`),
      answerableDate: dayToDate(calendar.addBusinessDays(filed, term)),
      ...data,
    },
  });
}

useApiHarness(async (started) => {
  h = started;
  hacienda = (await h.db.dependency.create({ data: { name: "Secretaría de Hacienda" } })).id;
  // A comma and quotes in a name: the CSV must quote it (RFC 4180).
  planeacion = (await h.db.dependency.create({ data: { name: 'Planeación, "Obras" y Catastro' } })).id;
  // Open, running: green (filed today), yellow (10 of 15), red (13 of 15), due today (red, not expired), expired (20).
  await seedRequest(TODAY, { dependencyId: hacienda });
  await seedRequest(businessDaysAgo(10), { dependencyId: hacienda, complaintFormTypeID: 3 });
  await seedRequest(businessDaysAgo(13), { dependencyId: planeacion });
  await seedRequest(businessDaysAgo(15));
  await seedRequest(businessDaysAgo(20), { dependencyId: planeacion, complaintFormTypeID: 3 });
  // Suspended (art. 17) long past its original due date: apart, never expired. A completed one runs again (expired).
  await seedRequest(businessDaysAgo(30), { dependencyId: hacienda, completionRequestedAt: new Date("2026-02-10T15:00:00Z") });
  await seedRequest(businessDaysAgo(25), { completionRequestedAt: new Date("2026-02-20T15:00:00Z"), completedAt: new Date("2026-02-25T15:00:00Z") });
  // Closed this Bogotá month: on time, late (flag), late (closed before outcomes: read from the dates), transferred, withdrawn.
  const closed = (closingDate: string, data: Record<string, unknown>) => seedRequest("2026-02-16", { status: 2, closingDate: new Date(closingDate), ...data });
  await closed("2026-03-02T15:00:00Z", { outcome: "answered" });
  await closed("2026-03-10T15:00:00Z", { outcome: "answered", answeredLate: true });
  await closed("2026-03-12T15:00:00Z", { answerableDate: dayToDate("2026-03-11") });
  await closed("2026-03-03T15:00:00Z", {
    outcome: "transferred",
    transferredAt: new Date("2026-03-03T15:00:00Z"),
    transferEntityName: "Ministerio de Transporte",
  });
  await closed("2026-03-17T15:00:00Z", { outcome: "withdrawn" });
  // 22:00 of 28 February in Bogotá (already 1 March in UTC): last month, not counted.
  await closed("2026-03-01T03:00:00Z", { outcome: "answered" });
});

describe("PQRs summary (complaintFormsDashboard.summary)", () => {
  it("counts open requests by term level, suspended apart, by dependency and type, and this month's closings", async () => {
    const s = await complaintSummary(h.deps, NOW);
    expect(s).toMatchObject({ today: TODAY, month: "2026-03", open: 7, suspended: 1 });
    expect(Object.fromEntries(s.byTerm.map((b) => [b.key, b.count]))).toEqual({ green: 1, yellow: 1, red: 2, expired: 2 });
    expect(s.byDependency).toEqual([
      { id: planeacion, name: 'Planeación, "Obras" y Catastro', open: 2, expired: 1, suspended: 0 },
      { id: hacienda, name: "Secretaría de Hacienda", open: 3, expired: 0, suspended: 1 },
      { id: null, name: "Sin dependencia asignada", open: 2, expired: 1, suspended: 0 },
    ]);
    expect(s.byType.map((t) => [t.id, t.open, t.expired, t.suspended])).toEqual([
      [2, 5, 1, 1],
      [3, 2, 1, 0],
    ]);
    expect(s.thisMonth).toEqual({ answeredOnTime: 1, answeredLate: 2, transferred: 1, withdrawn: 1 });
  });

  it("walks the permission matrix on tRPC and REST: anonymous 401, citizen 403, other staff 403, PQRs and Administrator 200", async () => {
    const citizen = (await h.registerCitizen()).token;
    const feedback = await h.registerStaff("Feedback");
    const pqrs = await h.registerStaff("PQRs");
    const admin = await h.login();
    const viaTrpc = (token: string | null) => h.call("GET", `/trpc/complaintFormsDashboard.summary?input=${encodeURIComponent("{}")}`, undefined, token);
    const viaRest = (token: string | null) => h.call("GET", "/api/v1/complaintforms/dashboard/summary", undefined, token);
    for (const call of [viaTrpc, viaRest]) {
      expect((await call(null)).status).toBe(401);
      expect((await call(citizen)).status).toBe(403);
      expect((await call(feedback)).status).toBe(403);
      for (const token of [pqrs, admin]) {
        const res = await call(token);
        expect(res.status).toBe(200);
        const body = res.body.result?.data ?? res.body;
        expect(body.open).toBe(7);
      }
    }
  });
});

/** The raw bytes of a download (fetch's text() would drop the byte order mark). */
async function download(path: string) {
  const res = await fetch(`${h.baseUrl}/api/v1/${path}`);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("open data: the aggregated PQRDS dataset (GET complaintforms/opendata/…)", () => {
  const PERSONAL = {
    firstName: "Zoraida",
    lastName: "Eloísa",
    firstSurName: "Quintanilla",
    lastSurName: "Berrío",
    identification: "99887766",
    emailPersonal: "zoraida.quintanilla@correo.co",
    email: "respuestas.zoraida@correo.co",
    addressPersonal: "Carrera 77 # 12-34",
    address: "Diagonal 45 Sur # 9-87",
    neighborhoodPersonal: "Barrio Los Almendros",
    phoneNumberPersonal: "6047654321",
    mobileNumberPersonal: "3157654321",
    description: "Mi vecino Rigoberto arroja basuras en el caño",
    answer: "Respuesta privada con el expediente 4455",
    transferReason: "Motivo interno del traslado",
    completionRequest: "Adjunte el certificado de tradición",
  };
  /** Five answered petitions of natural persons to Hacienda filed in March: one cell big enough to publish. */
  const ANSWERED_IN_MARCH = {
    anonymous: false,
    complaintFormUserTypeID: 1,
    identificationTypeID: 1,
    status: 2,
    outcome: "answered",
    closingDate: new Date("2026-03-09T20:00:00Z"),
  };
  const csvLines = async (path: string) => (await download(path)).bytes.toString("utf8").slice(1).split("\r\n").slice(0, -1);
  const rowsOf = (lines: string[]) => lines.slice(1).map((l) => l.split(","));
  const count = (row: string[]) => Number(row[OPEN_DATA_COLUMNS.findIndex((c) => c.column === "solicitudes")]);

  beforeAll(async () => {
    const cell = { ...ANSWERED_IN_MARCH, dependencyId: hacienda };
    await seedRequest("2026-03-04", { ...cell, ...PERSONAL, qualificationComment: "Comentario del ciudadano Zoraida" });
    for (let i = 0; i < 4; i++) await seedRequest("2026-03-04", cell);
    // A pregnant woman's request: a combination of one, never published as such.
    await seedRequest("2026-03-05", { ...cell, complaintFormUserTypeID: 5 });
  });

  it("publishes counts per month and combination as CSV (UTF-8 with BOM, CRLF, RFC 4180), with no personal data, free text, day or time", async () => {
    const res = await download("complaintforms/opendata/pqrds.csv?from=2026-01-01&to=2026-03-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("pqrds-2026-01-01_2026-03-31.csv");
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.bytes.toString("utf8");
    for (const value of Object.values(PERSONAL)) {
      expect(res.bytes.includes(Buffer.from(value, "utf8")), value).toBe(false);
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    }
    expect(text).not.toContain("Zoraida");
    // No day, no time of day, no tracking number: months only.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\d{2}:\d{2}/);
    expect(text).not.toContain("2026000");
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(OPEN_DATA_COLUMNS.map((c) => c.column).join(","));
    // The five answered petitions: 3 business days to close on a 15-day term.
    expect(lines).toContain("2026-03,Petición,Persona natural,Correo electrónico,Secretaría de Hacienda,Cerrada,Respondida,5,0,0,3,15");
  });

  it("never publishes a combination of fewer than 5 requests: they add up in the month's 'Reservado' row", async () => {
    const lines = await csvLines("complaintforms/opendata/pqrds.csv?from=2026-01-01&to=2026-03-31");
    const rows = rowsOf(lines);
    const published = rows.filter((row) => row[1] !== OPEN_DATA_RESERVED);
    for (const row of published) expect(count(row), row.join(",")).toBeGreaterThanOrEqual(OPEN_DATA_LIMITS.minCellCount);
    // The sensitive applicant type of a single filing is not in the data at all (only in the dictionary's catalog).
    expect(lines.join("\n")).not.toContain("Mujer gestante");
    expect(lines.join("\n")).not.toContain("Planeación");
    // Nothing is lost: the published and reserved counts add up to the requests filed in the period.
    const filed = await h.db.complaintForm.count({ where: { date: { gte: new Date("2026-01-01T05:00:00Z"), lt: new Date("2026-04-01T05:00:00Z") } } });
    expect(rows.reduce((n, row) => n + count(row), 0)).toBe(filed);
    const reserved = rows.filter((row) => row[1] === OPEN_DATA_RESERVED);
    expect(reserved.map((row) => row[0])).toEqual(["2026-02", "2026-03"]);
    for (const row of reserved) expect(row.slice(1, 7)).toEqual(Array(6).fill(OPEN_DATA_RESERVED));
  });

  it("publishes whole ended months only: a period's days widen to their months, the running month waits", async () => {
    // One day asks for its whole month: the same rows as the month (no day can be subtracted from another).
    const march = await csvLines("complaintforms/opendata/pqrds.csv?from=2026-03-01&to=2026-03-31");
    expect(await csvLines("complaintforms/opendata/pqrds.csv?from=2026-03-04&to=2026-03-04")).toEqual(march);
    expect(await csvLines("complaintforms/opendata/pqrds.csv?from=2026-03-18&to=2026-03-19")).toEqual(march);
    expect(rowsOf(march).every((row) => row[0] === "2026-03")).toBe(true);
    expect((await download("complaintforms/opendata/pqrds.csv?from=2026-03-04&to=2026-03-04")).headers.get("content-disposition")).toContain(
      "pqrds-2026-03-01_2026-03-31.csv",
    );
    // 1 January 2027 00:30 UTC is still 31 December 2026 in Bogotá: December has not ended.
    const newYearsEve = new Date("2027-01-01T00:30:00Z");
    expect(openDataPeriod({}, newYearsEve)).toEqual({ from: "2026-01-01", to: "2026-11-30" });
    expect(openDataPeriod({ to: "2026-06-10" }, newYearsEve)).toEqual({ from: "2026-01-01", to: "2026-06-30" });
    expect(openDataPeriod({ from: "2025-06-15" }, newYearsEve)).toEqual({ from: "2025-06-01", to: "2026-05-31" });
    expect(openDataPeriod({}, new Date("2027-01-15T15:00:00Z"))).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(() => openDataPeriod({ from: "2026-12-01" }, newYearsEve)).toThrow(OPEN_DATA_MESSAGES.monthNotEnded);
  });

  it("publishes the same rows as .xlsx with a data dictionary sheet, and never a personal value", async () => {
    const res = await download("complaintforms/opendata/pqrds.xlsx?from=2026-01-01&to=2026-03-31");
    expect(res.status).toBe(200);
    const book = XLSX.read(res.bytes);
    expect(book.SheetNames).toEqual(["pqrds", "diccionario"]);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.pqrds!);
    expect(rows).toEqual(
      rowsOf(await csvLines("complaintforms/opendata/pqrds.csv?from=2026-01-01&to=2026-03-31")).map((row) =>
        expect.objectContaining({ mes_radicacion: row[0], solicitudes: count(row) }),
      ),
    );
    for (const row of rows.filter((r) => r.tipo_solicitud !== OPEN_DATA_RESERVED))
      expect(row.solicitudes).toBeGreaterThanOrEqual(OPEN_DATA_LIMITS.minCellCount);
    const everything = book.SheetNames.map((name) => XLSX.utils.sheet_to_csv(book.Sheets[name]!)).join("\n");
    for (const value of Object.values(PERSONAL)) expect(everything.toLowerCase()).not.toContain(value.toLowerCase());
    const dictionary = XLSX.utils.sheet_to_json<{ columna: string }>(book.Sheets.diccionario!);
    expect(dictionary.map((d) => d.columna)).toEqual(OPEN_DATA_COLUMNS.map((c) => c.column));
  });

  it("describes every column in the data dictionary (JSON and CSV), catalog values filled in", async () => {
    const json = await h.call("GET", "/api/v1/complaintforms/opendata/diccionario.json");
    expect(json.status).toBe(200);
    const header = (await csvLines("complaintforms/opendata/pqrds.csv?from=2026-03-01&to=2026-03-31"))[0]!.split(",");
    expect(json.body.map((d: { columna: string }) => d.columna)).toEqual(header);
    for (const entry of json.body) expect(entry.descripcion.length, entry.columna).toBeGreaterThan(10);
    const byColumn = Object.fromEntries(json.body.map((d: { columna: string; valores_permitidos: string }) => [d.columna, d.valores_permitidos]));
    expect(byColumn.dependencia).toContain("Secretaría de Hacienda");
    expect(byColumn.tipo_solicitud).toContain("Petición");
    expect(byColumn.tipo_solicitante).toContain("Anónimo");
    expect(byColumn.tipo_solicitante).toContain(OPEN_DATA_RESERVED);
    expect(byColumn.resultado).toBe(`Respondida | Trasladada | Desistimiento tácito | ${OPEN_DATA_RESERVED}`);
    const csv = await download("complaintforms/opendata/diccionario.csv");
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("columna,descripcion,tipo,valores_permitidos,vacio_cuando");
    for (const column of header)
      expect(
        lines.some((l) => l.startsWith(`${column},`)),
        column,
      ).toBe(true);
  });

  it("refuses an inverted, too long or invalid period in Spanish", async () => {
    const inverted = await h.call("GET", "/api/v1/complaintforms/opendata/pqrds.csv?from=2026-03-31&to=2026-01-01");
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.message).toBe(OPEN_DATA_MESSAGES.periodInverted);
    const long = await h.call("GET", "/api/v1/complaintforms/opendata/pqrds.xlsx?from=2024-01-01&to=2026-03-31");
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(OPEN_DATA_MESSAGES.periodTooLong);
    const invalid = await h.call("GET", "/api/v1/complaintforms/opendata/pqrds.csv?from=2026-02-30");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(OPEN_DATA_MESSAGES.dateInvalid);
  });
});
