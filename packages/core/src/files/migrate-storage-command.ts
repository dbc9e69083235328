import { join } from "node:path";
import type { TEnv } from "../config/env.ts";
import { createFileStorage, localUploadsDir } from "./create-file-storage.ts";
import { migrateUploadsToStore } from "./migrate-storage.ts";

/** Where a run records what it verified in that bucket (per endpoint and bucket, beside the uploads it copies). */
export function migrationLedgerPath(env: Pick<TEnv, "dataDir" | "S3_ENDPOINT" | "S3_BUCKET">): string {
  const target = [env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).host : "aws", env.S3_BUCKET].join("_").replace(/[^\w.-]/g, "_");
  return join(env.dataDir, "storage-migration", `${target}.jsonl`);
}

/**
 * `npm run storage:migrate`: DATA_DIR/uploads into the bucket FILE_STORAGE=s3 names, every object verified by
 * checksum; prints the counts. 0 when every file is in the bucket and verified, 1 when some failed, 2 when the
 * environment names no bucket.
 */
export async function runStorageMigration(env: TEnv, print: (line: string) => void): Promise<number> {
  if (env.FILE_STORAGE !== "s3") {
    print("FILE_STORAGE no es s3: define FILE_STORAGE=s3, S3_BUCKET y las demás variables S3_* del bucket de destino (README, sección Object storage).");
    return 2;
  }
  const uploadsDir = localUploadsDir(env);
  print(`Copiando ${uploadsDir} al bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` de ${env.S3_ENDPOINT}` : ""}…`);
  const report = await migrateUploadsToStore({ uploadsDir, target: createFileStorage(env), ledgerPath: migrationLedgerPath(env), print });
  print(`Objetos encontrados: ${report.found}`);
  print(`Copiados y verificados (SHA-256): ${report.copied} (${(report.bytesCopied / 1024 / 1024).toFixed(1)} MB)`);
  print(`Ya verificados en una ejecución anterior: ${report.alreadyVerified}`);
  print(`Fallidos: ${report.failed.length}`);
  return report.failed.length ? 1 : 0;
}
