import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESS_THRESHOLD_BYTES, compressResponses } from "./compress.ts";

let server: Server;
beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  // JSON bodies of about n bytes.
  app.get("/json/:n", (req, res) => res.json({ text: "a".repeat(Number(req.params.n) - 11) }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path, headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
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
    const large = await get(`/json/${COMPRESS_THRESHOLD_BYTES + 600}`);
    expect(large.encoding).toBe("gzip");
    expect(gunzipSync(large.body).length).toBe(COMPRESS_THRESHOLD_BYTES + 600);
  });
});
