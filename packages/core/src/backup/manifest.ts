import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { TDumpFormat } from "@portal/db/dump/dump-database";
import { sha256Of } from "../files/storage-checksum.ts";

/** The archive's layout: `manifest.json` (written last), the database dump, and every stored object under files/. */
export const MANIFEST_FILE = "manifest.json";
export const FILES_DIR = "files";
export const AUTH_SECRET_FILE = "secrets/auth-secret";
export const MANIFEST_FORMAT = "portal-backup/1";

export type TBackupManifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  portal: { version: string; commit: string | null };
  database: {
    engine: "postgresql" | "pglite";
    version: string;
    /**
     * `pg_dump`: its custom format (schema and data) from a PostgreSQL server the installed client reads; `logical`:
     * every table's rows as JSON lines (PGlite, or a newer server), restorable on PGlite and on a server alike.
     */
    dump: { path: string; format: TDumpFormat; size: number; sha256: string };
    /** prisma/migrations applied to it, in order, with the migrator's checksum of each. */
    migrations: { name: string; checksum: string }[];
    /** Rows of every table, counted in the dump's own snapshot. */
    rowCounts: Record<string, number>;
  };
  files: { storage: "local" | "s3"; objects: { key: string; size: number; sha256: string }[] };
  /**
   * DATA_DIR/auth-secret, when the portal made its own (AUTH_SECRET unset): sessions, signed links and the sealed TOTP
   * second factors depend on it. Absent when AUTH_SECRET is set: that one is kept in the operator's secret store.
   */
  authSecret?: { path: string; size: number; sha256: string };
};

export async function sha256OfFile(path: string): Promise<string> {
  return sha256Of(createReadStream(path));
}

/** Every regular file under `dir`, as `/`-separated paths relative to it. */
export async function listFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"));
}

export async function readManifest(archiveDir: string): Promise<TBackupManifest> {
  let text: string;
  try {
    text = await readFile(join(archiveDir, MANIFEST_FILE), "utf8");
  } catch {
    throw new Error(`${archiveDir} no tiene ${MANIFEST_FILE}: no es un respaldo terminado (o no es un respaldo del portal).`);
  }
  const manifest: unknown = JSON.parse(text);
  // The format is read before the rest is trusted: an unknown one is named in the error.
  const format = (manifest as { format?: unknown }).format;
  if (format !== MANIFEST_FORMAT) throw new Error(`Formato de respaldo desconocido: ${String(format)} (se esperaba ${MANIFEST_FORMAT}).`);
  return manifest as TBackupManifest;
}

/**
 * Checks every byte of an archive against its manifest before anything is touched: the dump and each object exist
 * with their size and SHA-256, and files/ holds nothing the manifest does not list. Returns the problems (empty: sound).
 */
export async function verifyArchive(archiveDir: string, manifest: TBackupManifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, path: string, expected: { size: number; sha256: string }) => {
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return problems.push(`${label}: falta en el respaldo`);
    if (found.size !== expected.size) return problems.push(`${label}: tamaño ${found.size}, el manifiesto dice ${expected.size}`);
    if ((await sha256OfFile(path)) !== expected.sha256) return problems.push(`${label}: la suma SHA-256 no coincide con la del manifiesto`);
    return undefined;
  };
  await check(`volcado de la base de datos (${manifest.database.dump.path})`, join(archiveDir, manifest.database.dump.path), manifest.database.dump);
  if (manifest.authSecret) await check("secreto de autenticación", join(archiveDir, manifest.authSecret.path), manifest.authSecret);
  for (const object of manifest.files.objects) await check(`archivo ${object.key}`, join(archiveDir, FILES_DIR, ...object.key.split("/")), object);
  const listed = new Set(manifest.files.objects.map((o) => o.key));
  for (const key of await listFilesUnder(join(archiveDir, FILES_DIR))) {
    if (!listed.has(key)) problems.push(`archivo ${key}: está en el respaldo pero no en el manifiesto`);
  }
  return problems;
}
