import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../testing/s3-server.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { type FileStorage, StoredFileMissingError } from "./storage.ts";
import { sha256Of } from "./storage-checksum.ts";

/** The S3 store's parts (S3's minimum): the large object below takes three of them. */
const PART_SIZE = 5 * 1024 * 1024;

/** `wentMultipart`: whether the server received the key as a multipart upload (the S3 store; the disk has no parts). */
type TStoreUnderTest = { storage: FileStorage; wentMultipart?: (key: string) => boolean; stop(): Promise<void> };

const stores: [string, () => Promise<TStoreUnderTest>][] = [
  [
    "local disk",
    async () => {
      const root = mkdtempSync(join(tmpdir(), "portal-store-"));
      return { storage: createLocalDiskStorage(root), stop: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    "S3 (a real S3-compatible server, s3rver)",
    async () => {
      const server: TestS3Server = await startTestS3Server();
      const storage = createS3Storage({
        bucket: server.bucket,
        endpoint: server.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID!, secretAccessKey: server.env.S3_SECRET_ACCESS_KEY! },
        partSizeBytes: PART_SIZE,
      });
      return { storage, wentMultipart: (key) => server.multipartUploads.includes(key), stop: () => server.stop() };
    },
  ],
];

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe.each(stores)("file storage: %s", (_name, start) => {
  let store: TStoreUnderTest;
  let storage: FileStorage;
  const temp = mkdtempSync(join(tmpdir(), "portal-store-src-"));
  beforeAll(async () => {
    store = await start();
    storage = store.storage;
  }, 60_000);
  afterAll(async () => {
    await store?.stop();
    rmSync(temp, { recursive: true, force: true });
  });

  it("stores bytes under a key and gives them back whole, streamed and by size", async () => {
    const bytes = Buffer.from("%PDF-1.7 certificado de paz y salvo");
    await storage.put("certificates/2026/11/a.pdf", bytes, "application/pdf");
    expect(await storage.get("certificates/2026/11/a.pdf")).toEqual(bytes);
    expect(await text(storage.stream("certificates/2026/11/a.pdf"))).toEqual(bytes);
    expect(await storage.head("certificates/2026/11/a.pdf")).toEqual({ size: bytes.length });
    // Written again, the key holds the new bytes.
    await storage.put("certificates/2026/11/a.pdf", Buffer.from("otra"), "application/pdf");
    expect((await storage.get("certificates/2026/11/a.pdf")).toString()).toBe("otra");
  });

  it("stores a finished temporary file (an upload) and removes the temporary file", async () => {
    const source = join(temp, "subida.part");
    writeFileSync(source, "derecho de petición");
    await storage.putFile("2026/11/subida.pdf", source, "application/pdf");
    expect(existsSync(source)).toBe(false);
    expect((await storage.get("2026/11/subida.pdf")).toString()).toBe("derecho de petición");
    // Asked to keep it (a migration copies a folder), the file stays where it was.
    writeFileSync(source, "copia");
    await storage.putFile("2026/11/copia.pdf", source, "application/pdf", { keepSource: true });
    expect(existsSync(source)).toBe(true);
    expect((await storage.get("2026/11/copia.pdf")).toString()).toBe("copia");
  });

  it("reads a range of bytes, both ends included", async () => {
    await storage.put("2026/11/rango.txt", Buffer.from("0123456789"), "text/plain");
    expect((await text(storage.stream("2026/11/rango.txt", { start: 2, end: 5 }))).toString()).toBe("2345");
    expect((await text(storage.stream("2026/11/rango.txt", { start: 9, end: 9 }))).toString()).toBe("9");
  });

  it("tells a missing key as StoredFileMissingError (a 404) from get and stream, null from head; removing it twice is fine", async () => {
    await storage.put("2026/11/borrar.txt", Buffer.from("x"), "text/plain");
    await storage.remove("2026/11/borrar.txt");
    await storage.remove("2026/11/borrar.txt");
    const missing = await storage.get("2026/11/borrar.txt").catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(StoredFileMissingError);
    expect(missing).toMatchObject({ status: 404, key: "2026/11/borrar.txt" });
    await expect(text(storage.stream("2026/11/nunca.txt"))).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await storage.head("2026/11/borrar.txt")).toBeNull();
  });

  it("lists the objects under a prefix with their sizes, and nothing for a prefix that names none", async () => {
    await storage.put("lista/a/1.txt", Buffer.from("1"), "text/plain");
    await storage.put("lista/a/2.txt", Buffer.from("22"), "text/plain");
    await storage.put("lista/ab/3.txt", Buffer.from("333"), "text/plain");
    await storage.put("lista/b/4.txt", Buffer.from("4444"), "text/plain");
    const listed = async (prefix: string) => {
      const all = [];
      for await (const object of storage.list(prefix)) all.push(object);
      return all.sort((x, y) => x.key.localeCompare(y.key));
    };
    expect(await listed("lista/a/")).toEqual([
      { key: "lista/a/1.txt", size: 1 },
      { key: "lista/a/2.txt", size: 2 },
    ]);
    expect((await listed("lista/a")).map((o) => o.key)).toEqual(["lista/a/1.txt", "lista/a/2.txt", "lista/ab/3.txt"]);
    expect((await listed("")).map((o) => o.key)).toEqual(expect.arrayContaining(["lista/a/1.txt", "lista/b/4.txt", "2026/11/rango.txt"]));
    expect(await listed("nada/")).toEqual([]);
  });

  it("stores a large file in parts and reads the same bytes back", async () => {
    const source = join(temp, "video.part");
    const bytes = randomBytes(2 * PART_SIZE + 123_457);
    writeFileSync(source, bytes);
    const expected = createHash("sha256").update(bytes).digest("hex");
    await storage.putFile("2026/11/video.mp4", source, "video/mp4");
    if (store.wentMultipart) expect(store.wentMultipart("2026/11/video.mp4")).toBe(true);
    expect(await storage.head("2026/11/video.mp4")).toEqual({ size: bytes.length });
    expect(await sha256Of(storage.stream("2026/11/video.mp4"))).toBe(expected);
    const tail = await text(storage.stream("2026/11/video.mp4", { start: bytes.length - 10, end: bytes.length - 1 }));
    expect(tail).toEqual(bytes.subarray(bytes.length - 10));
  });

  it("refuses a key that could leave its folder", async () => {
    await expect(storage.put("../fuera.pdf", Buffer.from("x"), "application/pdf")).rejects.toThrow(/inválida/);
    await expect(storage.put("/raiz.pdf", Buffer.from("x"), "application/pdf")).rejects.toThrow(/inválida/);
  });
});
