import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "@portal/db/client";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@portal/db/embedded-postgres";
import { migrationsDir, repoRoot } from "@portal/db/paths";
import { freePort } from "@portal/db/testing/free-port";
import { loadEnv } from "../config/env.ts";
import { submitComplaintForm } from "../complaint-forms/submit.ts";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { sha256Of } from "../files/storage-checksum.ts";
import type { FileStorage } from "../files/storage.ts";
import { uploadFile } from "../files/upload-file.ts";
import { runSeed } from "../seed/seed.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { png } from "../testing/png.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import type { TestServices } from "../testing/test-services.ts";
import { createBackup } from "./create-backup.ts";
import { FILES_DIR, readManifest } from "./manifest.ts";
import { restoreBackup, RestoreRefusedError } from "./restore-backup.ts";

// The restore drill (README "Backups") on the embedded database: seed a PQRDS filing with its attachment, users and a
// content with its image, back up, restore into a new empty database and an empty file store, and compare every
// table's rows, every sequence and every file's SHA-256 with the originals.
let services: TestServices;
let work: string;
let source: FileStorage;
let archiveDir: string;
let fresh: EmbeddedPostgres;
let freshDb: Db;
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every table's rows, counted here (not by the code under test). */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM public."${name}"`);
    counts[name] = row!.n;
  }
  return counts;
}
const sequences = (db: Db) => db.$queryRawUnsafe<{ name: string; value: string | null }[]>("SELECT sequencename::text AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1");
async function checksums(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const object of storage.list("")) out[object.key] = await sha256Of(storage.stream(object.key));
  return out;
}
async function isEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _ of storage.list("")) return false;
  return true;
}

beforeAll(async () => {
  services = await leaseOrStartTestServices();
  work = mkdtempSync(join(tmpdir(), "portal-respaldo-"));
  source = createLocalDiskStorage(join(work, "uploads"));
  const env = loadEnv({ NODE_ENV: "test", DATA_DIR: work, ADMIN_EMAIL: "admin@respaldo.test", ADMIN_PASSWORD: "Respaldo-12345" });
  await runSeed(services.db, env);
  const log = createTestLogger("error").log;
  const settings = createSettingsStore(services.db);

  // A citizen's PQRDS filing with a PDF attachment, uploaded through the upload use case.
  const uploadSessionHash = sha(Buffer.from("sesion-de-carga"));
  const pdfPath = join(work, "adjunto.pdf");
  writeFileSync(pdfPath, "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const attachment = await uploadFile({ db: services.db, settings, storage: source, env, log }, { kind: "complaint", originalName: "derecho de petición.pdf", tempPath: pdfPath, user: null, uploadSessionHash });
  await submitComplaintForm(
    {
      db: services.db, settings, env, mailQueue: null, log,
      captcha: { issue: async () => { throw new Error("no se usa"); }, prove: async () => {}, verify: async () => {} },
      authSecret: new TextEncoder().encode("secreto-de-prueba-de-32-caracteres-o-mas"),
    },
    {
      complaintFormTypeID: 2, anonymous: true, emailPersonal: "ciudadana@correo.co", emailVerif: "ciudadana@correo.co", email: "ciudadana@correo.co",
      responseTypeID: 1, typeprivacy: true, description: "Solicito copia del contrato de alumbrado público.", captchaId: "x", captcha: null, isAttachment: true, fileID: attachment.fileID,
    },
    { user: null, uploadSessionHash },
  );
  // A content with its main image and a resized copy beside it, as the worker writes them.
  const image = png(400, 300, [20, 120, 200]);
  await source.put("2026/11/imagen-principal.png", image, "image/png");
  await source.put("2026/11/imagen-principal.png.w320.webp", Buffer.from("RIFF-copia-320"), "image/webp");
  const file = await services.db.storedFile.create({
    data: { name: "plaza.png", storageKey: "2026/11/imagen-principal.png", mimeType: "image/png", extension: "png", size: image.length, isImage: true, width: 400, height: 300, purpose: "image", variantWidths: [320], attachedAt: new Date() },
  });
  await services.db.content.create({ data: { friendlyName: "obras-en-la-plaza", contentType: 1, name: "Obras en la plaza", imagePrincipalFileID: file.fileID } });

  const backup = await createBackup({ databaseUrl: services.databaseUrl, storage: source, storageKind: "local", destinationDir: join(work, "backups") });
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
    expect((refused as RestoreRefusedError).problems).toEqual([`volcado de la base de datos (${manifest.database.dump.path}): la suma SHA-256 no coincide con la del manifiesto`]);
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
    await restoreBackup({ archiveDir, databaseUrl: fresh.url, storage: target, migrationsDir, print: (line) => lines.push(line) });

    expect(await rowCounts(freshDb)).toEqual(originalRows);
    expect(await sequences(freshDb)).toEqual(await sequences(services.db));
    expect(await checksums(target)).toEqual(originalFiles);
    // The filing's attachment is readable through its row, as a download would find it.
    const filing = await freshDb.complaintForm.findFirstOrThrow({ include: { file: true } });
    expect(filing.file?.name).toBe("derecho de petición.pdf");
    expect((await target.get(filing.file!.storageKey)).toString("latin1")).toMatch(/^%PDF-1\.4/);
    const content = await freshDb.content.findUniqueOrThrow({ where: { friendlyName: "obras-en-la-plaza" }, include: { imagePrincipal: true } });
    expect(await sha256Of(target.stream(content.imagePrincipal!.storageKey))).toBe(originalFiles["2026/11/imagen-principal.png"]);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^Base de datos restaurada \(pglite .*filas, iguales al respaldo$/), "Archivos restaurados: 3 (0.0 MB)"]));

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

  it("as the npm scripts an operator types, on a stopped portal's DATA_DIR: restore into a new DATA_DIR, back it up again, same rows and files", async () => {
    const dataDir = join(work, "instalacion-nueva");
    const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), FILE_STORAGE: "local" };
    delete env.DATABASE_URL;
    const npmRun = (args: string[]) => promisify(execFile)("npm", ["run", "--silent", ...args], { cwd: repoRoot, env })
      .then(({ stdout }) => ({ code: 0, stdout }), (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }));

    expect(await npmRun(["restore"])).toMatchObject({ code: 2, stdout: expect.stringContaining("Uso: npm run restore -- <carpeta del respaldo>") });
    const restored = await npmRun(["restore", "--", archiveDir]);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining("Restauración completa.") });

    const backedUp = await npmRun(["backup", "--", "--to", join(work, "otra-copia")]);
    expect(backedUp).toMatchObject({ code: 0, stdout: expect.stringMatching(/Respaldo completo: .*otra-copia/) });
    const second = await readManifest(/Respaldo completo: (.*)/.exec(backedUp.stdout)![1]!.trim());
    const first = await readManifest(archiveDir);
    expect(second.database.rowCounts).toEqual(first.database.rowCounts);
    expect(second.files.objects).toEqual(first.files.objects);
    expect(second.database.migrations).toEqual(first.database.migrations);
    expect(second.portal.commit).toMatch(/^[0-9a-f]{40}$/);
  }, 180_000);
});
