// npm run bench:certificates [-- --db both|embedded|postgres] — certificates issued per second next to bare pdf-lib
// rendering of the same page in the same run (read the ratio; issue 7's goal is ≥ 0.6×), and rows per second of a
// 10,000-row registry import (CSV and xlsx), on the embedded database (PGlite in its own process, the `npm start`
// default) and on a PostgreSQL server (a throwaway cluster of Debian's `postgresql`, installed when missing, or
// BENCH_DATABASE_URL), where production runs. BENCH_BARE / BENCH_ISSUE set how many of each (600 / 600), split into
// `--rounds` alternating rounds (3); BENCH_SKIP_IMPORTS=1 skips the imports. Sequential, one request at a time.
// Not a test: it prints the figures, and exits 1 when a ratio is under the goal.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as XLSX from "@e965/xlsx";
import { ZCertificateSnapshot } from "@portal/core/certificates/certificate-snapshot";
import { checkCertificate } from "@portal/core/certificates/check-certificate";
import { certificatePdfInput, ensureIssuePdf } from "@portal/core/certificates/issue-pdf";
import { loadEnv } from "@portal/core/config/env";
import { createCoreDeps } from "@portal/core/create-core-deps";
import { runImport } from "@portal/core/imports/run-import";
import { renderOfficialPdfFromScratch } from "@portal/core/pdf/official-pdf";
import { startRedisServer } from "@portal/core/testing/test-services";
import { benchEnv } from "./bench-env.ts";
import { forEachDatabase, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd } from "./processes.ts";

const { values } = parseArgs({ options: { db: { type: "string", default: "both" }, rounds: { type: "string", default: "3" } } });
const ROUNDS = Math.max(1, Number(values.rounds));
const N_BARE = Math.ceil(Number(process.env.BENCH_BARE ?? 600) / ROUNDS) * ROUNDS;
const N_ISSUE = Math.ceil(Number(process.env.BENCH_ISSUE ?? 600) / ROUNDS) * ROUNDS;
/** Both sides run this many times before the clock (JIT, plans, caches, the embedded database's own warm-up): the
 * first few hundred issues run up to twice as slow as the steady state a serving portal is in. BENCH_WARM_UP sets it. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 600);
const IMPORT_ROWS = 10_000;
/** Issue 7's goal: a certificate issued (request to stored PDF) at ≥ 0.6× the rate of rendering its page alone. */
const GOAL = 0.6;

const perSecond = (n: number, ms: number) => (n / ms) * 1000;
const fmt = (v: number) => v.toLocaleString("es-CO", { maximumFractionDigits: 1 });
/** The captcha is not what this measures (bench:captcha does): every check passes. */
const noCaptcha = {
  issue: async () => {
    throw new Error("not used");
  },
  prove: async () => {},
  verify: async () => {},
};

interface Result {
  label: string;
  bare: number;
  bareMs: number;
  kb: number;
  issued: number;
  issueMs: number;
  ratios: number[];
  imports: Record<string, number>;
}

/** The 10,000 properties of the import, as CSV and as xlsx. */
function importFiles(): (readonly ["csv" | "xlsx", Buffer])[] {
  const header = [
    "cedula_catastral",
    "direccion",
    "estrato",
    "uso_suelo",
    "zona",
    "pagado_hasta",
    "saldo",
    "identificacion_propietarios",
    "nombre_propietarios",
  ];
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [
    `IMP-${String(i).padStart(6, "0")}`,
    `Calle ${i} # ${i % 90}-${i % 50}`,
    String((i % 6) + 1),
    "Residencial",
    "Urbana",
    "2026-12-31",
    i % 7 === 0 ? "125000" : "0",
    `${10_000_000 + i}`,
    `Propietario ${i}`,
  ]);
  const csv = Buffer.from([header, ...rows].map((r) => r.join(",")).join("\n"));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), "Predios");
  const xlsx = XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
  return [
    ["csv", csv],
    ["xlsx", xlsx],
  ];
}

async function benchDatabase(label: string, databaseUrl: string, redisUrl: string): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-certificates-"));
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl);
    await runToEnd("packages/core/scripts/setup.ts", env);
    const core = createCoreDeps(loadEnv({ ...process.env, ...env, DATABASE_POOL_SIZE: "4" }), "bench-certificates");
    const deps = { ...core, captcha: noCaptcha };
    try {
      await deps.db.property.create({
        data: {
          cadastralKey: "BENCH0001",
          address: "Calle 10 # 4-21",
          stratum: 3,
          landUse: "Residencial",
          zone: "Urbana",
          owners: { create: [{ identification: "1020304050", name: "Ana María Pérez" }] },
        },
      });
      const request = { certificateID: 3, key: "BENCH0001", identification: "1020304050", captchaId: "b", captcha: "c" };
      // A property certificate: an anonymous citizen asks with the key and the owner's identification (audited).
      const asker = { user: null, address: "127.0.0.1" };

      // Warm up both (JIT, plans, font metrics, the certificate's template).
      const warm = await checkCertificate(deps, request, asker);
      const warmIssue = await deps.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: warm.key! } });
      await ensureIssuePdf(deps, "certificate", warmIssue.id);
      const pageInput = certificatePdfInput(ZCertificateSnapshot.parse(warmIssue.data), warmIssue.validityCode, null);
      for (let i = 0; i < WARM_UP; i++) {
        await checkCertificate(deps, request, asker);
        await renderOfficialPdfFromScratch(pageInput);
      }

      // In alternating rounds, so that a burst of load from elsewhere falls on both sides; each side's rate is over
      // all its rounds, and the ratio printed is the median of the rounds' ratios.
      // 1. Bare pdf-lib: the same page drawn from nothing with pdf-lib's defaults (no template, no caches).
      // 2. Certificates issued: request (captcha passed) → registry lookup → PDF rendered (from the certificate's
      // template) and stored → request, file, issue and counter written. Afterwards (off the clock) every one of them
      // is checked to have its PDF stored.
      let bareMs = 0;
      let issueMs = 0;
      let bytes = 0;
      const ratios: number[] = [];
      const codes: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        let t = performance.now();
        for (let i = 0; i < N_BARE / ROUNDS; i++) bytes += (await renderOfficialPdfFromScratch(pageInput)).length;
        const bareRound = performance.now() - t;
        t = performance.now();
        for (let i = 0; i < N_ISSUE / ROUNDS; i++) codes.push((await checkCertificate(deps, request, asker)).key!);
        const issueRound = performance.now() - t;
        bareMs += bareRound;
        issueMs += issueRound;
        ratios.push(perSecond(N_ISSUE / ROUNDS, issueRound) / perSecond(N_BARE / ROUNDS, bareRound));
      }
      const withPdf = await deps.db.certificateIssue.count({ where: { validityCode: { in: codes }, pdfFileID: { not: null } } });
      if (withPdf !== codes.length) throw new Error(`${codes.length - withPdf} certificados sin PDF guardado`);

      // 3. Imports of 10,000 properties: CSV and xlsx, parse + check + one transaction.
      const imports: Record<string, number> = {};
      for (const [ext, file] of process.env.BENCH_SKIP_IMPORTS === "1" ? [] : importFiles()) {
        const storageKey = `bench/predios.${ext}`;
        await deps.storage.put(storageKey, file, ext);
        const stored = await deps.db.storedFile.create({
          data: { name: `predios.${ext}`, storageKey, mimeType: ext, extension: ext, size: file.length, purpose: "spreadsheet", isPublic: false },
        });
        const job = await deps.db.importJob.create({ data: { kind: "properties", fileID: stored.fileID } });
        const t = performance.now();
        const result = await runImport(deps, job.id);
        imports[ext] = performance.now() - t;
        if (result?.status !== "DONE" || result.rows !== IMPORT_ROWS) throw new Error(`importación ${ext}: ${JSON.stringify(result)}`);
      }
      return { label, bare: perSecond(N_BARE, bareMs), bareMs, kb: bytes / N_BARE / 1024, issued: perSecond(N_ISSUE, issueMs), issueMs, ratios, imports };
    } finally {
      await core.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = Date.now();
console.log(`\nPortal ciudadano — benchmark de certificados (secuencial, una solicitud a la vez; node ${process.version}, ${new Date().toISOString()})`);
const redis = await startRedisServer();
const results: Result[] = [];
try {
  await forEachDatabase(values.db as TBenchDatabaseChoice, async (database) => {
    results.push(
      await benchDatabase(
        database.kind === "embedded" ? "PGlite (embebida, en su propio proceso, como `npm start`)" : `PostgreSQL (${database.engine})`,
        database.url,
        redis.url,
      ),
    );
  });
} finally {
  await redis.stop();
}
let met = true;
for (const r of results) {
  const ratio = [...r.ratios].sort((a, b) => a - b)[Math.floor(r.ratios.length / 2)]!;
  met &&= ratio >= GOAL;
  console.log(`\n${r.label}`);
  console.log(`  pdf-lib solo (misma página, ${N_BARE} veces):        ${fmt(r.bare)} PDF/s   (${fmt(r.bareMs / N_BARE)} ms c/u, ${fmt(r.kb)} KB)`);
  console.log(
    `  certificados emitidos (${N_ISSUE}: solicitud + registro + emisión + PDF guardado): ${fmt(r.issued)} cert/s   (${fmt(r.issueMs / N_ISSUE)} ms c/u)`,
  );
  console.log(
    `  proporción emitidos / pdf-lib solo:                  ${ratio.toFixed(2)}× (mediana de las rondas: ${r.ratios.map((x) => x.toFixed(2)).join(", ")})   meta ≥ ${GOAL.toFixed(2)}×   ${ratio >= GOAL ? "cumplida" : "NO cumplida"}`,
  );
  for (const [ext, ms] of Object.entries(r.imports))
    console.log(
      `  importación de ${IMPORT_ROWS.toLocaleString("es-CO")} predios (${ext}):                ${fmt(perSecond(IMPORT_ROWS, ms))} filas/s   (${fmt(ms / 1000)} s)`,
    );
}
console.log(`\n(total ${fmt((Date.now() - started) / 1000)} s)`);
process.exit(met ? 0 : 1);
