import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createDb, type Db } from "@portal/db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "@portal/db/embedded-postgres";
import { migrationsDir, repoRoot } from "@portal/db/paths";
import { freePort } from "@portal/db/testing/free-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { createFileStorage } from "../files/create-file-storage.ts";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import type { FileStorage } from "../files/storage.ts";
import { sha256Of } from "../files/storage-checksum.ts";
import { startTestS3Server } from "../testing/s3-server.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import type { TestServices } from "../testing/test-services.ts";
import { EXIT, runBackup, runRestore } from "./backup-command.ts";
import { createBackup } from "./create-backup.ts";
import { FILES_DIR, readManifest } from "./manifest.ts";
import { RestoreRefusedError, restoreBackup } from "./restore-backup.ts";
import { checksums, isEmpty, rowCounts, seedDrillData, sequences, tableDigests } from "./testing/drill.ts";

// The restore drill (README "Backups") on the embedded database: seed a PQRDS filing with its attachment, users and a
// content with its image, back up, restore into a new empty database and an empty file store, and compare every
// table's rows, every sequence and every file's SHA-256 with the originals.
let services: TestServices;
let work: string;
let source: FileStorage;
let archiveDir: string;
let fresh: EmbeddedPostgres;
let freshDb: Db;

beforeAll(async () => {
  services = await leaseOrStartTestServices();
  work = mkdtempSync(join(tmpdir(), "portal-respaldo-"));
  source = createLocalDiskStorage(join(work, "uploads"));
  await seedDrillData(services.db, source, work);

  // The secret the portal made itself (AUTH_SECRET unset): TOTP seals and signed links need it after a restore.
  writeFileSync(join(work, "auth-secret"), "secreto-propio-del-portal-de-48-bytes-en-base64url", { mode: 0o600 });
  const backup = await createBackup({
    databaseUrl: services.databaseUrl,
    storage: source,
    storageKind: "local",
    destinationDir: join(work, "backups"),
    authSecretFile: join(work, "auth-secret"),
  });
  archiveDir = backup.archiveDir;
  // The installation it comes back to: a new, empty embedded database (no tables at all).
  fresh = await startEmbeddedPostgres({ port: 0 });
  freshDb = createDb(fresh.url, 2);
}, 120_000);
afterAll(async () => {
  await freshDb?.$disconnect();
  await fresh?.stop();
  await services?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run backup / npm run restore on the embedded database", () => {
  it("a backup that fails part-way (a file the store cannot read) leaves no archive behind, not even a partial one", async () => {
    const failing: FileStorage = {
      ...source,
      stream: (key) => (key.endsWith(".webp") ? createLocalDiskStorage(join(work, "vacio")).stream(key) : source.stream(key)),
    };
    const destinationDir = join(work, "respaldo-fallido");
    await expect(createBackup({ databaseUrl: services.databaseUrl, storage: failing, storageKind: "local", destinationDir })).rejects.toThrow();
    expect(existsSync(destinationDir) ? readdirSync(destinationDir) : []).toEqual([]);
  });

  it("refuses an archive with one changed byte in a stored file, and changes nothing", async () => {
    const damaged = join(work, "danado-archivo");
    cpSync(archiveDir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const key = manifest.files.objects.find((o) => o.key.endsWith(".pdf"))!.key;
    const path = join(damaged, FILES_DIR, ...key.split("/"));
    const bytes = readFileSync(path);
    bytes[10] = bytes[10]! ^ 0x01;
    writeFileSync(path, bytes);
    const target = createLocalDiskStorage(join(work, "destino-1"));

    const refused = await restoreBackup({ archiveDir: damaged, databaseUrl: fresh.url, storage: target, migrationsDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as RestoreRefusedError).problems).toEqual([`archivo ${key}: la suma SHA-256 no coincide con la del manifiesto`]);
    expect(await rowCounts(freshDb)).toEqual({});
    expect(await isEmpty(target)).toBe(true);
  });

  it("refuses an archive with one changed byte in the database dump, and changes nothing", async () => {
    const damaged = join(work, "danado-volcado");
    cpSync(archiveDir, damaged, { recursive: true });
    const manifest = await readManifest(damaged);
    const path = join(damaged, manifest.database.dump.path);
    const bytes = readFileSync(path);
    bytes[Math.floor(bytes.length / 2)] = bytes[Math.floor(bytes.length / 2)]! ^ 0x40;
    writeFileSync(path, bytes);
    const target = createLocalDiskStorage(join(work, "destino-2"));

    const refused = await restoreBackup({ archiveDir: damaged, databaseUrl: fresh.url, storage: target, migrationsDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefusedError);
    expect((refused as RestoreRefusedError).problems).toEqual([
      `volcado de la base de datos (${manifest.database.dump.path}): la suma SHA-256 no coincide con la del manifiesto`,
    ]);
    expect(await rowCounts(freshDb)).toEqual({});
    expect(await isEmpty(target)).toBe(true);
  });

  it("restores into an empty database and file store: every table's rows, every sequence and every file's SHA-256 equal the originals", async () => {
    const originalRows = await rowCounts(services.db);
    const originalFiles = await checksums(source);
    const manifest = await readManifest(archiveDir);
    // What was seeded is there, and in the manifest.
    expect(originalRows).toMatchObject({ ComplaintForm: 1, StoredFile: 2 });
    expect(originalRows.User).toBeGreaterThan(0);
    expect(Object.keys(originalFiles)).toHaveLength(3);
    expect(manifest.database).toMatchObject({ engine: "pglite", dump: { format: "logical" }, rowCounts: originalRows });
    expect(Object.fromEntries(manifest.files.objects.map((o) => [o.key, o.sha256]))).toEqual(originalFiles);

    const target = createLocalDiskStorage(join(work, "destino-3"));
    const lines: string[] = [];
    const authSecretFile = join(work, "restaurado", "auth-secret");
    await restoreBackup({ archiveDir, databaseUrl: fresh.url, storage: target, migrationsDir, authSecretFile, print: (line) => lines.push(line) });
    expect(readFileSync(authSecretFile, "utf8")).toBe(readFileSync(join(work, "auth-secret"), "utf8"));
    expect(statSync(authSecretFile).mode & 0o777).toBe(0o600);

    expect(await rowCounts(freshDb)).toEqual(originalRows);
    expect(await tableDigests(freshDb)).toEqual(await tableDigests(services.db));
    expect(await sequences(freshDb)).toEqual(await sequences(services.db));
    expect(await checksums(target)).toEqual(originalFiles);
    // The filing's attachment is readable through its row, as a download would find it.
    const filing = await freshDb.complaintForm.findFirstOrThrow({ include: { file: true } });
    expect(filing.file?.name).toBe("derecho de petición.pdf");
    expect((await target.get(filing.file!.storageKey)).toString("latin1")).toMatch(/^%PDF-1\.4/);
    const content = await freshDb.content.findUniqueOrThrow({ where: { friendlyName: "obras-en-la-plaza" }, include: { imagePrincipal: true } });
    expect(await sha256Of(target.stream(content.imagePrincipal!.storageKey))).toBe(originalFiles["2026/11/imagen-principal.png"]);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Base de datos restaurada \(pglite .*filas, iguales al respaldo$/), "Archivos restaurados: 3 (0.0 MB)"]),
    );

    // Restoring again over it is refused without --force (nothing changed), and done with it.
    const again = await restoreBackup({ archiveDir, databaseUrl: fresh.url, storage: target, migrationsDir }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(RestoreRefusedError);
    expect((again as RestoreRefusedError).problems).toEqual([
      expect.stringMatching(/^la base de datos de destino no está vacía/),
      expect.stringMatching(/^el almacén de archivos de destino no está vacío/),
    ]);
    await restoreBackup({ archiveDir, databaseUrl: fresh.url, storage: target, migrationsDir, force: true });
    expect(await rowCounts(freshDb)).toEqual(originalRows);
  });

  it("with the files in an S3 bucket (FILE_STORAGE=s3): restored into the bucket and backed up from it, the same objects and checksums", async () => {
    const s3 = await startTestS3Server();
    try {
      const bucket = createFileStorage(loadEnv({ NODE_ENV: "test", DATA_DIR: work, ...s3.env }));
      const first = await readManifest(archiveDir);
      // The database restored before is replaced (--force); the bucket is new and empty.
      await restoreBackup({ archiveDir, databaseUrl: fresh.url, storage: bucket, migrationsDir, force: true });
      expect(await checksums(bucket)).toEqual(await checksums(source));
      const { manifest } = await createBackup({ databaseUrl: fresh.url, storage: bucket, storageKind: "s3", destinationDir: join(work, "desde-bucket") });
      const byKey = (objects: { key: string }[]) => [...objects].sort((a, b) => a.key.localeCompare(b.key));
      expect(manifest.files.storage).toBe("s3");
      expect(byKey(manifest.files.objects)).toEqual(byKey(first.files.objects));
      expect(manifest.database.rowCounts).toEqual(first.database.rowCounts);
    } finally {
      await s3.stop();
    }
  });

  it("to a bucket and back (--to s3://…): copied up with its manifest last, restored with the same rows and files; an address with no archive is refused", async () => {
    const s3 = await startTestS3Server("respaldos");
    try {
      const lines: string[] = [];
      const print = (line: string) => lines.push(line);
      // Files on the local disk (this drill's store), backups in a bucket: the same S3_* connection settings.
      const env = loadEnv({ NODE_ENV: "test", DATA_DIR: work, ...s3.env, FILE_STORAGE: "local" });
      expect(await runBackup(env, ["--to", "s3://respaldos/alcaldia/"], { kind: "server", url: services.databaseUrl }, print)).toBe(EXIT.ok);
      const address = /^Respaldo completo: (s3:\/\/respaldos\/alcaldia\/\S+)$/.exec(lines.at(-1) ?? "")?.[1];
      expect(address, lines.join("\n")).toBeDefined();
      const archivePrefix = address!.slice("s3://respaldos/".length);
      expect(s3.puts.at(-1)).toBe(`${archivePrefix}/manifest.json`);
      expect(s3.puts.filter((key) => key.startsWith(`${archivePrefix}/files/`))).toHaveLength(3);

      const restoreEnv = loadEnv({ NODE_ENV: "test", DATA_DIR: join(work, "desde-bucket"), ...s3.env, FILE_STORAGE: "local" });
      const target = { kind: "server", url: fresh.url } as const;
      expect(await runRestore(restoreEnv, ["s3://respaldos/alcaldia/2020-01-01T000000Z", "--force"], target, print)).toBe(EXIT.refused);
      expect(lines.at(-1)).toMatch(/no es un respaldo completo: no tiene manifest\.json/);
      expect(await runRestore(restoreEnv, [address!, "--force"], target, print)).toBe(EXIT.ok);
      expect(await rowCounts(freshDb)).toEqual(await rowCounts(services.db));
      expect(await checksums(createFileStorage(restoreEnv))).toEqual(await checksums(source));
    } finally {
      await s3.stop();
    }
  });

  it("as the npm scripts an operator types, on a stopped portal's DATA_DIR: restore into a new DATA_DIR, back it up again, same rows and files", async () => {
    const dataDir = join(work, "instalacion-nueva");
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), FILE_STORAGE: "local" };
    delete env.DATABASE_URL;
    delete env.AUTH_SECRET;
    const npmRun = (args: string[]) =>
      promisify(execFile)("npm", ["run", "--silent", ...args], { cwd: repoRoot, env }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    expect(await npmRun(["restore"])).toMatchObject({ code: 2, stdout: expect.stringContaining("Uso: npm run restore -- <carpeta del respaldo>") });
    const restored = await npmRun(["restore", "--", archiveDir]);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining("Restauración completa.") });

    const backedUp = await npmRun(["backup", "--", "--to", join(work, "otra-copia")]);
    expect(backedUp).toMatchObject({ code: 0, stdout: expect.stringMatching(/Respaldo completo: .*otra-copia/) });
    const second = await readManifest(/Respaldo completo: (.*)/.exec(backedUp.stdout)![1]!.trim());
    const first = await readManifest(archiveDir);
    expect(second.database.rowCounts).toEqual(first.database.rowCounts);
    expect(new Set(second.files.objects.map((o) => JSON.stringify(o)))).toEqual(new Set(first.files.objects.map((o) => JSON.stringify(o))));
    expect(second.database.migrations).toEqual(first.database.migrations);
    // The portal's own secret came back into the new DATA_DIR, and went into the new archive.
    expect(readFileSync(join(dataDir, "auth-secret"), "utf8")).toBe(readFileSync(join(work, "auth-secret"), "utf8"));
    expect(second.authSecret).toEqual(first.authSecret);
    expect(second.portal.commit).toMatch(/^[0-9a-f]{40}$/);
  }, 180_000);
});
