import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES, compressResponses, WHOLE_ANSWER_MAX_BYTES } from "./compress.ts";

let server: Server;
beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  // JSON bodies of about n bytes.
  app.get("/json/:n", (req, res) => res.json({ text: "a".repeat(Number(req.params.n) - 11) }));
  // A body written in pieces, as tRPC writes its answers (and calls flush after each piece).
  app.get("/pieces/:n", (req, res) => {
    res.setHeader("Content-Type", "application/json");
    const piece = "b".repeat(1000);
    for (let i = 0; i < Number(req.params.n); i++) {
      res.write(piece);
      (res as unknown as { flush(): void }).flush();
    }
    res.end();
  });
  // A server-sent events stream: each event must reach the client as it is written, not when the stream ends.
  app.get("/events", (_req, res) => {
    res.setHeader("Content-Type", "text/event-stream");
    res.write(`data: ${"c".repeat(2000)}\n\n`);
    setTimeout(() => res.end(`data: fin\n\n`), 300);
  });
  app.get("/already-encoded", (_req, res) => {
    res.setHeader("Content-Type", "application/javascript");
    res.setHeader("Content-Encoding", "br");
    res.end(Buffer.alloc(3000, 7));
  });
  app.get("/pdf", (_req, res) => res.type("application/pdf").send(Buffer.alloc(5000, 1)));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

interface Answer {
  encoding: string | undefined;
  length: string | undefined;
  vary: string | undefined;
  body: Buffer;
  firstChunkAt: number;
  endAt: number;
}
function get(path: string, acceptEncoding = "gzip"): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = Number.NaN;
      res.on("data", (c: Buffer) => {
        if (!chunks.length) firstChunkAt = performance.now() - started;
        chunks.push(c);
      });
      res.on("end", () =>
        resolve({
          encoding: res.headers["content-encoding"],
          length: res.headers["content-length"],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
          firstChunkAt,
          endAt: performance.now() - started,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("API answer compression", () => {
  it("sends a tracking-sized answer (≈ 1.25 KB, one TCP segment) as it is and compresses larger ones", async () => {
    const small = await get("/json/1300");
    expect(small.encoding).toBeUndefined();
    expect(small.body.length).toBe(1300);
    expect(small.vary).toMatch(/Accept-Encoding/i);
    const large = await get(`/json/${COMPRESS_THRESHOLD_BYTES + 600}`);
    expect(large.encoding).toBe("gzip");
    expect(gunzipSync(large.body).length).toBe(COMPRESS_THRESHOLD_BYTES + 600);
  });

  it("compresses a whole answer at once with brotli when the browser accepts it, with its compressed length", async () => {
    const answer = await get("/json/5000", "gzip, deflate, br");
    expect(answer.encoding).toBe("br");
    expect(Number(answer.length)).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(JSON.stringify({ text: "a".repeat(4989) }));
  });

  it("gathers an answer written in pieces, and streams one longer than the whole-answer limit, complete either way", async () => {
    const pieces = await get("/pieces/20");
    expect(pieces.encoding).toBe("gzip");
    expect(gunzipSync(pieces.body).toString()).toBe("b".repeat(20_000));
    const count = Math.ceil(WHOLE_ANSWER_MAX_BYTES / 1000) + 50;
    const long = await get(`/pieces/${count}`);
    expect(long.encoding).toBe("gzip");
    expect(long.length).toBeUndefined(); // streamed: chunked, no length known up front
    expect(gunzipSync(long.body).toString()).toBe("b".repeat(count * 1000));
  });

  it("streams server-sent events as they are written, and leaves pre-compressed assets and PDFs as they are", async () => {
    const events = await get("/events");
    expect(events.firstChunkAt).toBeLessThan(events.endAt - 150); // the first event came before the stream ended
    expect(gunzipSync(events.body).toString()).toContain("data: fin");
    const encoded = await get("/already-encoded", "br");
    expect(encoded.encoding).toBe("br");
    expect(encoded.body.equals(Buffer.alloc(3000, 7))).toBe(true);
    const pdf = await get("/pdf");
    expect(pdf.encoding).toBeUndefined();
    expect(pdf.body.length).toBe(5000);
  });
});
