import { request } from "node:http";
import { PassThrough } from "node:stream";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

// The API as `npm start` runs it (request logs on), its log lines captured; a short body timeout for the 408 case.
let h: ApiHarness;
let logs = "";
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    logs += chunk.toString();
  });
  h = await startApiHarness({ BODY_TIMEOUT_MS: "400" }, { logStream: stream });
  await h.deps.settings.set("captchaThreshold", 99);
});
afterAll(async () => {
  await h?.stop();
});

type Line = { reqId?: string; msg: string; req?: { url: string } };
const lines = (): Line[] =>
  logs
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  it("a filing's id comes back in the answer, is on its log line and travels in the job of its e-mails", async () => {
    const id = "lb-7f3a9c.1_Z";
    const petition = anonymousPetition();
    const filed = await h.call("POST", "/api/v1/complaintforms", { ...petition, ...(await h.captcha("pqrds")) }, null, { "x-request-id": id });
    expect(filed.status).toBe(201);
    expect(filed.headers.get("x-request-id")).toBe(id);

    // The acknowledgement (and the staff notices) wait in the send-emails job the filing queued, each row with its id.
    const acknowledgement = await h.db.emailMessage.findFirstOrThrow({ where: { to: petition.email } });
    await expect
      .poll(
        async () => {
          const jobs = await SEND_EMAIL_JOB.queueIn(h.deps.queues).getJobs(["waiting", "active", "delayed", "completed", "failed", "prioritized"]);
          const job = jobs.find((j) => (j.data as { emailMessageIds?: string[] }).emailMessageIds?.includes(acknowledgement.id));
          return (job?.data as { requestIds?: Record<string, string> } | undefined)?.requestIds?.[acknowledgement.id];
        },
        { timeout: 5_000, interval: 50 },
      )
      .toBe(id);

    await expect
      .poll(
        () =>
          lines()
            .filter((l) => l.reqId === id)
            .map((l) => l.req?.url),
        { timeout: 2_000 },
      )
      .toContain("/api/v1/complaintforms");
  });

  it("every line of one request carries its id: a body that never finishes logs the 408 twice, both with it", async () => {
    const id = "cuerpo-lento-42";
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${h.baseUrl}/api/v1/complaintforms/tracking`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": "100", "x-request-id": id } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write('{"trackingID":');
    });
    expect(status).toBe(408);
    await expect.poll(() => lines().filter((l) => l.reqId === id).length, { timeout: 2_000 }).toBe(2);
    const mine = lines().filter((l) => l.reqId === id || l.req?.url === "/api/v1/complaintforms/tracking" || l.msg.startsWith("cuerpo de la solicitud"));
    expect(mine.map((l) => l.reqId)).toEqual([id, id]);
  });

  it("an id that is not a sane token (spaces, quotes, over 128 characters) is replaced by a new one", async () => {
    for (const bad of ["con espacio", 'x"}{', "a".repeat(129), "ñandú"]) {
      const res = await h.call("GET", "/api/v1/captcha?form=login", undefined, null, { "x-request-id": bad });
      expect(res.headers.get("x-request-id")).toMatch(UUID);
    }
    expect((await h.call("GET", "/api/v1/captcha?form=login", undefined, null, { "x-request-id": "b".repeat(128) })).headers.get("x-request-id")).toBe(
      "b".repeat(128),
    );
    const none = await h.call("GET", "/api/v1/captcha?form=login");
    expect(none.headers.get("x-request-id")).toMatch(UUID);
    expect(none.headers.get("x-request-id")).not.toBe((await h.call("GET", "/api/v1/captcha?form=login")).headers.get("x-request-id"));
  });
});
