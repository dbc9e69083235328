import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "@portal/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import type { TestServices } from "../testing/test-services.ts";
import { runImport } from "./run-import.ts";

let services: TestServices;
let dataDir: string;
beforeAll(async () => {
  services = await leaseOrStartTestServices();
  dataDir = mkdtempSync(join(tmpdir(), "portal-run-import-"));
});
afterAll(async () => {
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The database as the worker sees it when its process dies right after the import's transaction commits. */
function dyingAfterTransaction(db: Db): Db {
  let dead = false;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (dead) throw new Error("el worker murió");
      if (prop === "$transaction") {
        return async (...args: Parameters<Db["$transaction"]>) => {
          const result: unknown = await (target.$transaction as (...a: unknown[]) => Promise<unknown>)(...args);
          dead = true;
          return result;
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

describe("runImport retried after a crash", () => {
  it("a document-data import (append) whose worker died after its rows were written adds them once, not twice, on the retry", async () => {
    const db = services.db;
    const storage = createLocalDiskStorage(join(dataDir, "uploads"));
    const { log } = createTestLogger("silent");
    const csv = "cedula,nombre\n1001,Ana\n1002,Luis\n1003,Marta\n";
    await storage.put("imports/reintento.csv", Buffer.from(csv), "text/csv");
    const admin = await db.user.create({ data: { email: "importa@correo.co", friendlyName: "importa", name: "Ana", lastname: "Importa" } });
    const type = await db.subDocumentType.create({
      data: {
        name: "Constancia de reintento",
        variables: {
          create: [
            { name: "cedula", label: "Cédula", isSearchKey: true },
            { name: "nombre", label: "Nombre", displayOrder: 1 },
          ],
        },
      },
    });
    const file = await db.storedFile.create({
      data: {
        name: "reintento.csv",
        storageKey: "imports/reintento.csv",
        mimeType: "text/csv",
        extension: "csv",
        size: csv.length,
        purpose: "spreadsheet",
        isPublic: false,
      },
    });
    const job = await db.importJob.create({
      data: { kind: "document-data", fileID: file.fileID, params: { subDocumentTypeID: type.subDocumentTypeID, mode: "append" }, createdById: admin.id },
    });

    // Whatever the run does after the commit fails: what it had not written by then is lost.
    await runImport({ db: dyingAfterTransaction(db), storage, log }, job.id).catch(() => undefined);
    // BullMQ hands the stalled job to the next worker.
    await runImport({ db, storage, log }, job.id);

    expect(await db.documentDataRow.count({ where: { subDocumentTypeID: type.subDocumentTypeID } })).toBe(3);
    expect(await db.importJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: "DONE", progress: 100, processedRows: 3 });
  });
});
