import type { Job, Queue } from "bullmq";
import { z } from "zod";
import { defineJob, enqueueJob, type EnqueueOptions } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/** Generates one PQRDS report; kind, period and progress live in the PqrdsReport row. */
export const ZGeneratePqrdsReportJob = z.object({ reportId: z.uuid() });
export type TGeneratePqrdsReportJob = z.infer<typeof ZGeneratePqrdsReportJob>;

export const GENERATE_PQRDS_REPORT_JOB = defineJob({
  queue: QUEUE_NAMES.complaintForms,
  name: "generate-pqrds-report",
  schema: ZGeneratePqrdsReportJob,
  // The figures are recomputed from scratch on a retry; the row is marked FAILED on the last attempt.
  options: { attempts: 3 },
  jobId: (payload) => `pqrds-report-${payload.reportId}`,
});

export function enqueueGeneratePqrdsReport(queue: Queue, payload: TGeneratePqrdsReportJob, overrides?: EnqueueOptions): Promise<Job> {
  return enqueueJob(queue, GENERATE_PQRDS_REPORT_JOB, payload, overrides);
}

/**
 * The semester's reports (both kinds, for the semester that ended before `asOf`), generated and published once each.
 * The scheduler sends {}: the processor then takes the instant the run was due.
 */
export const ZSemesterReportsJob = z.object({ asOf: z.iso.datetime({ offset: true }).optional() });
export type TSemesterReportsJob = z.infer<typeof ZSemesterReportsJob>;

export const SEMESTER_REPORTS_JOB = defineJob({
  queue: QUEUE_NAMES.complaintForms,
  name: "semester-reports",
  schema: ZSemesterReportsJob,
  // Idempotent per semester (a fixed key per report), so retries are safe.
  options: { attempts: 3 },
});

/** 1 January and 1 July at 01:00 in Bogotá: the semester just ended. */
export const SEMESTER_REPORTS_SCHEDULE = { id: "complaint-forms:semester-reports", pattern: "0 1 1 1,7 *", tz: "America/Bogota" } as const;

export function enqueueSemesterReports(queue: Queue, payload: TSemesterReportsJob = {}, overrides?: EnqueueOptions): Promise<Job> {
  return enqueueJob(queue, SEMESTER_REPORTS_JOB, payload, overrides);
}

/** Creates or updates the repeatable job (idempotent: the scheduler id is fixed). */
export function scheduleSemesterReports(queue: Queue): Promise<Job> {
  if (queue.name !== SEMESTER_REPORTS_JOB.queue) throw new Error(`Los informes semestrales van en la cola "${SEMESTER_REPORTS_JOB.queue}", no en "${queue.name}".`);
  return queue.upsertJobScheduler(
    SEMESTER_REPORTS_SCHEDULE.id,
    { pattern: SEMESTER_REPORTS_SCHEDULE.pattern, tz: SEMESTER_REPORTS_SCHEDULE.tz },
    { name: SEMESTER_REPORTS_JOB.name, data: {}, opts: { attempts: SEMESTER_REPORTS_JOB.options.attempts, backoff: SEMESTER_REPORTS_JOB.options.backoff } },
  );
}
