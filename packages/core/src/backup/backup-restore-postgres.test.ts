import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@portal/db/client";
import { migrate } from "@portal/db/migrate";
import { migrationsDir } from "@portal/db/paths";
import { type PostgresCluster, startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import type { FileStorage } from "../files/storage.ts";
import { createBackup } from "./create-backup.ts";
import { readManifest } from "./manifest.ts";
import { RestoreRefusedError, restoreBackup } from "./restore-backup.ts";
import { checksums, isEmpty, rowCounts, seedDrillData, sequences, tableDigests } from "./testing/drill.ts";

// The restore drill on a PostgreSQL server (Debian's, a throwaway cluster): the archive's dump is pg_dump's custom
// format, restored by pg_restore into a new empty database.
let cluster: PostgresCluster;
let work: string;
let source: FileStorage;
let sourceDb: Db;
let targetDb: Db;
let sourceUrl: string;
let targetUrl: string;
let archiveDir: string;

const databaseUrl = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const admin = createDb(cluster.url, 1);
  await admin.$executeRawUnsafe("CREATE DATABASE portal_origen");
  await admin.$executeRawUnsafe("CREATE DATABASE portal_destino");
  await admin.$executeRawUnsafe("CREATE DATABASE portal_destino_logico");
  await admin.$executeRawUnsafe("CREATE ROLE portal_sin_privilegios LOGIN PASSWORD 'clave-de-prueba'");
  await admin.$executeRawUnsafe("CREATE DATABASE portal_de_usuario OWNER portal_sin_privilegios");
  await admin.$disconnect();
  sourceUrl = databaseUrl("portal_origen");
  targetUrl = databaseUrl("portal_destino");
  await migrate(sourceUrl, migrationsDir);
  sourceDb = createDb(sourceUrl, 2);
  targetDb = createDb(targetUrl, 2);
  work = mkdtempSync(join(tmpdir(), "portal-respaldo-pg-"));
  source = createLocalDiskStorage(join(work, "uploads"));
  await seedDrillData(sourceDb, source, work);
  archiveDir = (await createBackup({ databaseUrl: sourceUrl, storage: source, storageKind: "local", destinationDir: join(work, "backups") })).archiveDir;
}, 120_000);
afterAll(async () => {
  await sourceDb?.$disconnect();
  await targetDb?.$disconnect();
  cluster?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("npm run backup / npm run restore on a PostgreSQL server", () => {
  it("refuses a dump with one changed byte before touching the new database", async () => {
    const damaged = join(work, "danado");
    cpSync(archiveDir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const path = join(damaged, manifest.database.dump.path);
    const bytes = readFileSync(path);
    bytes[bytes.length - 20] = bytes[bytes.length - 20]! ^ 0x01;
    writeFileSync(path, bytes);
    const target = createLocalDiskStorage(join(work, "destino-danado"));
    await expect(restoreBackup({ archiveDir: damaged, databaseUrl: targetUrl, storage: target, migrationsDir })).rejects.toBeInstanceOf(RestoreRefusedError);
    expect(await rowCounts(targetDb)).toEqual({});
    expect(await isEmpty(target)).toBe(true);
  });

  it("dumps with pg_dump and restores with pg_restore into a new empty database: every row count, sequence and file checksum equal", async () => {
    const manifest = await readManifest(archiveDir);
    expect(manifest.database).toMatchObject({ engine: "postgresql", dump: { format: "pg_dump", path: "database.pgdump" } });
    const originalRows = await rowCounts(sourceDb);
    expect(originalRows).toMatchObject({ ComplaintForm: 1, StoredFile: 2 });
    expect(manifest.database.rowCounts).toEqual(originalRows);

    const target = createLocalDiskStorage(join(work, "destino"));
    await restoreBackup({ archiveDir, databaseUrl: targetUrl, storage: target, migrationsDir });
    expect(await rowCounts(targetDb)).toEqual(originalRows);
    expect(await tableDigests(targetDb)).toEqual(await tableDigests(sourceDb));
    expect(await sequences(targetDb)).toEqual(await sequences(sourceDb));
    expect(await checksums(target)).toEqual(await checksums(source));
    const filing = await targetDb.complaintForm.findFirstOrThrow({ include: { file: true } });
    expect(filing.file?.name).toBe("derecho de petición.pdf");
    // The restored database is at every migration (none applied twice, none missing).
    expect(await migrate(targetUrl, migrationsDir)).toEqual([]);
  });

  it("with --format logical (the dump for a server newer than pg_dump, or for moving between engines): the same rows, sequences and files", async () => {
    const { archiveDir: logical, manifest } = await createBackup({
      databaseUrl: sourceUrl,
      storage: source,
      storageKind: "local",
      destinationDir: join(work, "logicos"),
      format: "logical",
    });
    expect(manifest.database.dump).toMatchObject({ format: "logical", path: "database.jsonl.gz" });
    const url = databaseUrl("portal_destino_logico");
    const db = createDb(url, 1);
    try {
      const target = createLocalDiskStorage(join(work, "destino-logico"));
      await restoreBackup({ archiveDir: logical, databaseUrl: url, storage: target, migrationsDir });
      expect(await rowCounts(db)).toEqual(await rowCounts(sourceDb));
      expect(await tableDigests(db)).toEqual(await tableDigests(sourceDb));
      expect(await sequences(db)).toEqual(await sequences(sourceDb));
      expect(await checksums(target)).toEqual(await checksums(source));
    } finally {
      await db.$disconnect();
    }

    // A logical archive loads with foreign-key checks off, which a non-superuser may not ask for: refused up front,
    // rather than failing half-way with the schema already created.
    const owner = new URL(databaseUrl("portal_de_usuario"));
    owner.username = "portal_sin_privilegios";
    owner.password = "clave-de-prueba";
    const target = createLocalDiskStorage(join(work, "destino-sin-privilegios"));
    const refused = await restoreBackup({ archiveDir: logical, databaseUrl: owner.toString(), storage: target, migrationsDir }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as RestoreRefusedError).problems).toEqual([expect.stringContaining("superusuario")]);
    const ownerDb = createDb(owner.toString(), 1);
    try {
      expect(await rowCounts(ownerDb)).toEqual({});
    } finally {
      await ownerDb.$disconnect();
    }
  });
});
