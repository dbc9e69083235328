import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { Db, Prisma } from "@portal/db/client";
import { IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { createLogger } from "../logger.ts";
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

/** The worker's own logger (its redaction included), writing its JSON lines into `lines`. */
function capturedLogger(lines: string[]) {
  return createLogger(
    "worker",
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split("\n").filter(Boolean));
        callback();
      },
    }),
  );
}

/** The database failing unexpectedly: the import's transaction, or the progress write after `rows` checked rows. */
function failingDb(db: Db, failure: Error, at: { transaction: true } | { processedRows: number }): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if ("transaction" in at && prop === "$transaction") return () => Promise.reject(failure);
      if ("processedRows" in at && prop === "importJob") {
        return new Proxy(target.importJob, {
          get: (model, key) =>
            key === "update"
              ? (args: Prisma.ImportJobUpdateArgs) =>
                  args.data.processedRows === at.processedRows && !args.data.status ? Promise.reject(failure) : model.update(args)
              : (Reflect.get(model, key) as unknown),
        });
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

describe("an unexpected import error in the log", () => {
  const residents = [
    ["1098765432", "Ana María Pérez Gómez", "Calle 10 # 5-20", "San Pedro Alejandrino", "2020-03-15", "ana.perez@correo.co"],
    ["79123456", "Luis Fernando Rojas", "Carrera 7 # 12-34 apto 301", "El Centro", "", ""],
  ];
  const rowValues = residents.flat().filter((value) => value.length > 0);

  async function residentsImport(name: string, rows: string[][]) {
    const db = services.db;
    const storage = createLocalDiskStorage(join(dataDir, "uploads"));
    const csv = `identificacion,nombres,direccion,barrio,residente_desde,correo\n${rows.map((r) => r.join(",")).join("\n")}\n`;
    await storage.put(`imports/${name}.csv`, Buffer.from(csv), "text/csv");
    const file = await db.storedFile.create({
      data: {
        name: `${name}.csv`,
        storageKey: `imports/${name}.csv`,
        mimeType: "text/csv",
        extension: "csv",
        size: csv.length,
        purpose: "spreadsheet",
        isPublic: false,
      },
    });
    const job = await db.importJob.create({ data: { kind: "residents", fileID: file.fileID } });
    return { storage, job };
  }

  it("names the import, the error's name, code and reason, and carries none of the citizens' row values", async () => {
    const { storage, job } = await residentsImport("residentes-fallida", residents);
    // A database error as Prisma words it: the call, its arguments dumped, then the reason quoting the row.
    const failure = Object.assign(
      new Error(
        `Invalid \`tx.$executeRawUnsafe()\` invocation:\n\n  params: ${JSON.stringify(residents[0])}\n\n` +
          `Raw query failed. Code: \`23505\`. Message: duplicate key value violates unique constraint "Resident_pkey": ` +
          `Key (identification)=(1098765432) already exists — Ana María Pérez Gómez, Calle 10 # 5-20, ana.perez@correo.co`,
      ),
      { name: "PrismaClientKnownRequestError", code: "P2010", meta: { detail: "Key (identification)=(1098765432)", row: residents[1] } },
    );
    const lines: string[] = [];
    const result = await runImport({ db: failingDb(services.db, failure, { transaction: true }), storage, log: capturedLogger(lines) }, job.id);

    expect(result).toEqual({ status: "FAILED", rows: 0, errors: 1 });
    expect((await services.db.importJob.findUniqueOrThrow({ where: { id: job.id } })).errors).toEqual([{ row: 0, message: IMPORT_MESSAGES.failed }]);
    const line = lines.find((l) => l.includes("importación fallida"));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      level: 50,
      importJobId: job.id,
      kind: "residents",
      err: {
        name: "PrismaClientKnownRequestError",
        code: "P2010",
        message: expect.stringContaining('duplicate key value violates unique constraint "Resident_pkey"') as string,
      },
    });
    for (const value of rowValues) expect(line).not.toContain(value);
  });

  it("names the row being checked when the error came, and none of its values", async () => {
    // 2,001 rows: the progress is written after the first 2,000, while the row 2,002 (the header is row 1) is checked.
    const many = Array.from({ length: 2_001 }, (_, i) => (i < 2 ? residents[i]! : [`${50_000_000 + i}`, `Residente ${i}`, `Calle ${i}`, "", "", ""]));
    const { storage, job } = await residentsImport("residentes-progreso", many);
    const failure = new Error(`la conexión se cerró escribiendo el avance tras ${residents[1]![0]} ${residents[1]![1]}`);
    const lines: string[] = [];
    await runImport({ db: failingDb(services.db, failure, { processedRows: 2_000 }), storage, log: capturedLogger(lines) }, job.id);

    const line = lines.find((l) => l.includes("importación fallida"));
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      importJobId: job.id,
      row: 2_002,
      err: { name: "Error", message: "la conexión se cerró escribiendo el avance tras [valor] [valor]" },
    });
    for (const value of rowValues) expect(line).not.toContain(value);
  });
});
