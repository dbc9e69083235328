import type { QueueName } from "@portal/jobs/queues";
import { renderPdfProcessor } from "./certificates/render-pdf.ts";
import { dailyRemindersProcessor } from "./complaint-forms/daily-reminders.ts";
import { generatePqrdsReportProcessor, semesterReportsProcessor } from "./complaint-forms/pqrds-reports.ts";
import { tacitWithdrawalProcessor } from "./complaint-forms/tacit-withdrawal.ts";
import { hangoutRefreshProcessor } from "./contents/hangout-refresh.ts";
import { imageVariantsProcessor } from "./files/image-variants.ts";
import { purgeUnattachedFilesProcessor } from "./files/purge-unattached.ts";
import { runImportProcessor } from "./imports/run-import.ts";
import { computeIndicatorsProcessor } from "./indicators/compute-indicators.ts";
import { readBouncesProcessor } from "./mail/read-bounces.ts";
import { sendEmailProcessor } from "./mail/send-email.ts";
import { sendEmailsProcessor } from "./mail/send-emails.ts";
import type { Processor } from "./processor.ts";
import { accessibilityRunProcessor } from "./self-assessment/accessibility-run.ts";
import { checkLinksProcessor } from "./self-assessment/check-links.ts";

/**
 * Every processor of the worker. A later domain adds its processor here (and its definition to
 * packages/jobs/src/catalog.ts); the runtime starts one BullMQ Worker per queue that has processors.
 */
export const PROCESSORS: readonly Processor[] = [
  sendEmailProcessor,
  sendEmailsProcessor,
  dailyRemindersProcessor,
  renderPdfProcessor,
  runImportProcessor,
  purgeUnattachedFilesProcessor,
  hangoutRefreshProcessor,
  computeIndicatorsProcessor,
  imageVariantsProcessor,
  generatePqrdsReportProcessor,
  semesterReportsProcessor,
  tacitWithdrawalProcessor,
  checkLinksProcessor,
  accessibilityRunProcessor,
  readBouncesProcessor,
];

/** Jobs run at once per queue in one worker process (mail: MAIL_CONCURRENCY, from the environment). */
export const QUEUE_CONCURRENCY: Readonly<Partial<Record<QueueName, number>>> = {
  "complaint-forms": 2,
  certificates: 2,
  imports: 1,
  contents: 2,
  files: 1,
  indicators: 1,
};

/** The processors grouped by queue, each queue's by job name. Throws on a duplicate job name. */
export function processorsByQueue(processors: readonly Processor[] = PROCESSORS): Map<QueueName, Map<string, Processor>> {
  const byQueue = new Map<QueueName, Map<string, Processor>>();
  for (const p of processors) {
    const byName = byQueue.get(p.job.queue) ?? new Map<string, Processor>();
    if (byName.has(p.job.name)) throw new Error(`Dos procesadores para el trabajo ${p.job.id}`);
    byName.set(p.job.name, p);
    byQueue.set(p.job.queue, byName);
  }
  return byQueue;
}
