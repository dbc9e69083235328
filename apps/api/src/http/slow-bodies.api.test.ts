import { connect, type Socket } from "node:net";
import { PassThrough } from "node:stream";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

/** Open slow senders, closed after each test. */
const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

/**
 * A client at `from` (a loopback address of its own) that sends the headers of a request announcing a large body, then
 * one byte every `everyMs`: the slowloris of request bodies. Resolves once connected; `answer` resolves with the status
 * line the server sends, if it sends one.
 */
async function slowSender(h: ApiHarness, from: string, path: string, contentType = "application/json", everyMs = 1_000) {
  const url = new URL(h.baseUrl);
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: from });
  open.push(socket);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.on("error", () => {});
  let received = "";
  const answer = new Promise<string>((resolve) => {
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes("\r\n")) resolve(received.slice(0, received.indexOf("\r\n")));
    });
    socket.once("close", () => resolve(received.slice(0, received.indexOf("\r\n"))));
  });
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`);
  const drip = setInterval(() => socket.writable && socket.write(" "), everyMs);
  socket.once("close", () => clearInterval(drip));
  return { socket, answer, closed: new Promise<void>((resolve) => socket.once("close", () => resolve())) };
}

const MULTIPART = "multipart/form-data; boundary=xyz";

describe("slow request bodies", () => {
  let h: ApiHarness;
  // Long body timeout: the senders stay connected for the whole test, so what keeps the API answering is that their
  // bodies are read outside its turns, not that they are cut.
  beforeAll(async () => {
    h = await startApiHarness({ BODY_TIMEOUT_MS: "60000", CLIENT_CONCURRENCY: "10" });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("20 connections trickling their bodies do not stop a citizen's tracking request (answered in under 2 s)", async () => {
    const filed = await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), ...(await h.captcha("pqrds")) });
    expect(filed.status).toBe(201);

    // Twice the API's turns (REQUEST_CONCURRENCY is 8 here): REST and tRPC bodies, and uploads, each from its own address.
    const paths = [
      ...Array.from({ length: 8 }, () => ["/api/v1/complaintforms/tracking", "application/json"]),
      ...Array.from({ length: 8 }, () => ["/trpc/complaintForms.track", "text/plain"]),
      ...Array.from({ length: 4 }, () => ["/api/v1/uploadfiles/complaint", MULTIPART]),
    ];
    await Promise.all(paths.map(([path, type], i) => slowSender(h, `127.0.0.${i + 2}`, path!, type)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (let round = 0; round < 2; round++) {
      const started = Date.now();
      const captcha = await h.captcha("tracking");
      const tracked = await h.call("POST", "/api/v1/complaintforms/tracking", { trackingID: filed.body.trackingID, ...captcha });
      expect(tracked.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      const settings = await h.call("GET", "/trpc/settings.public?batch=1&input=%7B%220%22%3A%7B%7D%7D");
      expect(settings.status).toBe(200);
    }
  });

  it("one address cannot hold more than CLIENT_CONCURRENCY requests: the next ones get 429 at once, other addresses are served", async () => {
    const senders = [];
    for (let i = 0; i < 10; i++) senders.push(await slowSender(h, "127.0.0.77", "/api/v1/complaintforms/tracking"));
    const extra = await slowSender(h, "127.0.0.77", "/trpc/complaintForms.track");
    const status = await Promise.race([extra.answer, new Promise<string>((resolve) => setTimeout(() => resolve("sin respuesta"), 2_000))]);
    expect(status).toBe("HTTP/1.1 429 Too Many Requests");
    expect((await h.call("GET", "/api/v1/settings")).status).toBe(200);
  });
});

describe("a body that does not arrive in time", () => {
  let h: ApiHarness;
  let logs = "";
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      logs += chunk.toString();
    });
    h = await startApiHarness({ BODY_TIMEOUT_MS: "1500" }, { logStream: stream });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it("gets 408 with a Spanish message and its connection closed; the log says so at info, without a stack", async () => {
    const rest = await slowSender(h, "127.0.0.30", "/api/v1/complaintforms/tracking", "application/json", 500);
    const upload = await slowSender(h, "127.0.0.31", "/api/v1/uploadfiles/complaint", MULTIPART, 60_000);
    const started = Date.now();
    expect(await rest.answer).toBe("HTTP/1.1 408 Request Timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
    await rest.closed;
    expect(await upload.answer).toBe("HTTP/1.1 408 Request Timeout");
    await upload.closed;

    const body = await new Promise<string>((resolve) => {
      let text = "";
      const probe = connect({ host: "127.0.0.1", port: Number(new URL(h.baseUrl).port) }, () => {
        probe.write(`POST /api/v1/complaintforms/tracking HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{`);
      });
      probe.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      probe.on("close", () => resolve(text));
    });
    expect(body).toContain(JSON.stringify(ERROR_MESSAGES.requestTimeout).slice(1, -1));

    // A client that leaves mid-body.
    const leaver = await slowSender(h, "127.0.0.32", "/trpc/complaintForms.track", "application/json", 100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    leaver.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const lines = logs
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });
    const timeouts = lines.filter((l) => l.msg.includes("sin terminar a tiempo") || l.msg.includes("carga de archivo detenida"));
    expect(timeouts.length).toBeGreaterThanOrEqual(3);
    const left = lines.filter((l) => l.msg.includes("antes de enviar todo el cuerpo"));
    expect(left).toHaveLength(1);
    for (const line of [...timeouts, ...left]) {
      expect(line.level).toBe(30);
      expect(line.err).toBeUndefined();
    }
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
