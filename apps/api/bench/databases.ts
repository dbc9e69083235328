import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@portal/core/testing/test-services";
import { startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { startProcess } from "./processes.ts";

export type TBenchDatabaseChoice = "both" | "embedded" | "postgres";

export interface TBenchDatabase {
  kind: "embedded" | "postgres";
  url: string;
  /** "PGlite", the cluster's PostgreSQL version, or "BENCH_DATABASE_URL". */
  engine: string;
  /** The embedded database's own process (as under `npm start`); empty for a PostgreSQL server. */
  processes: ChildProcess[];
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
      await bench({ kind: "embedded", url: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres`, engine: "PGlite", processes });
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
      await bench({ kind: "postgres", url: external ?? cluster!.url, engine: cluster ? cluster.version : "BENCH_DATABASE_URL", processes: [] });
    } finally {
      cluster?.stop();
    }
  }
}
