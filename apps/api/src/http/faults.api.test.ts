import { createDb, Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";
import { retryAfterOf, toApiError } from "./api-error.ts";

// A tiny admission limit: 2 requests at once, 4 waiting, each for at most 1.5 s.
let h: ApiHarness;
useApiHarness(
  async (started) => {
    h = started;
    await h.deps.settings.set("captchaThreshold", 99);
  },
  { REQUEST_CONCURRENCY: "2", REQUEST_QUEUE_SIZE: "4", REQUEST_QUEUE_TIMEOUT_MS: "1500" },
);

describe("overload", () => {
  it("sheds what it cannot take with 503 + Retry-After in Spanish, never 500, and keeps every submission it accepted", async () => {
    const bodies = [];
    for (let i = 0; i < 30; i++) bodies.push({ ...anonymousPetition(), ...(await h.captcha("pqrds")) });
    const settingsInput = encodeURIComponent(JSON.stringify({ 0: {} }));
    const [submissions, reads] = await Promise.all([
      Promise.all(bodies.map((body) => h.call("POST", "/api/v1/complaintforms", body))),
      Promise.all(Array.from({ length: 10 }, () => h.call("GET", `/trpc/settings.public?batch=1&input=${settingsInput}`))),
    ]);

    const statuses = submissions.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      `statuses: ${statuses.join(",")}`,
    ).toBe(true);
    const shed = submissions.filter((r) => r.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const res of shed) {
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.body.error).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.overloaded, details: [] });
    }
    // tRPC callers get tRPC's envelope (one per call of the batch), so the web client shows the message.
    for (const res of reads) {
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) {
        expect(res.headers.get("retry-after")).toBe("2");
        expect(res.body[0].error).toMatchObject({ message: ERROR_MESSAGES.overloaded, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, status: 503 } });
      }
    }

    // Every accepted submission is stored whole; the refused ones left nothing behind.
    const accepted = submissions.filter((r) => r.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    const stored = await h.db.complaintForm.findMany({
      where: { email: { in: bodies.map((b) => b.email) } },
      select: { trackingID: true, complaintFormID: true },
    });
    expect(stored.map((r) => String(r.trackingID)).sort()).toEqual(accepted.map((r) => String(r.body.trackingID)).sort());
    const history = await h.db.complaintFormHistory.count({ where: { complaintFormID: { in: stored.map((r) => r.complaintFormID) }, action: "created" } });
    expect(history).toBe(stored.length);

    // Once the burst is over the API answers normally.
    expect((await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), ...(await h.captcha("pqrds")) })).status).toBe(201);
  });

  it("turns the database's 'Unable to start a transaction in the given time' into a Spanish 503, not a 500", async () => {
    const db = createDb(h.services.databaseUrl, 1);
    try {
      // The pool's only connection stays in this transaction for 1.5 s.
      const holding = db.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        },
        { timeout: 5000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const error = await db
        .$transaction(async () => {}, { maxWait: 100 })
        .then(
          () => null,
          (e: unknown) => e,
        );
      await holding;
      expect((error as { code?: string })?.code).toBe("P2028");
      expect(toApiError(error)).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.temporarilyUnavailable, details: [] });
      expect(retryAfterOf(error)).toBeGreaterThan(0);
    } finally {
      await db.$disconnect();
    }
  });
});

describe("a database that restarts", () => {
  const expect503 = (error: unknown) => {
    expect(toApiError(error)).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.temporarilyUnavailable, details: [] });
    expect(retryAfterOf(error)).toBeGreaterThan(0);
  };

  it("answers 503 with Retry-After, never 500, while no server answers, through the ORM and through the pg driver", async () => {
    // A port nobody listens on: what the API meets between a PostgreSQL server's stop and its start.
    const db = createDb("postgresql://postgres:postgres@127.0.0.1:1/postgres", 1);
    try {
      expect503(
        await db.$queryRaw`SELECT 1`.then(
          () => null,
          (e: unknown) => e,
        ),
      );
      // The hot paths' SQL (a filing, a tracking) goes to the adapter's pg pool directly.
      expect503(
        await queryRows(db, Prisma.sql`SELECT 1`).then(
          () => null,
          (e: unknown) => e,
        ),
      );
    } finally {
      await db.$disconnect();
    }
  });

  it("answers 503 to the server's own 'shutting down', 'starting up' and 'terminating connection' errors", () => {
    // PostgreSQL's answers during `pg_ctl restart -m fast`, shaped as the pg driver hands them over (its DatabaseError:
    // the server's message, severity and SQLSTATE code).
    for (const [code, message] of [
      ["57P01", "terminating connection due to administrator command"],
      ["57P03", "the database system is starting up"],
      ["57P03", "the database system is shutting down"],
      ["08006", "connection failure"],
    ]) {
      const error = Object.assign(new Error(message), { name: "error", severity: "FATAL", code });
      expect503(error);
      expect503(new Error("filing failed", { cause: error }));
    }
    // A bug stays a 500: an SQL error that is not about the connection.
    const bug = Object.assign(new Error('column "nombre" does not exist'), { name: "error", severity: "ERROR", code: "42703" });
    expect(toApiError(bug).status).toBe(500);
  });
});

describe("a stalled Redis", () => {
  it("answers captcha requests 503 in Spanish within the 1.5 s command timeout and /readyz names Redis, without its error text", async () => {
    const info = await h.services.redis.info("server");
    const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, "SIGSTOP");
    try {
      const started = Date.now();
      const rest = await h.call("GET", "/api/v1/captcha?form=login");
      // One wait of the command timeout (1.5 s) at most, however many Redis calls the request makes (it took 4.5–6 s).
      expect(Date.now() - started).toBeLessThan(2500);
      expect(rest.status).toBe(503);
      expect(rest.body.error).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.temporarilyUnavailable, details: [] });
      expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);

      const again = Date.now();
      const trpc = await h.call("GET", `/trpc/captcha.get?input=${encodeURIComponent(JSON.stringify({ form: "login" }))}`);
      expect(Date.now() - again).toBeLessThan(2500);
      expect(trpc.status).toBe(503);
      expect(trpc.body.error.message).toBe(ERROR_MESSAGES.temporarilyUnavailable);

      const ready = await h.call("GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: "unavailable", database: "ok", redis: "failed" });
      expect(JSON.stringify(ready.body)).not.toMatch(/timed out|timeout|error|redis:\/\/|127\.0\.0\.1/i);
      expect((await h.call("GET", "/healthz")).status).toBe(200);
    } finally {
      process.kill(pid, "SIGCONT");
    }
    // Back to normal once Redis answers again.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) status = (await h.call("GET", "/api/v1/captcha?form=login")).status;
    expect(status).toBe(200);
    expect((await h.call("GET", "/readyz")).body).toMatchObject({ status: "ok", database: "ok", redis: "ok" });
  });
});

describe("small 500s", () => {
  it("answers OPTIONS on tRPC paths 204", async () => {
    const res = await fetch(`${h.baseUrl}/trpc/auth.me`, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect((await fetch(`${h.baseUrl}/trpc/auth.login,auth.me?batch=1`, { method: "OPTIONS" })).status).toBe(204);
    // REST paths keep Express's own answer (the allowed methods).
    expect((await fetch(`${h.baseUrl}/api/v1/auth`, { method: "OPTIONS" })).status).toBeLessThan(300);
  });
  it("refuses a NUL character in an upload's file name with 400", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "anexo\u0000.pdf");
    const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/complaint`, { method: "POST", body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { details: { message: string }[] } }).error.details[0]!.message).toBe(FILE_MESSAGES.serverError);
  });
  it("answers a tRPC call without a JSON body with its own 4xx, not 500", async () => {
    expect((await h.call("POST", "/trpc/auth.logout")).status).toBe(415);
  });
});

describe("CAPTCHA_TEST_ANSWER", () => {
  it("is listed as a warning by /readyz while set", async () => {
    const ready = await h.call("GET", "/readyz");
    expect(ready.body.warnings).toEqual([expect.stringMatching(/^CAPTCHA_TEST_ANSWER activo: /)]);
    const production = await h.startAnotherInstance({ CAPTCHA_TEST_ANSWER: "" });
    expect((await production.call("GET", "/readyz")).body.warnings).toEqual([]);
  });
  it("is not told to a stranger: /readyz gives the operator's warnings only to METRICS_ALLOW's addresses or METRICS_TOKEN", async () => {
    const token = "r".repeat(32);
    const other = await h.startAnotherInstance({ METRICS_ALLOW: "10.20.30.40", METRICS_TOKEN: token });
    const stranger = await other.call("GET", "/readyz");
    expect(stranger.status).toBe(200);
    // The load balancer still routes on it; nobody else learns that any captcha takes a fixed answer.
    expect(stranger.body).toEqual({ status: "ok", database: "ok", redis: "ok" });
    expect((await other.call("GET", "/readyz", undefined, "x".repeat(32))).body.warnings).toBeUndefined();
    expect((await other.call("GET", "/readyz", undefined, token)).body.warnings).toEqual([expect.stringMatching(/^CAPTCHA_TEST_ANSWER activo: /)]);
  });
});
