import { PassThrough } from "node:stream";
import { VALIDATION_MESSAGES } from "@portal/schemas/common/validation-messages";
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

/** The error lines (pino level ≥ 50) the API logged since `from` characters of its log. */
const errorsLoggedSince = (from = 0) =>
  logs
    .slice(from)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number })
    .filter((line) => line.level >= 50);

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
    expect(errorsLoggedSince()).toEqual([]);
  });
});

describe("a NUL character or half a surrogate pair in any input", () => {
  it("answers 400 in Spanish on REST, tRPC and files before anything runs, never a 500, and writes nothing", async () => {
    const forbidden = { status: 400, code: "BAD_REQUEST", message: VALIDATION_MESSAGES.forbiddenCharacter, details: [] };
    const before = logs.length;
    for (const path of ["/api/v1/contents?keyword=%00", "/api/v1/tags/%00", "/api/v1/contents/%00", "/api/v1/contents/proceduretypes/export?tag=%00"]) {
      const res = await h.call("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toEqual(forbidden);
    }
    const trpc = await h.call("GET", `/trpc/contents.list?input=${encodeURIComponent(JSON.stringify({ keyword: "a\u0000" }))}`);
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.message).toBe(VALIDATION_MESSAGES.forbiddenCharacter);
    const admin = await h.login();
    const tickets = await h.db.ticket.count();
    const chats = await h.db.chatMessage.count();
    for (const text of ["hola \ud800 mundo", "hola \u0000"]) {
      for (const [path, body] of [
        ["/api/v1/tickets", { subject: text, message: text, description: text }],
        ["/api/v1/chats/messages", { message: text }],
      ] as const) {
        const res = await h.call("POST", path, body, admin);
        expect(res.status, `${path} ${JSON.stringify(text)}`).toBe(400);
        expect(res.body.error.message).toBe(VALIDATION_MESSAGES.forbiddenCharacter);
      }
    }
    expect(await h.db.ticket.count()).toBe(tickets);
    expect(await h.db.chatMessage.count()).toBe(chats);
    // An emoji (a well-formed pair) and accents are text like any other.
    expect((await h.call("GET", `/api/v1/contents?keyword=${encodeURIComponent("ñandú 😀")}`)).status).toBe(200);
    expect(errorsLoggedSince(before)).toEqual([]);
  });
});

describe("a number beyond the database's integers (an id of 99999999999)", () => {
  it("answers 400 in Spanish, never a 500, on reads and writes, and changes nothing", async () => {
    const refused = { status: 400, code: "BAD_REQUEST", message: ERROR_MESSAGES.badRequest, details: [] };
    const before = logs.length;
    for (const path of [
      "/api/v1/labels/99999999999/sublabels",
      "/api/v1/locations/99999999999/children",
      "/api/v1/labels?defaultTagID=99999999999",
      "/api/v1/blocks/99999999999",
    ]) {
      const res = await h.call("GET", path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toEqual(refused);
    }
    const admin = await h.login();
    const labels = await h.db.label.count();
    for (const [method, path] of [
      ["DELETE", "/api/v1/labels/99999999999"],
      ["DELETE", "/api/v1/banners/99999999999"],
      ["PUT", "/api/v1/tickets/99999999999/close"],
    ] as const) {
      const res = await h.call(method, path, method === "PUT" ? {} : undefined, admin);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toEqual(refused);
    }
    expect(await h.db.label.count()).toBe(labels);
    expect(errorsLoggedSince(before)).toEqual([]);
  });
});
