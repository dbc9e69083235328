// The semester PQRDS report (Ley 1474 de 2011 art. 76) generated over 100,000 requests — the worker's whole job: the
// figures read in pages with the business calendar, the PDF with its charts, the .xlsx, both files stored — next to a
// bare baseline measured in the same run on the same rows: one plain `COUNT(*) … GROUP BY` of the request counts by
// dependency, type, channel, status and outcome. The ratio (report time ÷ bare time) is the figure.
// Usage: npm run bench:pqrds-report [-- --requests 100000 --rounds 3 --db both|embedded|postgres]
// The embedded database is PGlite in its own process (the `npm start` default); the PostgreSQL server is a throwaway
// cluster of Debian's `postgresql` (installed when missing) or BENCH_DATABASE_URL (an empty database it may fill).
// Figures are noisy on a 2-core machine: compare the ratios, not the absolutes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { generatePqrdsReport } from "@portal/core/complaint-forms/pqrds-reports";
import { loadEnv } from "@portal/core/config/env";
import { createCoreDeps } from "@portal/core/create-core-deps";
import { startRedisServer } from "@portal/core/testing/test-services";
import { benchEnv } from "./bench-env.ts";
import { forEachDatabase, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd } from "./processes.ts";

const { values } = parseArgs({
  options: { requests: { type: "string", default: "100000" }, rounds: { type: "string", default: "3" }, db: { type: "string", default: "both" } },
});
const REQUESTS = Number(values.requests);
const ROUNDS = Math.max(1, Number(values.rounds));
const PERIOD = { from: "2026-01-01", to: "2026-06-30" };
// Bogotá days as instants (UTC−5): the period's first and the next day's first instant.
const START = new Date(`${PERIOD.from}T05:00:00Z`);
const END = new Date("2026-07-01T05:00:00Z");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (v: number) => `${v.toLocaleString("es-CO", { maximumFractionDigits: 0 })} ms`;

/**
 * Fills the semester with `REQUESTS` requests in one statement: every type and channel, three dependencies and
 * unassigned ones, a third still open, the rest answered (some late), transferred or withdrawn, some qualified.
 */
async function fillRequests(db: ReturnType<typeof createCoreDeps>["db"]): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO "Dependency" ("name", "updatedAt") VALUES ('Secretaría de Hacienda', now()), ('Planeación', now()), ('Obras Públicas', now()) ON CONFLICT DO NOTHING`,
  );
  await db.$executeRawUnsafe(`
    INSERT INTO "ComplaintForm" ("trackingID", "complaintFormTypeID", "responseTypeID", "description", "date", "answerableDate", "status",
      "closingDate", "outcome", "answeredLate", "dependencyId", "qualification", "qualifiedAt", "accessDenied", "updatedAt")
    SELECT 9000000000 + n, 1 + n % 9, 1 + n % 3, 'Solicitud ' || n, filed, (filed + interval '21 days')::date,
      CASE WHEN n % 3 = 0 THEN 1 ELSE 2 END,
      CASE WHEN n % 3 = 0 THEN NULL ELSE filed + ((5 + n % 20) || ' days')::interval END,
      CASE WHEN n % 3 = 0 THEN NULL WHEN n % 17 = 0 THEN 'transferred'::"ComplaintFormOutcome" WHEN n % 29 = 0 THEN 'withdrawn'::"ComplaintFormOutcome" ELSE 'answered'::"ComplaintFormOutcome" END,
      n % 3 <> 0 AND n % 11 = 0,
      CASE WHEN n % 4 = 0 THEN NULL ELSE (SELECT id FROM "Dependency" ORDER BY id OFFSET n % 3 LIMIT 1) END,
      CASE WHEN n % 3 <> 0 AND n % 7 = 0 THEN 1 + n % 5 END,
      CASE WHEN n % 3 <> 0 AND n % 7 = 0 THEN filed + interval '30 days' END,
      n % 9 = 0 AND n % 13 = 0, now()
    FROM (SELECT n, timestamp '${PERIOD.from} 14:00' + ((n % 180) || ' days')::interval AS filed FROM generate_series(1, ${REQUESTS}) AS n) AS s`);
  await db.$executeRawUnsafe(`ANALYZE "ComplaintForm"`);
}

async function benchDatabase(label: string, databaseUrl: string, redisUrl: string): Promise<{ label: string; bare: number; report: number; rows: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-report-"));
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl);
    await runToEnd("packages/core/scripts/setup.ts", env);
    const deps = createCoreDeps(loadEnv({ ...process.env, ...env, DATABASE_POOL_SIZE: "4" }), "bench-pqrds-report");
    try {
      const t0 = performance.now();
      await fillRequests(deps.db);
      console.log(`  ${label}: ${REQUESTS.toLocaleString("es-CO")} solicitudes insertadas en ${ms(performance.now() - t0)}`);

      const bare = async () => {
        const rows = await deps.db.$queryRaw<{ count: bigint }[]>`
          SELECT "dependencyId", "complaintFormTypeID", "responseTypeID", "status", "outcome"::text, COUNT(*) AS count
          FROM "ComplaintForm" WHERE "date" >= ${START} AND "date" < ${END}
          GROUP BY 1, 2, 3, 4, 5`;
        return rows.reduce((sum, r) => sum + Number(r.count), 0);
      };
      const report = async () => {
        const row = await deps.db.pqrdsReport.create({
          data: { kind: "semester", periodFrom: new Date(`${PERIOD.from}T00:00:00Z`), periodTo: new Date(`${PERIOD.to}T00:00:00Z`) },
        });
        const view = await generatePqrdsReport(deps, row.id);
        if (view?.status !== "DONE") throw new Error(`informe: ${view?.status ?? "no existe"}`);
      };

      // Warm up both (JIT, plans, the calendar), then alternate so both see the same machine load.
      const rows = await bare();
      if (rows !== REQUESTS) throw new Error(`línea base: ${rows} solicitudes`);
      await report();
      const times = { bare: [] as number[], report: [] as number[] };
      for (let r = 0; r < ROUNDS; r++) {
        let t = performance.now();
        await bare();
        times.bare.push(performance.now() - t);
        t = performance.now();
        await report();
        times.report.push(performance.now() - t);
      }
      return { label, bare: median(times.bare), report: median(times.report), rows };
    } finally {
      await deps.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nInforme semestral de PQRDS sobre ${REQUESTS.toLocaleString("es-CO")} solicitudes vs COUNT … GROUP BY (mediana de ${ROUNDS} rondas, node ${process.version})`,
);
const redis = await startRedisServer();
const results: Awaited<ReturnType<typeof benchDatabase>>[] = [];
try {
  await forEachDatabase(values.db as TBenchDatabaseChoice, async (database) => {
    results.push(await benchDatabase(database.kind === "embedded" ? "PGlite (embebida)" : `PostgreSQL (${database.engine})`, database.url, redis.url));
  });
} finally {
  await redis.stop();
}
for (const r of results) {
  console.log(`\n${r.label}`);
  console.log(`  COUNT … GROUP BY (línea base):            ${ms(r.bare)}`);
  console.log(`  informe completo (cifras, PDF, .xlsx):    ${ms(r.report)}   ${(r.report / r.bare).toFixed(1)}× la línea base`);
}
process.exit(0);
