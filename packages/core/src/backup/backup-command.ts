import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { TDumpFormat } from "@portal/db/dump/dump-database";
import { migrationsDir } from "@portal/db/paths";
import type { TEnv } from "../config/env.ts";
import { createFileStorage } from "../files/create-file-storage.ts";
import { backupBucket, bucketAddressText, downloadArchive, parseBucketAddress, uploadArchive } from "./bucket-archive.ts";
import { createBackup } from "./create-backup.ts";
import { openDatabase, type TDatabaseTarget } from "./database-target.ts";
import { RestoreRefusedError, restoreBackup } from "./restore-backup.ts";

/** Exit codes of both commands: done, failed (the archive or the target may be partial: see the message), refused. */
export const EXIT = { ok: 0, failed: 1, refused: 2 } as const;

/** The secret the portal made itself when AUTH_SECRET is unset (accounts/auth-secret.ts); nothing to keep otherwise. */
function ownAuthSecretFile(env: Pick<TEnv, "dataDir" | "AUTH_SECRET">): string | undefined {
  return env.AUTH_SECRET ? undefined : join(env.dataDir, "auth-secret");
}

/** Where `npm run backup` writes without `--to`. */
export function defaultBackupDir(env: Pick<TEnv, "dataDir">): string {
  return join(env.dataDir, "backups");
}

const DUMP_FORMATS: readonly TDumpFormat[] = ["pg_dump", "logical"];

/**
 * `npm run backup [-- --to <dir>] [--format logical|pg_dump]`: prints the archive's folder last. `--format logical`
 * makes an archive that restores on the other engine too (a server's data into PGlite, or the reverse).
 */
export async function runBackup(env: TEnv, argv: string[], target: TDatabaseTarget, print: (line: string) => void): Promise<number> {
  let values;
  let bucket;
  try {
    ({ values } = parseArgs({ args: argv, options: { to: { type: "string" }, format: { type: "string" } }, strict: true }));
    if (values.format !== undefined && !DUMP_FORMATS.includes(values.format as TDumpFormat))
      throw new Error(`--format ${values.format}: use logical o pg_dump`);
    bucket = values.to ? parseBucketAddress(values.to) : null;
  } catch (error) {
    print(`Uso: npm run backup [-- --to <carpeta>|s3://<bucket>/<prefijo>] [--format logical|pg_dump] (${(error as Error).message})`);
    return EXIT.refused;
  }
  const format = values.format as TDumpFormat | undefined;
  // To a bucket: the archive is made in a temporary folder, copied up, then removed from the host.
  const destinationDir = bucket ? await mkdtemp(join(tmpdir(), "portal-respaldo-")) : (values.to ?? defaultBackupDir(env));
  let database;
  try {
    database = await openDatabase(target, "backup");
  } catch (error) {
    print(`Respaldo no realizado: ${(error as Error).message}`);
    if (bucket) await rm(destinationDir, { recursive: true, force: true });
    return EXIT.failed;
  }
  try {
    const authSecretFile = ownAuthSecretFile(env);
    if (!authSecretFile) print("AUTH_SECRET está definido: no va en el respaldo; consérvelo aparte, en su gestor de secretos.");
    const { archiveDir } = await createBackup({
      databaseUrl: database.url,
      storage: createFileStorage(env),
      storageKind: env.FILE_STORAGE,
      destinationDir,
      format,
      print,
      authSecretFile: authSecretFile && existsSync(authSecretFile) ? authSecretFile : undefined,
    });
    print(`Respaldo completo: ${bucket ? bucketAddressText(await uploadArchive(archiveDir, backupBucket(env, bucket.bucket), bucket)) : archiveDir}`);
    return EXIT.ok;
  } catch (error) {
    print(`Respaldo FALLIDO, no se dejó ningún archivo a medias en ${bucket ? bucketAddressText(bucket) : destinationDir}: ${(error as Error).message}`);
    return EXIT.failed;
  } finally {
    await database.close();
    if (bucket) await rm(destinationDir, { recursive: true, force: true });
  }
}

/** `npm run restore -- <archive> [--force]`. */
export async function runRestore(env: TEnv, argv: string[], target: TDatabaseTarget, print: (line: string) => void): Promise<number> {
  let parsed;
  let archive: string;
  try {
    parsed = parseArgs({ args: argv, options: { force: { type: "boolean", default: false } }, allowPositionals: true, strict: true });
    const [only] = parsed.positionals;
    if (parsed.positionals.length !== 1 || only === undefined) throw new Error("indique una carpeta de respaldo");
    archive = only;
  } catch (error) {
    print(`Uso: npm run restore -- <carpeta del respaldo> [--force] (${(error as Error).message})`);
    return EXIT.refused;
  }
  let bucket;
  try {
    bucket = parseBucketAddress(archive);
    if (bucket?.prefix === "") throw new Error("indique la carpeta del respaldo dentro del bucket");
  } catch (error) {
    print(`Uso: npm run restore -- <carpeta del respaldo>|s3://<bucket>/<prefijo>/<respaldo> [--force] (${(error as Error).message})`);
    return EXIT.refused;
  }
  const force = parsed.values.force;
  let database;
  try {
    database = await openDatabase(target, "restore");
  } catch (error) {
    print(`Restauración rechazada, no se cambió nada: ${(error as Error).message}`);
    return EXIT.refused;
  }
  // From a bucket: the archive is brought into a temporary folder first, then checked and restored as one on disk.
  const downloaded = bucket ? await mkdtemp(join(tmpdir(), "portal-restauracion-")) : null;
  try {
    if (bucket && downloaded) {
      try {
        await downloadArchive(backupBucket(env, bucket.bucket), bucket, downloaded);
      } catch (error) {
        throw new RestoreRefusedError([`no se pudo traer ${bucketAddressText(bucket)}: ${(error as Error).message}`]);
      }
    }
    const archiveDir = downloaded ?? archive;
    await restoreBackup({
      archiveDir,
      databaseUrl: database.url,
      storage: createFileStorage(env),
      migrationsDir,
      force,
      print,
      authSecretFile: ownAuthSecretFile(env),
    });
    print("Restauración completa.");
    return EXIT.ok;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      print(error.message);
      return EXIT.refused;
    }
    print(`Restauración FALLIDA: ${(error as Error).message}`);
    return EXIT.failed;
  } finally {
    await database.close();
    if (downloaded) await rm(downloaded, { recursive: true, force: true });
  }
}
