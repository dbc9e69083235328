import { chmod, copyFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { inspectRestoreTarget, restoreDatabase } from "@portal/db/dump/restore-database";
import type { FileStorage } from "../files/storage.ts";
import { FILES_DIR, readManifest, type TBackupManifest, verifyArchive } from "./manifest.ts";

export type RestoreOptions = {
  archiveDir: string;
  databaseUrl: string;
  storage: FileStorage;
  migrationsDir: string;
  /** Replace a database that has tables, and write over objects the store already holds. */
  force?: boolean;
  /** Where this installation keeps DATA_DIR/auth-secret (AUTH_SECRET unset): the archive's is written there. */
  authSecretFile?: string;
  print?: (line: string) => void;
};

/** Refused before anything was changed: a damaged archive, an archive this version cannot take, a target in use. */
export class RestoreRefusedError extends Error {
  constructor(readonly problems: string[]) {
    super(`Restauración rechazada, no se cambió nada:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "RestoreRefusedError";
  }
}

export type TRestoreReport = { manifest: TBackupManifest; rowCounts: Record<string, number>; files: number; bytes: number };

/**
 * npm run restore: checks every checksum of the archive and the target (empty database and empty file store unless
 * `force`) before touching anything, then restores the database and the files, and checks that every table has the
 * rows the manifest counted and every object its size.
 */
export async function restoreBackup(options: RestoreOptions): Promise<TRestoreReport> {
  const print = options.print ?? (() => {});
  const manifest = await readManifest(options.archiveDir);
  print(
    `Respaldo del ${manifest.createdAt} (portal ${manifest.portal.version}${manifest.portal.commit ? `, ${manifest.portal.commit.slice(0, 12)}` : ""}; ${manifest.database.engine} ${manifest.database.version})`,
  );
  const damaged = await verifyArchive(options.archiveDir, manifest);
  if (damaged.length > 0) throw new RestoreRefusedError(damaged);
  print(`Sumas SHA-256 verificadas: volcado y ${manifest.files.objects.length} archivos`);

  const dump = { path: join(options.archiveDir, manifest.database.dump.path), format: manifest.database.dump.format, migrations: manifest.database.migrations };
  const target = await inspectRestoreTarget(options.databaseUrl, dump, options.migrationsDir);
  const problems = [...target.problems];
  if (target.tables.length > 0 && !options.force)
    problems.push(`la base de datos de destino no está vacía (${target.tables.length} tablas): restaure en una base nueva o use --force para reemplazarla`);
  const firstObject = await firstKey(options.storage);
  if (firstObject !== null && !options.force)
    problems.push(`el almacén de archivos de destino no está vacío (p. ej. ${firstObject}): use uno nuevo o --force para escribir encima`);
  const secret =
    manifest.authSecret && options.authSecretFile ? { from: join(options.archiveDir, manifest.authSecret.path), to: options.authSecretFile } : null;
  if (secret && !options.force) {
    const current = await readFile(secret.to, "utf8").catch(() => null);
    if (current !== null && current.trim() !== (await readFile(secret.from, "utf8")).trim())
      problems.push(`${secret.to} ya existe y es otro secreto: use un DATA_DIR nuevo o --force para reemplazarlo`);
  }
  if (problems.length > 0) throw new RestoreRefusedError(problems);

  const rowCounts = await restoreDatabase(options.databaseUrl, dump, { migrationsDir: options.migrationsDir, force: options.force, log: print });
  const wrong = Object.entries(manifest.database.rowCounts).filter(([table, rows]) => rowCounts[table] !== rows);
  if (wrong.length > 0)
    throw new Error(`Filas restauradas distintas de las del respaldo: ${wrong.map(([t, n]) => `${t} ${rowCounts[t] ?? "sin tabla"} ≠ ${n}`).join(", ")}`);
  const total = Object.values(rowCounts).reduce((a, b) => a + b, 0);
  print(
    `Base de datos restaurada (${target.info.engine} ${target.info.version}): ${Object.keys(manifest.database.rowCounts).length} tablas, ${total} filas, iguales al respaldo`,
  );

  let bytes = 0;
  for (const object of manifest.files.objects) {
    // The object's Content-Type is never served: downloads take theirs from the file's row.
    await options.storage.putFile(object.key, join(options.archiveDir, FILES_DIR, ...object.key.split("/")), "application/octet-stream", { keepSource: true });
    const stored = await options.storage.head(object.key);
    if (stored?.size !== object.size)
      throw new Error(`El archivo ${object.key} quedó con ${stored?.size ?? "ningún"} bytes en el almacén; el respaldo tiene ${object.size}`);
    bytes += object.size;
  }
  print(`Archivos restaurados: ${manifest.files.objects.length} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  if (secret) {
    await mkdir(dirname(secret.to), { recursive: true });
    await copyFile(secret.from, secret.to);
    await chmod(secret.to, 0o600);
    print(`Secreto de autenticación restaurado en ${secret.to}`);
  } else {
    print(
      "El respaldo no trae el secreto de autenticación: arranque con el mismo AUTH_SECRET del portal respaldado (las sesiones, los enlaces firmados y los segundos factores TOTP dependen de él).",
    );
  }
  return { manifest, rowCounts, files: manifest.files.objects.length, bytes };
}

async function firstKey(storage: FileStorage): Promise<string | null> {
  for await (const object of storage.list("")) return object.key;
  return null;
}
