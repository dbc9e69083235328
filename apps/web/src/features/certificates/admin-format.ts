const money = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount as Colombian pesos ("$ 350.000,5"); "—" when there is none. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? money.format(n) : String(value);
}

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
