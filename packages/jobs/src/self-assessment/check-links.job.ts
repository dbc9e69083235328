import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * The Autodiagnóstico's broken-links check (issue 31): every external link of the transparency menu and the published
 * contents, asked politely (bounded count, a few at a time, one at a time per host) and recorded in LinkCheck. Runs on
 * the indicators queue, the audit's other scheduled work. Payload: nothing (the scheduler and staff send {}).
 */
export const ZCheckLinksJob = z.object({});

export const CHECK_LINKS_JOB = defineJob({
  queue: QUEUE_NAMES.indicators,
  name: "check-links",
  schema: ZCheckLinksJob,
  // Idempotent: a run replaces the table whole, under a lock, so two at once (two workers, a retry overlapping a stalled
  // run) each leave it whole; the later one's answers stay.
  options: { attempts: 2 },
  // Sundays at 3:00 in Bogotá, when the portal and the sites it links to are quiet.
  schedule: { id: "self-assessment:check-links", pattern: "0 3 * * 0" },
});
