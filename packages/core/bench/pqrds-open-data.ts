/**
 * npm run bench:opendata — the PQRDS open-data export of 10,000 requests (read in batches and aggregated by month and
 * combination, as CSV and as .xlsx with its dictionary sheet) next to a bare baseline in the same run: one SQL SELECT
 * of the same columns over the same rows joined into CSV lines with no calendar, names or quoting. The ratio (export
 * time ÷ bare time) is the figure.
 * BENCH_ROWS sets the rows (10,000), BENCH_ROUNDS the rounds (5; the median is printed).
 * Runs on the test services: an in-memory PGlite (and a throwaway redis-server it starts). Not a test: it only reports.
 */
import { createBusinessCalendar, dayToDate } from "../src/complaint-forms/business-days.ts";
import { openDataCsv, openDataXlsx } from "../src/complaint-forms/open-data.ts";
import { runSeed } from "../src/seed/seed.ts";
import { startTestServices } from "../src/testing/test-services.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const PERIOD = { from: "2026-01-01", to: "2026-12-31" };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (v: number) => v.toLocaleString("es-CO", { maximumFractionDigits: 1 });

async function time(fn: () => Promise<number>): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const bytes = await fn();
  return { ms: performance.now() - t, bytes };
}

async function main() {
  const started = Date.now();
  const services = await startTestServices({ dbPoolSize: 4 });
  try {
    const db = services.db;
    await runSeed(db, { ADMIN_EMAIL: "admin@bench.local", ADMIN_PASSWORD: "Bench-12345" });
    const deps = { db };
    const dependencies = await Promise.all(
      ["Secretaría de Hacienda", "Planeación", 'Obras "Públicas", Vías'].map((name) => db.dependency.create({ data: { name } })),
    );
    // Requests spread over the year's business days, with personal data and free text as real ones have (never exported).
    const calendar = createBusinessCalendar();
    const days: string[] = [];
    for (let d = "2026-01-02"; days.length < 240; d = calendar.addBusinessDays(d, 1)) days.push(d);
    for (let i = 0; i < ROWS; i += 1000) {
      await db.complaintForm.createMany({
        data: Array.from({ length: Math.min(1000, ROWS - i) }, (_, k) => {
          const n = i + k;
          const filed = days[n % days.length]!;
          const closed = n % 3 !== 0;
          const closing = calendar.addBusinessDays(filed, 5 + (n % 14));
          return {
            trackingID: BigInt(9_000_000_000 + n),
            complaintFormTypeID: 1 + (n % 6),
            complaintFormUserTypeID: n % 5 === 0 ? null : 1,
            anonymous: n % 5 === 0,
            responseTypeID: 1 + (n % 3),
            dependencyId: n % 4 === 0 ? null : dependencies[n % 3]!.id,
            firstName: "Ana",
            firstSurName: "Pérez",
            identification: String(10_000_000 + n),
            emailPersonal: `persona${n}@correo.co`,
            addressPersonal: `Calle ${n} # 1-2`,
            description: `Solicitud número ${n}: texto libre del ciudadano que nunca se publica.`,
            date: new Date(`${filed}T15:00:00Z`),
            answerableDate: dayToDate(calendar.addBusinessDays(filed, 15)),
            status: closed ? 2 : 1,
            closingDate: closed ? new Date(`${closing}T20:00:00Z`) : null,
            outcome: closed ? (n % 17 === 0 ? ("transferred" as const) : ("answered" as const)) : null,
            answeredLate: closed && n % 11 === 0,
            answer: closed ? "Respuesta de la entidad" : null,
          };
        }),
      });
    }

    // Bare baseline: the same columns of the same rows in one statement, each row joined with commas.
    const bare = async () => {
      const rows = await db.$queryRaw<Record<string, unknown>[]>`
        SELECT "complaintFormTypeID", "responseTypeID", "dependencyId", "complaintFormUserTypeID", "anonymous", "date", "answerableDate", "closingDate", "status", "outcome"::text, "answeredLate", "transferredAt"
        FROM "ComplaintForm" WHERE "date" >= ${new Date(`${PERIOD.from}T05:00:00Z`)} AND "date" < ${new Date("2027-01-01T05:00:00Z")} ORDER BY "complaintFormID"`;
      if (rows.length !== ROWS) throw new Error(`línea base: ${rows.length} filas`);
      return rows
        .map((r) =>
          Object.values(r)
            .map((v) => (v instanceof Date ? v.toISOString() : String(v ?? "")))
            .join(","),
        )
        .join("\n").length;
    };
    const csv = async () => {
      const text = await openDataCsv(deps, PERIOD);
      // Aggregated: a row per month and combination (small ones folded into the month's "Reservado" row).
      const lines = text.split("\r\n").length - 1;
      if (lines < 2) throw new Error(`CSV: ${lines - 1} filas`);
      return Buffer.byteLength(text);
    };
    const xlsx = async () => (await openDataXlsx(deps, PERIOD)).length;

    // Warm up (JIT, first round trips, the calendar), then alternate so both see the same machine load.
    await bare();
    await csv();
    const results = { bare: [] as number[], csv: [] as number[], xlsx: [] as number[] };
    const sizes = { bare: 0, csv: 0, xlsx: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      for (const [name, fn] of [
        ["bare", bare],
        ["csv", csv],
        ["xlsx", xlsx],
      ] as const) {
        const { ms, bytes } = await time(fn);
        results[name].push(ms);
        sizes[name] = bytes;
      }
    }
    const b = median(results.bare);
    const c = median(results.csv);
    const x = median(results.xlsx);
    console.log(`\nPortal ciudadano — datos abiertos de PQRDS, ${ROWS.toLocaleString("es-CO")} solicitudes (mediana de ${ROUNDS} rondas)`);
    console.log(`node ${process.version}, ${new Date().toISOString()}, base de datos: PGlite en memoria\n`);
    console.log(`SELECT + unión CSV sin más (línea base): ${fmt(b)} ms   (${fmt(sizes.bare / 1024)} KB)`);
    console.log(`CSV de datos abiertos (agregado):        ${fmt(c)} ms   (${fmt(sizes.csv / 1024)} KB)   ${(c / b).toFixed(2)}× la línea base`);
    console.log(`.xlsx con diccionario:                   ${fmt(x)} ms   (${fmt(sizes.xlsx / 1024)} KB)   ${(x / b).toFixed(2)}× la línea base`);
    console.log(`\n(total ${fmt((Date.now() - started) / 1000)} s)`);
  } finally {
    await services.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
