// API start-up: from spawning the process to its first /readyz 200, the way `npm start` starts it (its Node flags, the
// bundle built by scripts/lib/build-server.mjs) next to the way it started before (through tsx), in alternating runs
// on the same database and Redis. Prints wall time and the process's CPU time (user + system, from /proc) per run and
// their medians: the CPU is the steadier figure on a shared host, and what a killed API's outage mostly is under load.
// Usage: npm run bench:boot [-- --runs 5]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startRedisServer } from "@portal/core/testing/test-services";
import { startEmbeddedPostgres } from "@portal/db/embedded-postgres";
import { migrate } from "@portal/db/migrate";
import { migrationsDir, repoRoot } from "@portal/db/paths";
// @ts-expect-error -- plain JavaScript module of the repository's scripts (no type declarations).
import { buildServer, bundleArgs, SERVER_ENTRIES } from "../../../scripts/lib/build-server.mjs";
import { API_NODE_ARGS } from "../../../tooling/node-args.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Math.max(1, Number(values.runs));

/** Spawns the API with `args` and answers when /readyz first says 200: wall ms and the process's CPU ms by then. */
async function boot(args: string[], env: Record<string, string>): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "ignore"] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
      const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wallMs = performance.now() - started;
    // /proc/<pid>/stat: utime and stime (fields 14 and 15) in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { wallMs, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

console.log(`\nAPI start-up to /readyz 200, ${runs} runs each, alternating (node ${process.version})`);
const bundles = (await buildServer()) as Record<"api" | "worker", string>;
const database = await startEmbeddedPostgres({ port: 0 });
await migrate(database.url, migrationsDir);
const redis = await startRedisServer();
const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-boot-"));
const env = {
  NODE_ENV: "production",
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  DATA_DIR: dataDir,
  AUTH_SECRET: "b".repeat(40),
  LOG_LEVEL: "silent",
  DATABASE_POOL_SIZE: "4",
};
const ways = [
  { name: "bundle (npm start)", args: [...API_NODE_ARGS, ...(bundleArgs(bundles.api) as string[])] },
  { name: "tsx (before)", args: [...API_NODE_ARGS, "--import", "tsx", join(repoRoot, SERVER_ENTRIES.api as string)] },
];
const results = new Map(ways.map((w) => [w.name, [] as { wallMs: number; cpuMs: number }[]]));
try {
  await boot(ways[0]!.args, env); // warm the file cache
  for (let i = 0; i < runs; i++) for (const way of ways) results.get(way.name)!.push(await boot(way.args, env));
} finally {
  await redis.stop();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const way of ways) {
  const r = results.get(way.name)!;
  console.log(
    `${way.name.padEnd(20)} wall median ${(median(r.map((x) => x.wallMs)) / 1000).toFixed(2)} s (${r.map((x) => (x.wallMs / 1000).toFixed(2)).join(", ")}), CPU median ${(median(r.map((x) => x.cpuMs)) / 1000).toFixed(2)} s`,
  );
}
