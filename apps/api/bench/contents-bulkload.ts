/**
 * npm run bench:bulkload — rows per second of the procedures spreadsheet (POST contents/bulkload's worker job:
 * parse, check every row with the shared schema, progress updates, friendly names, one transaction) next to a bare
 * baseline measured in the same run: the same workbook read with @e965/xlsx alone and written with plain createMany
 * calls into the same three tables (Content, ContentTag, ContentAttribute), no checks. Prints the ratio.
 * BENCH_ROWS (5,000) rows, BENCH_REPEAT (3) runs of each, best kept. Runs on the test services (in-memory PGlite).
 * Queue latency is not included (the job is run in-process, as the worker runs it). Not a test: it only reports.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { runImport } from "@portal/core/imports/run-import";
import { createLogger } from "@portal/core/logger";
import { runSeed } from "@portal/core/seed/seed";
import { startTestServices } from "@portal/core/testing/test-services";
import { BULKLOAD_IMPORT_KIND } from "@portal/schemas/contents/bulk-load.schema";

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const fmt = (v: number) => v.toLocaleString("es-CO", { maximumFractionDigits: 1 });

function workbook(rows: number, prefix: string): Buffer {
  const data = Array.from({ length: rows }, (_, i) => [
    `${prefix} trámite ${i}`,
    "Solicitud del trámite ante la entidad",
    `https://www.gov.co/tramites/${prefix}/${i}`,
    1,
    i % 3,
    i % 3 === 2 ? "125000" : "",
    "15 días hábiles",
    "",
    "",
    "",
    "",
    "",
  ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), "Hoja1");
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

async function main() {
  const services = await startTestServices({ dbPoolSize: 4 });
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-bulk-"));
  const db = services.db;
  try {
    await runSeed(db, { ADMIN_EMAIL: "admin@bench.local", ADMIN_PASSWORD: "Bench-12345" });
    const log = createLogger("bench", "silent");
    const storage = createLocalDiskStorage(join(dataDir, "uploads"));
    const admin = await db.user.findFirstOrThrow();

    /** The portal's path: the ImportJob row the API creates, then the worker's runImport. */
    const portal = async (rows: number, run: string) => {
      const bytes = workbook(rows, `p${run}`);
      const tag = await db.tag.create({ data: { name: `Trámites ${run}`, friendlyName: `tramites-bench-${run}`, validContentTypes: [14] } });
      await storage.put(`bench/${run}.xlsx`, bytes, "application/octet-stream");
      const file = await db.storedFile.create({
        data: {
          name: "t.xlsx",
          storageKey: `bench/${run}.xlsx`,
          mimeType: "x",
          extension: "xlsx",
          size: bytes.length,
          purpose: "spreadsheet",
          ownerUserId: admin.id,
        },
      });
      const job = await db.importJob.create({
        data: { kind: BULKLOAD_IMPORT_KIND.procedures, fileID: file.fileID, params: { tagID: tag.tagID }, createdById: admin.id },
      });
      const t = performance.now();
      const result = await runImport({ db, storage, log }, job.id);
      const ms = performance.now() - t;
      if (result?.status !== "DONE" || result.rows !== rows) throw new Error(`import ${run}: ${JSON.stringify(result)}`);
      return ms;
    };

    /** The bare baseline: the library's own reader, then plain createMany into the same tables. */
    const bare = async (rows: number, run: string) => {
      const bytes = workbook(rows, `b${run}`);
      const tag = await db.tag.create({ data: { name: `Bare ${run}`, friendlyName: `bare-bench-${run}`, validContentTypes: [14] } });
      const t = performance.now();
      const wb = XLSX.read(bytes, { type: "buffer", dense: true });
      const sheet = XLSX.utils.sheet_to_json<(string | number | boolean)[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      await db.$transaction(
        async (tx) => {
          for (let i = 0; i < sheet.length; i += 1_000) {
            const part = sheet.slice(i, i + 1_000);
            const created = await tx.content.createManyAndReturn({
              data: part.map((r, j) => ({
                contentType: 14,
                name: String(r[0]),
                description: String(r[1]),
                friendlyName: `bare-${run}-${i + j}`,
                userId: admin.id,
              })),
              select: { contentID: true },
            });
            await tx.contentTag.createMany({ data: created.map((c) => ({ contentID: c.contentID, tagID: tag.tagID })) });
            await tx.contentAttribute.createMany({
              data: created.flatMap((c, j) =>
                [
                  ["ProcedureTypeID", part[j]![3]],
                  ["ProcedureUrl", part[j]![2]],
                  ["ProcedureCostType", part[j]![4]],
                  ["ProcedureValue", part[j]![5] ?? "0"],
                  ["ProcedureTime", part[j]![6]],
                ].map(([name, value]) => ({ contentID: c.contentID, name: String(name), value: String(value ?? "") })),
              ),
            });
          }
        },
        { timeout: 300_000 },
      );
      return performance.now() - t;
    };

    // Warm up both paths (JIT, first round trips).
    await portal(200, "warm");
    await bare(200, "warm");
    const portalMs: number[] = [];
    const bareMs: number[] = [];
    for (let r = 0; r < REPEAT; r++) {
      bareMs.push(await bare(ROWS, `r${r}`));
      portalMs.push(await portal(ROWS, `r${r}`));
    }
    const portalRate = (ROWS / Math.min(...portalMs)) * 1000;
    const bareRate = (ROWS / Math.min(...bareMs)) * 1000;
    console.log(`Procedures spreadsheet, ${fmt(ROWS)} rows × 12 columns, best of ${REPEAT} (PGlite, same run):`);
    console.log(`  bare (xlsx read + plain createMany, no checks): ${fmt(bareRate)} rows/s  (${bareMs.map((m) => fmt(m)).join(" / ")} ms)`);
    console.log(
      `  portal (worker job: parse, checks, progress, friendly names, one transaction): ${fmt(portalRate)} rows/s  (${portalMs.map((m) => fmt(m)).join(" / ")} ms)`,
    );
    console.log(`  ratio portal / bare: ${(portalRate / bareRate).toFixed(2)}×`);
  } finally {
    await services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
