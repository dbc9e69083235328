// The API with FILE_STORAGE=s3 against a real S3-compatible server (s3rver, started by the harness): uploads go into
// the bucket, downloads stream from it with the same permission checks, and an instance with a data folder of its
// own serves what another stored (what several API hosts need).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let staffToken: string;
beforeAll(async () => {
  h = await startApiHarness({}, { objectStore: true });
  staffToken = await h.login();
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"), Buffer.alloc(200_000, 0x20)]);
const SESSION = "sesion-de-la-ciudadana-s3-0123456789abcdef";

async function upload(name: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/complaint`, { method: "POST", body: form, headers: { "upload-session": SESSION } });
  return { status: res.status, body: (await res.json()) as { fileID: string; filePath: string } };
}

describe("uploads and downloads with FILE_STORAGE=s3", () => {
  it("stores an upload in the bucket, not on disk, and serves it to its owner and PQRs staff only", async () => {
    const { status, body } = await upload("derecho de petición.pdf", PDF);
    expect(status).toBe(201);
    const row = await h.db.storedFile.findUniqueOrThrow({ where: { fileID: body.fileID } });
    expect(h.s3!.puts).toContain(row.storageKey);
    expect(readdirSync(h.env.dataDir)).not.toContain("uploads");
    const get = (headers: Record<string, string> = {}) => fetch(`${h.baseUrl}${body.filePath}`, { headers });
    const asOwner = await get({ "upload-session": SESSION });
    expect(asOwner.status).toBe(200);
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(PDF)).toBe(true);
    const asStaff = await get({ authorization: `Bearer ${staffToken}` });
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get("content-length")).toBe(String(PDF.length));
    expect((await get()).status).toBe(404);
    expect((await get({ authorization: `Bearer ${await h.registerStaff("Comments")}` })).status).toBe(404);
  });

  it("answers a byte range with 206 from the bucket, and 416 past the end", async () => {
    const { body } = await upload("anexo-largo.pdf", PDF);
    const get = (range: string) => fetch(`${h.baseUrl}${body.filePath}`, { headers: { "upload-session": SESSION, range } });
    const part = await get("bytes=100000-100009");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100000-100009/${PDF.length}`);
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await part.arrayBuffer()).equals(PDF.subarray(100_000, 100_010))).toBe(true);
    const past = await get(`bytes=${PDF.length + 10}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${PDF.length}`);
  });

  it("answers 404, not 500, for a file whose object is gone from the bucket", async () => {
    const { body } = await upload("perdido.pdf", PDF);
    const row = await h.db.storedFile.findUniqueOrThrow({ where: { fileID: body.fileID } });
    await h.deps.storage.remove(row.storageKey);
    const res = await fetch(`${h.baseUrl}${body.filePath}`, { headers: { "upload-session": SESSION } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(ERROR_MESSAGES.notFound);
  });

  it("serves through another instance, with a data folder of its own, a file uploaded through the first", async () => {
    const { body } = await upload("en-otro-servidor.pdf", PDF);
    const otherDataDir = mkdtempSync(join(tmpdir(), "portal-api-otra-"));
    try {
      const other = await h.startAnotherInstance({ DATA_DIR: otherDataDir });
      const res = await fetch(`${other.baseUrl}${body.filePath}`, { headers: { "upload-session": SESSION } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });
});
