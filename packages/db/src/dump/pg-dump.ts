import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

/**
 * Debian's PostgreSQL client tools (postgresql-client). pg_dump reads servers of its own major version or older only,
 * so a backup uses it when it can read the server and falls back to the logical dump otherwise (backup.ts).
 */
const run = promisify(execFile);

/** The client's major version (15 for "pg_dump (PostgreSQL) 15.18 …"), or null when pg_dump is not installed. */
export async function pgDumpMajorVersion(): Promise<number | null> {
  try {
    const { stdout } = await run("pg_dump", ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The connection string without its password, which goes in PGPASSWORD instead (never on a command line `ps` shows). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} terminó con código ${code}: ${stderr.trim()}`))));
  });
}

/** pg_dump in its custom format (schema and data), in the exported `snapshot` when given (the counts' instant). */
export async function pgDump(url: string, path: string, snapshot?: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", ...(snapshot ? [`--snapshot=${snapshot}`] : []), "--file", path, "--dbname", dbname],
    env,
  );
}

/** pg_restore of a custom-format dump into an empty database, all or nothing. */
export async function pgRestore(url: string, path: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", dbname, path], env);
}
