import { z } from "zod";
import { defineJob } from "../define-job.ts";
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
  // 1 January and 1 July at 01:00 in Bogotá: the semester just ended.
  schedule: { id: "complaint-forms:semester-reports", pattern: "0 1 1 1,7 *" },
});
