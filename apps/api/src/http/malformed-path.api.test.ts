import { PassThrough } from "node:stream";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let logs = "";
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    logs += chunk.toString();
  });
  h = await startApiHarness({}, { logStream: stream });
});
afterAll(async () => {
  await h?.stop();
});

describe("a path with a broken percent-encoding", () => {
  it("answers 400 in the caller's shape on REST, tRPC and files, and logs no error", async () => {
    for (const path of ["/api/v1/contents/%ff%fe", "/api/v1/users/%c0%af", "/files/%ff/x.pdf", "/api/v1/contents/%E0%A4%A"]) {
      const res = await h.call("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toEqual({ status: 400, code: "BAD_REQUEST", message: ERROR_MESSAGES.badRequest, details: [] });
    }
    const trpc = await h.call("GET", "/trpc/contents.get%ff?batch=1&input=%7B%7D");
    expect(trpc.status).toBe(400);
    expect(trpc.body[0].error.message).toBe(ERROR_MESSAGES.badRequest);
    // Well-formed escapes still reach their routes.
    expect((await h.call("GET", "/api/v1/contents/noticia-que-no-existe%C3%B1")).status).toBe(404);
    const errors = logs
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number })
      .filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
