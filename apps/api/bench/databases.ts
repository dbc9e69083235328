import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startRedisServer } from "@portal/core/testing/test-services";
import { startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import type { ProcessGroup } from "./cpu-usage.ts";
import { startProcess } from "./processes.ts";

export type TBenchDatabaseChoice = "both" | "embedded" | "postgres";

export interface TBenchDatabase {
  kind: "embedded" | "postgres";
  url: string;
  /** "PGlite", the cluster's PostgreSQL version, or "BENCH_DATABASE_URL". */
  engine: string;
  /** The embedded database's own process (as under `npm start`); empty for a PostgreSQL server. */
  processes: ChildProcess[];
  /** How the benchmarks name it in their reports. */
  title: string;
  /** Its server's processes, for the CPU each operation costs there (cpu-usage.ts). */
  cpuGroup: ProcessGroup;
}

/**
 * Runs `bench` on the embedded database (PGlite served by its own process, the `npm start` default) and/or on a
 * PostgreSQL server (BENCH_DATABASE_URL, or a throwaway cluster of Debian's postgresql), stopping each afterwards.
 */
export async function forEachDatabase(which: TBenchDatabaseChoice, bench: (database: TBenchDatabase) => Promise<void>): Promise<void> {
  if (which === "both" || which === "embedded") {
    const processes: ChildProcess[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-pglite-"));
    try {
      const pgPort = await freePort();
      // BENCH_DB_PROF=<dir> writes a CPU profile of the embedded database's process there.
      const profile = process.env.BENCH_DB_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_DB_PROF}`] : [];
      await startProcess(
        processes,
        "packages/db/scripts/serve-embedded.ts",
        { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
        /ready|lista|listo/i,
        profile,
      );
      await bench({
        kind: "embedded",
        url: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres`,
        engine: "PGlite",
        processes,
        title: "Embedded database (PGlite over its socket)",
        cpuGroup: { name: "db", roots: processes.flatMap((child) => (child.pid === undefined ? [] : [child.pid])) },
      });
    } finally {
      for (const child of processes.reverse()) child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1000));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (which === "both" || which === "postgres") {
    const external = process.env.BENCH_DATABASE_URL;
    const cluster = external ? null : await startPostgresCluster();
    try {
      const url = external ?? cluster!.url;
      const engine = cluster ? cluster.version : "BENCH_DATABASE_URL";
      await bench({
        kind: "postgres",
        url,
        engine,
        processes: [],
        title: `PostgreSQL server (${engine})`,
        cpuGroup: { name: "db", match: new RegExp(`postgres .*-p ${new URL(url).port}\\b`) },
      });
    } finally {
      cluster?.stop();
    }
  }
}

/** `forEachDatabase` with one Redis server for all of them, started first and stopped last. */
export async function forEachDatabaseWithRedis(
  which: TBenchDatabaseChoice,
  bench: (database: TBenchDatabase, redisUrl: string) => Promise<void>,
): Promise<void> {
  const redis = await startRedisServer();
  try {
    await forEachDatabase(which, (database) => bench(database, redis.url));
  } finally {
    await redis.stop();
  }
}
