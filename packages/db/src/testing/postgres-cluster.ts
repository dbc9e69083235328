// A throwaway PostgreSQL server for the benchmarks and the tests that need a real server (several sessions, which
// PGlite's one session cannot show): Debian's `postgresql` package (installed when missing, as the tests install
// redis-server), a fresh cluster in a temp dir on a free port, removed afterwards. As root the server runs as the
// `postgres` user (PostgreSQL refuses to run as root).
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error -- plain JavaScript module of the repository's scripts (no type declarations).
import { ensureAptPackages, isRoot, POSTGRES_REQUIREMENT } from "../../../../scripts/lib/provision.mjs";
import { freePort } from "./free-port.ts";

function pgBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

export interface PostgresCluster {
  url: string;
  version: string;
  stop(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!pgBinDir()) (ensureAptPackages as (r: unknown[]) => unknown)([POSTGRES_REQUIREMENT]);
  const bin = pgBinDir();
  if (!bin) throw new Error("No se encontró initdb de PostgreSQL en /usr/lib/postgresql/*/bin (instale el paquete postgresql o defina BENCH_DATABASE_URL)");
  const root = (isRoot as () => boolean)();
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-pg-"));
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(root ? "runuser" : join(bin, cmd), root ? ["-u", "postgres", "--", join(bin, cmd), ...args] : args, { stdio: "pipe" });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
  const port = await freePort();
  run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`, "start"]);
  const version = execFileSync(join(bin, "postgres"), ["--version"]).toString().trim();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
