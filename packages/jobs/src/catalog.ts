import type { z } from "zod";
import { RENDER_CERTIFICATE_JOB } from "./certificates/render-certificate.job.ts";
import { DAILY_REMINDERS_JOB } from "./complaint-forms/daily-reminders.job.ts";
import { GENERATE_PQRDS_REPORT_JOB, SEMESTER_REPORTS_JOB } from "./complaint-forms/pqrds-report.job.ts";
import { TACIT_WITHDRAWAL_JOB } from "./complaint-forms/tacit-withdrawal.job.ts";
import { HANGOUT_REFRESH_JOB } from "./contents/hangout-refresh.job.ts";
import type { JobDefinition } from "./define-job.ts";
import { IMAGE_VARIANTS_JOB } from "./files/image-variants.job.ts";
import { PURGE_UNATTACHED_FILES_JOB } from "./files/purge-unattached.job.ts";
import { RUN_IMPORT_JOB } from "./imports/run-import.job.ts";
import { COMPUTE_INDICATORS_JOB } from "./indicators/compute-indicators.job.ts";
import { READ_BOUNCES_JOB } from "./mail/read-bounces.job.ts";
import { SEND_EMAIL_JOB } from "./mail/send-email.job.ts";
import { SEND_EMAILS_JOB } from "./mail/send-emails.job.ts";
import { ACCESSIBILITY_RUN_JOB } from "./self-assessment/accessibility-run.job.ts";
import { CHECK_LINKS_JOB } from "./self-assessment/check-links.job.ts";

/**
 * Every job kind of the portal. A new job file adds its definition here; catalog.test.ts checks that ids are unique
 * and that every definition names a known queue.
 */
export const ALL_JOBS: readonly JobDefinition<z.ZodType>[] = [
  SEND_EMAIL_JOB,
  SEND_EMAILS_JOB,
  DAILY_REMINDERS_JOB,
  RENDER_CERTIFICATE_JOB,
  RUN_IMPORT_JOB,
  PURGE_UNATTACHED_FILES_JOB,
  HANGOUT_REFRESH_JOB,
  COMPUTE_INDICATORS_JOB,
  IMAGE_VARIANTS_JOB,
  GENERATE_PQRDS_REPORT_JOB,
  SEMESTER_REPORTS_JOB,
  TACIT_WITHDRAWAL_JOB,
  CHECK_LINKS_JOB,
  ACCESSIBILITY_RUN_JOB,
  READ_BOUNCES_JOB,
];

export const JOB_CATALOG: ReadonlyMap<string, JobDefinition<z.ZodType>> = new Map(ALL_JOBS.map((job) => [job.id, job]));
