import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "@portal/db/embedded-postgres";
import { migrate } from "@portal/db/migrate";
import { migrationsDir } from "@portal/db/paths";
import { freePort } from "@portal/db/testing/free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { EXIT, runBackup, runRestore } from "./backup-command.ts";
import { readManifest } from "./manifest.ts";

// `npm run backup` beside a running `npm start`: the embedded database is served on EMBEDDED_PG_PORT with the password
// in DATA_DIR/pg-password; the backup goes through that socket, and a restore is refused while it answers.
let dataDir: string;
let port: number;
let running: EmbeddedPostgres;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portal-respaldo-en-marcha-"));
  port = await freePort();
  const password = "clave-del-portal-en-marcha";
  writeFileSync(join(dataDir, "pg-password"), `${password}\n`, { mode: 0o600 });
  running = await startEmbeddedPostgres({ port, password });
  await migrate(running.url, migrationsDir);
}, 120_000);
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run backup / restore beside a running portal on the embedded database", () => {
  it("backs up through the running database's socket (its password from DATA_DIR/pg-password), and refuses to restore into it", async () => {
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, FILE_STORAGE: "local" });
    const target = { kind: "embedded", dataDir, port } as const;
    const lines: string[] = [];
    expect(await runBackup(env, [], target, (line) => lines.push(line))).toBe(EXIT.ok);
    const archive = /Respaldo completo: (.*)/.exec(lines.join("\n"))![1]!;
    expect(archive.startsWith(join(dataDir, "backups"))).toBe(true);
    expect((await readManifest(archive)).database).toMatchObject({ engine: "pglite", dump: { format: "logical" } });

    const refused: string[] = [];
    expect(await runRestore(env, [archive], target, (line) => refused.push(line))).toBe(EXIT.refused);
    expect(refused.join("\n")).toContain(`La base embebida está en uso (puerto ${port}): detenga el portal (npm start) antes de restaurar.`);
  });
});
