import { RUN_IMPORT_JOB } from "@portal/jobs/imports/run-import.job";
import { IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";
import type { CoreDeps } from "../deps.ts";

/** How long an import may stay PENDING or RUNNING without a live job before the hourly sweep steps in. */
const IMPORT_ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * The hourly sweep's part for imports (files.purge-unattached): an ImportJob PENDING or RUNNING for over an hour whose
 * BullMQ job is gone (Redis lost its data) or ended (BullMQ gave up on a job whose worker died mid-run twice, so the
 * processor never said so) would show staff "en curso" forever. One never started is queued again — delayed, not
 * dropped; one that started is FAILED with IMPORT_MESSAGES.failed (its rows are written all or nothing, and the file
 * may be what stops the worker). A waiting, delayed or running job is left alone.
 */
export async function sweepAbandonedImports(deps: Pick<CoreDeps, "db" | "queues">, now = new Date()): Promise<{ requeued: number; failed: number }> {
  const result = { requeued: 0, failed: 0 };
  if (!deps.queues.get(RUN_IMPORT_JOB.queue)) return result;
  const queue = RUN_IMPORT_JOB.queueIn(deps.queues);
  const rows = await deps.db.importJob.findMany({
    where: { status: { in: ["PENDING", "RUNNING"] }, createdAt: { lt: new Date(now.getTime() - IMPORT_ABANDONED_AFTER_MS) } },
    select: { id: true, status: true },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  for (const row of rows) {
    const state = await queue.getJobState(row.id);
    if (state !== "unknown" && state !== "completed" && state !== "failed") continue;
    if (row.status === "PENDING" && state === "unknown") {
      await RUN_IMPORT_JOB.enqueue(deps.queues, { importJobId: row.id });
      result.requeued++;
      continue;
    }
    const { count } = await deps.db.importJob.updateMany({
      where: { id: row.id, status: row.status },
      data: { status: "FAILED", progress: 100, errors: [{ row: 0, message: IMPORT_MESSAGES.failed }], finishedAt: now },
    });
    result.failed += count;
  }
  return result;
}
