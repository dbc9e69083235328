import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@portal/db/client";
import { NO_QUEUES } from "@portal/jobs/queues";
import { submitComplaintForm } from "../../complaint-forms/submit.ts";
import { loadEnv } from "../../config/env.ts";
import type { FileStorage } from "../../files/storage.ts";
import { sha256Of } from "../../files/storage-checksum.ts";
import { uploadFile } from "../../files/upload-file.ts";
import { settleBackgroundEnqueues } from "../../mail/outbox.ts";
import { runSeed } from "../../seed/seed.ts";
import { createSettingsStore } from "../../settings/settings-store.ts";
import { png } from "../../testing/png.ts";
import { createTestLogger } from "../../testing/test-logger.ts";

// What the restore drills (backup-restore*.test.ts) seed and compare.
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The seed (users, settings, catalogues, contents), a citizen's PQRDS filing with a PDF attachment (through the upload
 * and filing use cases), and a content with its main image and a resized copy beside it, as the worker writes them.
 */
export async function seedDrillData(db: Db, storage: FileStorage, workDir: string): Promise<void> {
  const env = loadEnv({ NODE_ENV: "test", DATA_DIR: workDir, ADMIN_EMAIL: "admin@respaldo.test", ADMIN_PASSWORD: "Respaldo-12345" });
  await runSeed(db, env);
  const log = createTestLogger("error").log;
  const settings = createSettingsStore(db);

  // A citizen's PQRDS filing with a PDF attachment, uploaded through the upload use case.
  const uploadSessionHash = sha(Buffer.from("sesion-de-carga"));
  const pdfPath = join(workDir, "adjunto.pdf");
  writeFileSync(pdfPath, "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const attachment = await uploadFile(
    { db, settings, storage, env, log },
    { kind: "complaint", originalName: "derecho de petición.pdf", tempPath: pdfPath, user: null, uploadSessionHash },
  );
  await submitComplaintForm(
    {
      db,
      settings,
      env,
      queues: NO_QUEUES,
      log,
      captcha: {
        issue: async () => {
          throw new Error("no se usa");
        },
        prove: async () => {},
        verify: async () => {},
      },
      authSecret: new TextEncoder().encode("secreto-de-prueba-de-32-caracteres-o-mas"),
    },
    {
      complaintFormTypeID: 2,
      anonymous: true,
      emailPersonal: "ciudadana@correo.co",
      emailVerif: "ciudadana@correo.co",
      email: "ciudadana@correo.co",
      responseTypeID: 1,
      typeprivacy: true,
      description: "Solicito copia del contrato de alumbrado público.",
      captchaId: "x",
      captcha: null,
      isAttachment: true,
      fileID: attachment.fileID,
    },
    { user: null, uploadSessionHash },
  );
  // The filing's e-mails are handed to the (absent) queue after its answer: settled, so the backup sees the final rows.
  await settleBackgroundEnqueues();
  // A content with its main image and a resized copy beside it, as the worker writes them.
  const image = png(400, 300, [20, 120, 200]);
  await storage.put("2026/11/imagen-principal.png", image, "image/png");
  await storage.put("2026/11/imagen-principal.png.w320.webp", Buffer.from("RIFF-copia-320"), "image/webp");
  const file = await db.storedFile.create({
    data: {
      name: "plaza.png",
      storageKey: "2026/11/imagen-principal.png",
      mimeType: "image/png",
      extension: "png",
      size: image.length,
      isImage: true,
      width: 400,
      height: 300,
      purpose: "image",
      variantWidths: [320],
      attachedAt: new Date(),
    },
  });
  await db.content.create({ data: { friendlyName: "obras-en-la-plaza", contentType: 1, name: "Obras en la plaza", imagePrincipalFileID: file.fileID } });
}

/** Every table's rows, counted here (not by the code under test). */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM public."${name}"`);
    counts[name] = row!.n;
  }
  return counts;
}
/** Every sequence's last value (a restored database must hand out the next ids, not ones already used). */
export const sequences = (db: Db) =>
  db.$queryRawUnsafe<{ name: string; value: string | null }[]>(
    "SELECT sequencename::text AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
/** SHA-256 of every object in the store, by key. */
export async function checksums(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const object of storage.list("")) out[object.key] = await sha256Of(storage.stream(object.key));
  return out;
}
export async function isEmpty(storage: FileStorage): Promise<boolean> {
  for await (const _ of storage.list("")) return false;
  return true;
}

/** A digest of every table's whole content (each row as text, sorted): equal only if every value came back as it was. */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ digest: string | null }[]>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM public."${name}" t`,
    );
    digests[name] = row!.digest ?? "";
  }
  return digests;
}
