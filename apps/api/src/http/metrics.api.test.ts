import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";
import { routeClass } from "./metrics.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

/** The value of the sample `name` carrying every label of `labels` (in any order) in the exposition text. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
};

describe("GET /metrics", () => {
  it("gives the operator's Prometheus requests by route class and status, queues, pool, Redis, e-mails and due PQRDS", async () => {
    const filed = await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), ...(await h.captcha("pqrds")) });
    expect(filed.status).toBe(201);
    await h.call("GET", "/api/v1/contents/no-existe-este-contenido");
    const res = await h.call("GET", "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = String(res.body);
    expect(sample(text, "portal_http_request_duration_seconds_count", { route: "rest:complaintforms", method: "POST", status: "201" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, "portal_http_request_duration_seconds_count", { route: "rest:contents", method: "GET", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "portal_queue_jobs", { queue: "mail", state: "waiting" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "portal_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(sample(text, "portal_redis_ping_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "portal_emails", { status: "PENDING" }) ?? sample(text, "portal_emails", { status: "SENT" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "portal_pqrds_open", { due: "overdue" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "portal_pqrds_open", { due: "soon" })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "portal_admission_requests", { pool: "api", state: "waiting" })).toBe(0);
    expect(text).toContain("process_resident_memory_bytes");
    // A request past its due date is counted as overdue at the next scrape.
    const overdueBefore = sample(text, "portal_pqrds_open", { due: "overdue" })!;
    await h.db.complaintForm.update({ where: { trackingID: BigInt(filed.body.trackingID) }, data: { answerableDate: new Date(Date.now() - 3 * 86_400_000) } });
    expect(sample(String((await h.call("GET", "/metrics")).body), "portal_pqrds_open", { due: "overdue" })).toBe(overdueBefore + 1);
    // No identification, e-mail or tracking number ever becomes a label.
    expect(text).not.toContain(String(filed.body.trackingID));
  });

  it("answers only the configured addresses or the token; anyone else gets 404", async () => {
    const token = "m".repeat(32);
    const other = await h.startAnotherInstance({ METRICS_ALLOW: "10.20.30.40", METRICS_TOKEN: token });
    expect((await other.call("GET", "/metrics")).status).toBe(404);
    expect((await other.call("GET", "/metrics", undefined, "x".repeat(32))).status).toBe(404);
    const withToken = await other.call("GET", "/metrics", undefined, token);
    expect(withToken.status).toBe(200);
    expect(String(withToken.body)).toContain("portal_http_request_duration_seconds");
  });

  it("labels routes by class, never by id or search", () => {
    expect(routeClass("/api/v1/complaintforms/tracking")).toBe("rest:complaintforms");
    expect(routeClass("/api/v1/contents/la-entidad-abre-su-portal")).toBe("rest:contents");
    expect(routeClass("/trpc/complaintForms.track")).toBe("trpc:complaintForms.track");
    expect(routeClass("/trpc/settings.public,menus.main")).toBe("trpc:batch");
    expect(routeClass("/files/3f0c/acta.pdf")).toBe("files");
    expect(routeClass("/tema/noticias")).toBe("page");
    expect(routeClass("/assets/index-abc.js")).toBe("static");
  });

  it("never takes a label from what a caller typed as a tRPC procedure: an unknown name is 'trpc:unknown'", () => {
    // Anyone may call /trpc/<anything>: an identification number, a token or a name would be kept as a series of
    // the API's histogram (in memory for good) and shown to whoever reads /metrics.
    expect(routeClass("/trpc/1020304050")).toBe("trpc:unknown");
    expect(routeClass("/trpc/ana.perez.gomez")).toBe("trpc:unknown");
    expect(routeClass("/trpc/Zm9vYmFyYmF6cXV4cXV1eA")).toBe("trpc:unknown");
    expect(routeClass("/trpc/profile.own")).toBe("trpc:profile.own");
  });
});
