import { generatePqrdsReport, generateSemesterReports } from "@portal/core/complaint-forms/pqrds-reports";
import { GENERATE_PQRDS_REPORT_JOB, SEMESTER_REPORTS_JOB } from "@portal/jobs/complaint-forms/pqrds-report.job";
import { isFinalAttempt, parseJobData } from "@portal/jobs/define-job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** Generates one PQRDS report (figures, PDF, .xlsx; progress in the PqrdsReport row, which the staff tab polls). */
async function processGeneratePqrdsReport(job: Job, ctx: WorkerContext) {
  const { reportId } = parseJobData(GENERATE_PQRDS_REPORT_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  const report = await generatePqrdsReport({ db: ctx.db, log, storage: ctx.storage, settings: ctx.settings, env: ctx.env }, reportId, {
    finalAttempt: isFinalAttempt(job),
  });
  if (!report) log.warn({ reportId }, "informe inexistente; nada que generar");
  return { reportId, status: report?.status ?? null };
}

export const generatePqrdsReportProcessor: Processor = { job: GENERATE_PQRDS_REPORT_JOB, process: processGeneratePqrdsReport };

/**
 * The semester run: both reports of the semester that ended before the run was due (the job's own due instant, so a
 * run delayed past midnight still makes the right semester), generated and published once each.
 */
async function processSemesterReports(job: Job, ctx: WorkerContext) {
  const { asOf } = parseJobData(SEMESTER_REPORTS_JOB, job.data);
  const due = asOf ? new Date(asOf) : new Date(job.timestamp + (job.opts.delay ?? 0));
  const reports = await generateSemesterReports(
    { db: ctx.db, log: ctx.log.child({ queue: job.queueName, jobId: job.id }), storage: ctx.storage, settings: ctx.settings, env: ctx.env },
    due,
  );
  return reports.map((r) => ({ id: r.id, kind: r.kind, from: r.from, to: r.to, status: r.status }));
}

export const semesterReportsProcessor: Processor = {
  job: SEMESTER_REPORTS_JOB,
  process: processSemesterReports,
};
