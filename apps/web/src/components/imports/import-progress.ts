/** What the spreadsheet imports (registries, document types, bulk contents) show of their job while it runs. */

/** The progress bar's value of an import job (0–100), done jobs always full. */
export function importProgress(job: { status: string; progress: number } | null | undefined): number {
  if (!job) return 0;
  if (job.status === "DONE") return 100;
  return Math.max(0, Math.min(100, Math.round(job.progress)));
}

/** Whether an import job is still running (keep polling). */
export function importRunning(job: { status: string } | null | undefined): boolean {
  return job?.status === "PENDING" || job?.status === "RUNNING";
}
