import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import { bogotaToday, PQRDS_REPORT_MESSAGES as M } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let pqrs: string;
let citizen: string;
let otherStaff: string;
useApiHarness(async (started) => {
  h = started;
  pqrs = await h.registerStaff("PQRs");
  otherStaff = await h.registerStaff("Feedback");
  citizen = (await h.registerCitizen()).token;
});

const SEMESTER = { kind: "semester", from: "2026-01-01", to: "2026-06-30" };

async function queuedJobs() {
  const queue = createQueue(QUEUE_NAMES.complaintForms, h.services.redis);
  try {
    return (await queue.getJobs(["waiting", "active", "delayed", "completed", "failed"])).filter((j) => j.name === "generate-pqrds-report").length;
  } finally {
    await queue.close();
  }
}

describe("PQRDS reports over REST (complaintforms/reports)", () => {
  it("lets only PQRs staff start a report: anonymous 401, citizen 403, other staff 403, PQRs 202 with its job queued", async () => {
    expect((await h.call("POST", "/api/v1/complaintforms/reports", SEMESTER)).status).toBe(401);
    expect((await h.call("POST", "/api/v1/complaintforms/reports", SEMESTER, citizen)).status).toBe(403);
    expect((await h.call("POST", "/api/v1/complaintforms/reports", SEMESTER, otherStaff)).status).toBe(403);
    expect((await h.call("GET", "/api/v1/complaintforms/reports", undefined, otherStaff)).status).toBe(403);
    expect(await h.db.pqrdsReport.count()).toBe(0);

    const res = await h.call("POST", "/api/v1/complaintforms/reports", SEMESTER, pqrs);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      kind: "semester",
      kindName: "Informe semestral de PQRDS",
      from: "2026-01-01",
      to: "2026-06-30",
      status: "PENDING",
      progress: 0,
      publishedAt: null,
    });
    const queue = createQueue(QUEUE_NAMES.complaintForms, h.services.redis);
    expect(await queue.getJob(`pqrds-report-${res.body.id}`)).toBeTruthy();
    await queue.close();

    const got = await h.call("GET", `/api/v1/complaintforms/reports/${res.body.id}`, undefined, pqrs);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(res.body.id);
    expect((await h.call("GET", `/api/v1/complaintforms/reports/${res.body.id}`, undefined, citizen)).status).toBe(403);
    const list = await h.call("GET", "/api/v1/complaintforms/reports", undefined, pqrs);
    expect(list.body.map((r: { id: string }) => r.id)).toContain(res.body.id);
    expect(await h.db.auditLog.count({ where: { action: "pqrdsReport.start", entityId: res.body.id } })).toBe(1);
  });

  it("refuses an inverted, over-long or future period with a 400 and its Spanish message, queuing nothing", async () => {
    const rows = await h.db.pqrdsReport.count();
    const jobs = await queuedJobs();
    const tomorrow = bogotaToday(new Date(Date.now() + 86_400_000));
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: "semester", from: "2026-06-30", to: "2026-01-01" }, M.periodInverted],
      [{ kind: "semester", from: "2024-01-01", to: "2025-06-30" }, M.periodTooLong],
      [{ kind: "information-access", from: "2026-01-01", to: tomorrow }, M.periodInFuture],
      [{ kind: "semester", from: "2026-02-30", to: "2026-03-31" }, M.dateInvalid],
      [{ kind: "todo", from: "2026-01-01", to: "2026-01-31" }, M.kindRequired],
    ];
    for (const [body, message] of cases) {
      const res = await h.call("POST", "/api/v1/complaintforms/reports", body, pqrs);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((d: { message: string }) => d.message)).toContain(message);
    }
    expect(await h.db.pqrdsReport.count()).toBe(rows);
    expect(await queuedJobs()).toBe(jobs);
  });

  it("publishes a finished report under /transparencia (its files become public) and withdraws it", async () => {
    const file = (extension: string) =>
      h.db.storedFile.create({
        data: {
          name: `informe.${extension}`,
          storageKey: `pqrds-reports/test-${Date.now()}-${extension}`,
          mimeType: "application/octet-stream",
          extension,
          size: 1,
          isPublic: false,
          purpose: "pqrds-report",
          attachedAt: new Date(),
        },
      });
    const [pdf, xlsx] = [await file("pdf"), await file("xlsx")];
    const pending = await h.db.pqrdsReport.create({ data: { kind: "semester", periodFrom: new Date("2025-07-01"), periodTo: new Date("2025-12-31") } });
    const notReady = await h.call("PUT", `/api/v1/complaintforms/reports/${pending.id}/publish`, { published: true }, pqrs);
    expect(notReady.status).toBe(409);
    expect(notReady.body.error.message).toBe(M.notReady);

    const done = await h.db.pqrdsReport.update({
      where: { id: pending.id },
      data: { status: "DONE", progress: 100, pdfFileID: pdf.fileID, xlsxFileID: xlsx.fileID, figures: { kind: "semester" } },
    });
    expect((await h.call("PUT", `/api/v1/complaintforms/reports/${done.id}/publish`, { published: true }, otherStaff)).status).toBe(403);
    expect((await h.call("GET", "/api/v1/complaintforms/reports/published")).body).toEqual([]);

    const published = await h.call("PUT", `/api/v1/complaintforms/reports/${done.id}/publish`, { published: true }, pqrs);
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).not.toBeNull();
    expect((await h.db.storedFile.findMany({ where: { fileID: { in: [pdf.fileID, xlsx.fileID] } } })).map((f) => f.isPublic)).toEqual([true, true]);
    const open = await h.call("GET", "/api/v1/complaintforms/reports/published");
    expect(open.status).toBe(200);
    expect(open.body.map((r: { id: string; pdfFileID: string; createdBy: unknown }) => [r.id, r.pdfFileID, r.createdBy])).toEqual([
      [done.id, pdf.fileID, null],
    ]);

    const withdrawn = await h.call("PUT", `/api/v1/complaintforms/reports/${done.id}/publish`, { published: false }, pqrs);
    expect(withdrawn.body.publishedAt).toBeNull();
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: pdf.fileID } })).isPublic).toBe(false);
    expect((await h.call("GET", "/api/v1/complaintforms/reports/published")).body).toEqual([]);
    expect((await h.call("GET", `/api/v1/complaintforms/reports/00000000-0000-4000-8000-000000000000`, undefined, pqrs)).status).toBe(404);
  });
});
