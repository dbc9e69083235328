import { existsSync } from "node:fs";
import { join } from "node:path";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { PURGE_UNATTACHED_FILES_JOB } from "@portal/jobs/files/purge-unattached.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import { PQRDS_REPORT_MESSAGES } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";
import { describe, expect, it } from "vitest";
import { useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { generatePqrdsReportProcessor } from "../complaint-forms/pqrds-reports.ts";
import { runImportProcessor } from "../imports/run-import.ts";
import { purgeUnattachedFilesProcessor } from "./purge-unattached.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

const worker = useWorkerServices();

async function stored(name: string, purpose: string, creationDate: Date, extra: { attachedAt?: Date; quarantinedAt?: Date } = {}) {
  const storageKey = `2026/11/${name}`;
  await createLocalDiskStorage(join(worker.env.dataDir, "uploads")).put(storageKey, Buffer.from("%PDF-1.4\n"), "application/pdf");
  const file = await worker.services.db.storedFile.create({
    data: { name, storageKey, mimeType: "application/pdf", extension: "pdf", size: 9, purpose, isPublic: false, creationDate, ...extra },
  });
  return { fileID: file.fileID, path: join(worker.env.dataDir, "uploads", storageKey) };
}

describe("files.purge-unattached", () => {
  it("deletes, as a job of the files queue, the uploads nobody attached within a day (row and bytes), keeps the rest, and schedules itself hourly", async () => {
    const old = await stored("viejo.pdf", "complaint", hoursAgo(25));
    const oldAnswer = await stored("respuesta-vieja.pdf", "answer", hoursAgo(48));
    const attached = await stored("adjunto.pdf", "complaint", hoursAgo(72), { attachedAt: hoursAgo(71) });
    const fresh = await stored("reciente.pdf", "complaint", hoursAgo(23));
    const image = await stored("logo.pdf", "image", hoursAgo(72));
    const quarantined = await stored("virus.pdf", "complaint", hoursAgo(72), { quarantinedAt: hoursAgo(72) });
    const missedImage = await stored("banner.png", "image", hoursAgo(2), { attachedAt: hoursAgo(2) });
    await worker.services.db.storedFile.update({ where: { fileID: missedImage.fileID }, data: { isImage: true, isPublic: true } });

    await withJobRuntime(worker, QUEUE_NAMES.files, [purgeUnattachedFilesProcessor], async ({ queue, events }) => {
      const job = await PURGE_UNATTACHED_FILES_JOB.enqueue(queue, { now: NOW.toISOString() });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual({ deleted: 2, failed: 0 });
      for (const gone of [old, oldAnswer]) {
        expect(await worker.services.db.storedFile.findUnique({ where: { fileID: gone.fileID } })).toBeNull();
        expect(existsSync(gone.path)).toBe(false);
      }
      for (const kept of [attached, fresh, image, quarantined]) {
        expect(await worker.services.db.storedFile.findUnique({ where: { fileID: kept.fileID } })).not.toBeNull();
        expect(existsSync(kept.path)).toBe(true);
      }
      // A public image whose copies were never queued (the queue did not answer at upload) is queued again.
      expect(await queue.getJob(`image-variants-${missedImage.fileID}`)).toBeDefined();
      expect(await queue.getJob(`image-variants-${image.fileID}`)).toBeUndefined();
      // Idempotent: a second run finds nothing.
      const again = await PURGE_UNATTACHED_FILES_JOB.enqueue(queue, { now: NOW.toISOString() });
      expect(await again.waitUntilFinished(events, 30_000)).toEqual({ deleted: 0, failed: 0 });

      const deadline = Date.now() + 10_000;
      while ((await queue.getJobSchedulers()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await queue.getJobSchedulers())[0]).toMatchObject({
        key: PURGE_UNATTACHED_FILES_JOB.schedule?.id,
        pattern: "17 * * * *",
        name: "purge-unattached",
      });
    });
  });

  it("the same hourly pass ends an import whose worker died mid-run and whose job BullMQ no longer holds: FAILED, not 'en curso' forever", async () => {
    const abandoned = await worker.services.db.importJob.create({
      data: { kind: "residents", status: "RUNNING", createdAt: hoursAgo(2), startedAt: hoursAgo(2) },
    });
    // So does a PQRDS report staff started: FAILED, the tab stops showing "generando".
    const report = await worker.services.db.pqrdsReport.create({
      data: {
        kind: "semester",
        periodFrom: new Date("2026-01-01"),
        periodTo: new Date("2026-06-30"),
        status: "RUNNING",
        createdAt: hoursAgo(2),
        startedAt: hoursAgo(2),
      },
    });
    const processors = [purgeUnattachedFilesProcessor, runImportProcessor, generatePqrdsReportProcessor];
    await withJobRuntime(worker, QUEUE_NAMES.files, processors, async ({ queue, events }) => {
      const job = await PURGE_UNATTACHED_FILES_JOB.enqueue(queue, { now: NOW.toISOString() });
      await job.waitUntilFinished(events, 30_000);
    });
    expect(await worker.services.db.importJob.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
      status: "FAILED",
      errors: [{ row: 0, message: IMPORT_MESSAGES.failed }],
    });
    expect(await worker.services.db.pqrdsReport.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      status: "FAILED",
      error: PQRDS_REPORT_MESSAGES.failed,
    });
  });
});
