import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "@portal/db/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { startTestS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { createFileStorage } from "./create-file-storage.ts";
import { migrateUploadsToStore } from "./migrate-storage.ts";
import { runStorageMigration } from "./migrate-storage-command.ts";
import type { FileStorage } from "./storage.ts";
import { sha256Of } from "./storage-checksum.ts";

let server: TestS3Server;
let dataDir: string;
const FILES: Record<string, Buffer> = {
  "2026/11/aaaa.pdf": Buffer.from("%PDF-1.4 derecho de petición"),
  "2026/11/bbbb.png": randomBytes(300_000),
  "2026/11/bbbb.png.w320.webp": randomBytes(20_000),
  "certificates/2026/11/cccc.pdf": Buffer.from("%PDF-1.7 paz y salvo"),
  "quarantine/dddd.txt": Buffer.from("X5O!P%@AP"),
};
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

beforeAll(async () => {
  server = await startTestS3Server();
  dataDir = mkdtempSync(join(tmpdir(), "portal-migracion-"));
  for (const [key, bytes] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dataDir, "uploads", key)), { recursive: true });
    writeFileSync(join(dataDir, "uploads", key), bytes);
  }
  // A write in progress is not a file of the portal.
  writeFileSync(join(dataDir, "uploads", "2026/11/eeee.pdf.part"), "a medias");
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ...server.env });

describe("npm run storage:migrate (DATA_DIR/uploads into the bucket)", () => {
  it("copies every file under its key, verifies each by SHA-256, prints the counts, and skips verified objects when run again", async () => {
    const lines: string[] = [];
    expect(await runStorageMigration(env(), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(expect.arrayContaining(["Objetos encontrados: 5", expect.stringMatching(/^Copiados y verificados \(SHA-256\): 5 /), "Fallidos: 0"]));
    const bucket = createFileStorage(env());
    const stored: string[] = [];
    for await (const object of bucket.list("")) stored.push(object.key);
    expect(stored.sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, bytes] of Object.entries(FILES)) expect(await sha256Of(bucket.stream(key))).toBe(sha(bytes));
    // The folder is left as it was.
    expect(readFileSync(join(dataDir, "uploads", "2026/11/aaaa.pdf"))).toEqual(FILES["2026/11/aaaa.pdf"]);

    const putsBefore = server.puts.length + server.multipartUploads.length;
    const again: string[] = [];
    expect(await runStorageMigration(env(), (line) => again.push(line))).toBe(0);
    expect(again).toEqual(
      expect.arrayContaining(["Ya verificados en una ejecución anterior: 5", expect.stringMatching(/^Copiados y verificados \(SHA-256\): 0 /)]),
    );
    expect(server.puts.length + server.multipartUploads.length).toBe(putsBefore);

    // A file changed since, or an object gone from the bucket, is copied again.
    writeFileSync(join(dataDir, "uploads", "2026/11/aaaa.pdf"), "%PDF-1.4 corregido");
    await bucket.remove("certificates/2026/11/cccc.pdf");
    const third: string[] = [];
    expect(await runStorageMigration(env(), (line) => third.push(line))).toBe(0);
    expect(third).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Copiados y verificados \(SHA-256\): 2 /), "Ya verificados en una ejecución anterior: 3"]),
    );
    expect((await bucket.get("2026/11/aaaa.pdf")).toString()).toBe("%PDF-1.4 corregido");
    expect(await bucket.head("certificates/2026/11/cccc.pdf")).toEqual({ size: FILES["certificates/2026/11/cccc.pdf"]!.length });
  });

  it("reports an object whose bytes read back differ, removes it from the target and does not count it verified", async () => {
    const bucket = createFileStorage(env());
    // A target that corrupts what it stores (a faulty proxy, a truncated write).
    const corrupting: FileStorage = {
      ...bucket,
      putFile: async (key, _path, mimeType) => bucket.put(key, Buffer.from("otra cosa"), mimeType),
    };
    const ledgerPath = join(dataDir, "ledger-corrupto.jsonl");
    const report = await migrateUploadsToStore({ uploadsDir: join(dataDir, "uploads"), target: corrupting, ledgerPath, print: () => {} });
    expect(report.copied).toBe(0);
    expect(report.failed.map((f) => f.key).sort()).toEqual(Object.keys(FILES).sort());
    expect(report.failed[0]!.reason).toMatch(/SHA-256/);
    expect(await bucket.head("2026/11/bbbb.png")).toBeNull();
  });

  it("runs as the npm script the operator types: copies into the bucket with exit 0, refuses without a bucket with exit 2", async () => {
    const npmRun = (extra: Record<string, string>) =>
      promisify(execFile)("npm", ["run", "--silent", "storage:migrate"], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, ...extra },
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => error,
      );
    // The test before left the bucket without these objects.
    const copied = await npmRun(server.env);
    expect(copied).toMatchObject({ code: 0, stdout: expect.stringMatching(/Copiados y verificados \(SHA-256\): 5 /) });
    expect(await createFileStorage(env()).head("2026/11/bbbb.png")).toEqual({ size: FILES["2026/11/bbbb.png"]!.length });
    expect(await npmRun({ FILE_STORAGE: "local" })).toMatchObject({ code: 2, stdout: expect.stringContaining("FILE_STORAGE no es s3") });
  }, 60_000);
});
