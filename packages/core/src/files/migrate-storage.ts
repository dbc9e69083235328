import { createReadStream } from "node:fs";
import { appendFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import pLimit from "p-limit";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import type { FileStorage, TStoredObject } from "./storage.ts";
import { sha256Of } from "./storage-checksum.ts";

export interface StorageMigrationOptions {
  /** The folder whose files are copied (DATA_DIR/uploads): left as it is. */
  uploadsDir: string;
  target: FileStorage;
  /**
   * One JSON line per object copied and verified ({ key, size, sha256 }). A later run skips an object whose line
   * matches the file as it is now and that the target still holds at that size: nothing is sent or read back again.
   */
  ledgerPath: string;
  /** Objects copied at once. */
  concurrency?: number;
  /** A line for the operator per object that failed, and one per batch of objects. */
  print?: (line: string) => void;
}

export type TStorageMigrationReport = {
  found: number;
  copied: number;
  alreadyVerified: number;
  failed: { key: string; reason: string }[];
  bytesCopied: number;
};

type TLedgerEntry = { key: string; size: number; sha256: string };

const BATCH_SIZE = 200;

/**
 * npm run storage:migrate: copies every file of a local uploads folder into the configured store under the same key
 * and checks each one by reading it back (SHA-256 of the bytes the store gives, against the file's). An object that
 * does not match is removed from the target and reported. Idempotent: verified objects are skipped on the next run.
 */
export async function migrateUploadsToStore(options: StorageMigrationOptions): Promise<TStorageMigrationReport> {
  const print = options.print ?? (() => {});
  const source = createLocalDiskStorage(options.uploadsDir);
  const verified = await readLedger(options.ledgerPath);
  await mkdir(dirname(options.ledgerPath), { recursive: true });
  const report: TStorageMigrationReport = { found: 0, copied: 0, alreadyVerified: 0, failed: [], bytesCopied: 0 };
  const limit = pLimit(options.concurrency ?? 4);

  const migrateOne = async (object: TStoredObject) => {
    const path = join(options.uploadsDir, ...object.key.split("/"));
    const sha256 = await sha256Of(createReadStream(path));
    const known = verified.get(object.key);
    if (known && known.size === object.size && known.sha256 === sha256 && (await options.target.head(object.key))?.size === object.size) {
      report.alreadyVerified++;
      return;
    }
    // The object's Content-Type is never served: downloads take theirs from the file's row.
    await options.target.putFile(object.key, path, "application/octet-stream", { keepSource: true });
    const readBack = await sha256Of(options.target.stream(object.key));
    if (readBack !== sha256) {
      await options.target.remove(object.key);
      throw new Error(`la suma SHA-256 leída del destino (${readBack}) no es la del archivo (${sha256})`);
    }
    await appendFile(options.ledgerPath, `${JSON.stringify({ key: object.key, size: object.size, sha256 } satisfies TLedgerEntry)}\n`);
    report.copied++;
    report.bytesCopied += object.size;
  };

  const attempt = async (object: TStoredObject) => {
    try {
      await migrateOne(object);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.failed.push({ key: object.key, reason });
      print(`FALLÓ ${object.key}: ${reason}`);
    }
  };
  // In batches, so a folder of millions of files is never listed into memory whole.
  let batch: TStoredObject[] = [];
  const flush = async () => {
    await Promise.all(batch.map((object) => limit(() => attempt(object))));
    batch = [];
  };
  for await (const object of source.list("")) {
    report.found++;
    batch.push(object);
    if (batch.length >= BATCH_SIZE) {
      await flush();
      print(`${report.found} objetos revisados…`);
    }
  }
  await flush();
  return report;
}

async function readLedger(path: string): Promise<Map<string, TLedgerEntry>> {
  const entries = new Map<string, TLedgerEntry>();
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return entries;
    throw error;
  }
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as TLedgerEntry;
      entries.set(entry.key, entry);
    } catch {
      // A line cut by a crash mid-write: that object is simply copied again.
    }
  }
  return entries;
}
