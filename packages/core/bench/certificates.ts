/**
 * npm run bench:certificates — certificates issued per second next to bare pdf-lib rendering of the same page (same
 * run, same machine: read the ratio; the goal is ≥ 0.6×), and rows per second of a 10,000-row registry import (CSV
 * and xlsx). BENCH_BARE / BENCH_ISSUE set how many of each (300 / 200); BENCH_SKIP_IMPORTS=1 skips the imports.
 * Runs on the test services: an in-memory PGlite and a throwaway redis-server. Not a test: it only reports.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { checkCertificate } from "../src/certificates/check-certificate.ts";
import { ZCertificateSnapshot } from "../src/certificates/certificate-snapshot.ts";
import { certificatePdfInput, ensureIssuePdf } from "../src/certificates/issue-pdf.ts";
import { renderOfficialPdfFromScratch } from "../src/certificates/pdf/official-pdf.ts";
import { loadEnv } from "../src/config/env.ts";
import { createLocalDiskStorage } from "../src/files/local-disk-storage.ts";
import { runImport } from "../src/imports/run-import.ts";
import { createLogger } from "../src/logger.ts";
import { runSeed } from "../src/seed/seed.ts";
import { createSettingsStore } from "../src/settings/settings-store.ts";
import { startTestServices } from "../src/testing/test-services.ts";
import { closeRedis, createRedis } from "@portal/jobs/redis";

const N_BARE = Number(process.env.BENCH_BARE ?? 300);
const N_ISSUE = Number(process.env.BENCH_ISSUE ?? 200);
const IMPORT_ROWS = 10_000;
/** Issue 7's goal: a certificate issued (request to stored PDF) at ≥ 0.6× the rate of rendering its page alone. */
const GOAL = 0.6;

const perSecond = (n: number, ms: number) => (n / ms) * 1000;
const fmt = (v: number) => v.toLocaleString("es-CO", { maximumFractionDigits: 1 });

async function main() {
  const started = Date.now();
  const services = await startTestServices({ dbPoolSize: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const redis = createRedis(services.redisUrl, { failFast: true });
  try {
    await runSeed(services.db, { ADMIN_EMAIL: "admin@bench.local", ADMIN_PASSWORD: "Bench-12345" });
    const env = loadEnv({ NODE_ENV: "test", DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const log = createLogger("bench", "silent");
    const storage = createLocalDiskStorage(join(dataDir, "uploads"));
    const deps = {
      db: services.db, redis, settings: createSettingsStore(services.db), env, log, storage,
      captcha: { issue: async () => { throw new Error("not used"); }, prove: async () => {}, verify: async () => {} },
    };
    await services.db.property.create({
      data: { cadastralKey: "BENCH0001", address: "Calle 10 # 4-21", stratum: 3, landUse: "Residencial", zone: "Urbana", owners: { create: [{ identification: "1020304050", name: "Ana María Pérez" }] } },
    });

    // Warm up (JIT, first DB round trips, font metrics).
    const warm = await checkCertificate(deps, { certificateID: 3, key: "BENCH0001", captchaId: "b", captcha: "c" }, { userId: null });
    const warmIssue = await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: warm.key! } });
    await ensureIssuePdf(deps, "certificate", warmIssue.id);
    for (let i = 0; i < 20; i++) await checkCertificate(deps, { certificateID: 3, key: "BENCH0001", captchaId: "b", captcha: "c" }, { userId: null });
    const pageInput = certificatePdfInput(ZCertificateSnapshot.parse(warmIssue.data), warmIssue.validityCode, null);

    // 1. Bare pdf-lib: the same page drawn from nothing with pdf-lib's defaults (no template, no caches).
    for (let i = 0; i < 20; i++) await renderOfficialPdfFromScratch(pageInput);
    let t = performance.now();
    let bytes = 0;
    for (let i = 0; i < N_BARE; i++) bytes += (await renderOfficialPdfFromScratch(pageInput)).length;
    const bareMs = performance.now() - t;

    // 2. Certificates issued: request (captcha bypassed) → registry lookup → PDF rendered (from the certificate's
    // template) and stored → request, file, issue and counter written. Afterwards (off the clock) every one of them
    // is checked to have its PDF stored.
    const codes: string[] = [];
    t = performance.now();
    for (let i = 0; i < N_ISSUE; i++) {
      codes.push((await checkCertificate(deps, { certificateID: 3, key: "BENCH0001", captchaId: "b", captcha: "c" }, { userId: null })).key!);
    }
    const issueMs = performance.now() - t;
    const withPdf = await services.db.certificateIssue.count({ where: { validityCode: { in: codes }, pdfFileID: { not: null } } });
    if (withPdf !== N_ISSUE) throw new Error(`${N_ISSUE - withPdf} certificados sin PDF guardado`);

    // 3. Imports of 10,000 properties: CSV and xlsx, parse + check + one transaction.
    const header = ["cedula_catastral", "direccion", "estrato", "uso_suelo", "zona", "pagado_hasta", "saldo", "identificacion_propietarios", "nombre_propietarios"];
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [`IMP-${String(i).padStart(6, "0")}`, `Calle ${i} # ${i % 90}-${i % 50}`, String((i % 6) + 1), "Residencial", "Urbana", "2026-12-31", i % 7 === 0 ? "125000" : "0", `${10_000_000 + i}`, `Propietario ${i}`]);
    const csv = Buffer.from([header, ...rows].map((r) => r.join(",")).join("\n"));
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), "Predios");
    const xlsx = XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
    const timings: Record<string, number> = {};
    const imports = process.env.BENCH_SKIP_IMPORTS === "1" ? [] : ([["csv", csv], ["xlsx", xlsx]] as const);
    for (const [ext, file] of imports) {
      const storageKey = `bench/predios.${ext}`;
      await storage.put(storageKey, file, ext);
      const stored = await services.db.storedFile.create({ data: { name: `predios.${ext}`, storageKey, mimeType: ext, extension: ext, size: file.length, purpose: "spreadsheet", isPublic: false } });
      const job = await services.db.importJob.create({ data: { kind: "properties", fileID: stored.fileID } });
      t = performance.now();
      const result = await runImport({ db: services.db, storage, log }, job.id);
      timings[ext] = performance.now() - t;
      if (result?.status !== "DONE" || result.rows !== IMPORT_ROWS) throw new Error(`importación ${ext}: ${JSON.stringify(result)}`);
    }

    const bare = perSecond(N_BARE, bareMs);
    const issued = perSecond(N_ISSUE, issueMs);
    console.log("\nPortal ciudadano — benchmark de certificados (una sola conexión lógica, secuencial)");
    console.log(`node ${process.version}, ${new Date().toISOString()}\n`);
    console.log(`pdf-lib solo (misma página, ${N_BARE} veces):        ${fmt(bare)} PDF/s   (${fmt(bareMs / N_BARE)} ms c/u, ${fmt(bytes / N_BARE / 1024)} KB)`);
    console.log(`certificados emitidos (${N_ISSUE}: solicitud + registro + emisión + PDF guardado): ${fmt(issued)} cert/s   (${fmt(issueMs / N_ISSUE)} ms c/u)`);
    const ratio = issued / bare;
    console.log(`proporción emitidos / pdf-lib solo:                  ${ratio.toFixed(2)}×   meta ≥ ${GOAL.toFixed(2)}×   ${ratio >= GOAL ? "cumplida" : "NO cumplida"}`);
    for (const ext of Object.keys(timings)) console.log(`importación de ${IMPORT_ROWS.toLocaleString("es-CO")} predios (${ext}):                ${fmt(perSecond(IMPORT_ROWS, timings[ext]!))} filas/s   (${fmt(timings[ext]! / 1000)} s)`);
    console.log(`\n(total ${fmt((Date.now() - started) / 1000)} s, base de datos: PGlite en memoria)`);
  } finally {
    await closeRedis(redis);
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
