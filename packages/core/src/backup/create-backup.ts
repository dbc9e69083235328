import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { dumpDatabase, type TDumpFormat } from "@portal/db/dump/dump-database";
import { repoRoot } from "@portal/db/paths";
import type { FileStorage } from "../files/storage.ts";
import { AUTH_SECRET_FILE, FILES_DIR, MANIFEST_FILE, MANIFEST_FORMAT, sha256OfFile, type TBackupManifest } from "./manifest.ts";

export type BackupOptions = {
  databaseUrl: string;
  storage: FileStorage;
  storageKind: "local" | "s3";
  /** The archive is written as a new folder in here (`<timestamp>/`). */
  destinationDir: string;
  /** DATA_DIR/auth-secret when the portal made its own (AUTH_SECRET unset); copied into the archive. */
  authSecretFile?: string;
  /** The dump's format; by default pg_dump where the installed client reads the server, else the logical dump. */
  format?: TDumpFormat;
  now?: Date;
  print?: (line: string) => void;
};

/** `2026-11-28T102111Z`: sorts by time, and is a valid name on every file system. */
export function archiveName(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "");
}

/**
 * npm run backup: the database (dump-database.ts: one snapshot) then every object of the file store, into
 * `<destination>/<timestamp>.partial/`; the manifest (versions, migrations, row counts, SHA-256 of every byte) is
 * written last and the folder renamed to `<timestamp>/` only then, so an archive without `.partial` and with a
 * manifest is complete. On any failure the partial folder is removed and the error thrown.
 */
export async function createBackup(options: BackupOptions): Promise<{ archiveDir: string; manifest: TBackupManifest }> {
  const print = options.print ?? (() => {});
  const now = options.now ?? new Date();
  await mkdir(options.destinationDir, { recursive: true });
  const archiveDir = join(options.destinationDir, archiveName(now));
  const partialDir = `${archiveDir}.partial`;
  await mkdir(partialDir);
  try {
    const dump = await dumpDatabase(options.databaseUrl, partialDir, { format: options.format, note: print });
    const dumpPath = join(partialDir, dump.file);
    const rows = Object.values(dump.rowCounts).reduce((a, b) => a + b, 0);
    print(`Base de datos (${dump.info.engine} ${dump.info.version}, ${dump.format}): ${Object.keys(dump.rowCounts).length} tablas, ${rows} filas`);

    const objects: TBackupManifest["files"]["objects"] = [];
    let bytes = 0;
    for await (const object of options.storage.list("")) {
      const saved = await copyObject(options.storage, object.key, join(partialDir, FILES_DIR, ...object.key.split("/")));
      objects.push({ key: object.key, ...saved });
      bytes += saved.size;
    }
    print(`Archivos (${options.storageKind}): ${objects.length} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);

    let authSecret: TBackupManifest["authSecret"];
    if (options.authSecretFile) {
      const copy = join(partialDir, AUTH_SECRET_FILE);
      await mkdir(dirname(copy), { recursive: true });
      await copyFile(options.authSecretFile, copy);
      authSecret = { path: AUTH_SECRET_FILE, size: (await stat(copy)).size, sha256: await sha256OfFile(copy) };
    }

    const manifest: TBackupManifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      portal: await portalVersion(),
      database: {
        engine: dump.info.engine,
        version: dump.info.version,
        dump: { path: dump.file, format: dump.format, size: (await stat(dumpPath)).size, sha256: await sha256OfFile(dumpPath) },
        migrations: dump.migrations,
        rowCounts: dump.rowCounts,
      },
      files: { storage: options.storageKind, objects },
      ...(authSecret ? { authSecret } : {}),
    };
    await writeFile(join(partialDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: "wx" });
    await rename(partialDir, archiveDir);
    return { archiveDir, manifest };
  } catch (error) {
    await rm(partialDir, { recursive: true, force: true });
    throw error;
  }
}

/** Streams one object to `path`, hashing the bytes as they pass (never held whole). */
async function copyObject(storage: FileStorage, key: string, path: string): Promise<{ size: number; sha256: string }> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(storage.stream(key), tap, createWriteStream(path, { flags: "wx" }));
  return { size, sha256: hash.digest("hex") };
}

const run = promisify(execFile);

/** The root package's version and the git commit of this checkout (null outside a git checkout). */
async function portalVersion(): Promise<TBackupManifest["portal"]> {
  const pkg = JSON.parse(await readFile(join(repoRoot, "package.json"), "utf8")) as { version?: string };
  const commit = await run("git", ["rev-parse", "HEAD"], { cwd: repoRoot }).then(
    ({ stdout }) => stdout.trim(),
    () => null,
  );
  return { version: pkg.version ?? "0.0.0", commit };
}
