import { accessibilityRunPages, recordAccessibilityRun } from "@portal/core/self-assessment/accessibility-run";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { parseJobData } from "@portal/jobs/define-job";
import { ACCESSIBILITY_RUN_JOB } from "@portal/jobs/self-assessment/accessibility-run.job";
import { SELF_ASSESSMENT_MESSAGES as M } from "@portal/schemas/self-assessment/self-assessment-messages";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";
import { findChromium, reviewPages } from "./review-pages.ts";

/** The Autodiagnóstico's weekly accessibility review of the public pages, at the portal's public address. */
async function processAccessibilityRun(job: Job, ctx: WorkerContext): Promise<{ pages: number; violations: number; error: string | null }> {
  parseJobData(ACCESSIBILITY_RUN_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  const pages = await accessibilityRunPages({ db: ctx.db, settings: createSettingsStore(ctx.db, 0) });
  const browser = findChromium(ctx.env.CHROMIUM_PATH);
  if (!browser) {
    await recordAccessibilityRun({ db: ctx.db }, { pages: [], violations: [], error: M.chromiumMissing });
    log.warn("revisión de accesibilidad sin Chromium: se registra que no pudo correr");
    return { pages: 0, violations: 0, error: M.chromiumMissing };
  }
  const violations = await reviewPages(browser, ctx.env.publicUrl, pages);
  await recordAccessibilityRun({ db: ctx.db }, { pages, violations });
  log.info({ pages: pages.length, violations: violations.length }, "revisión de accesibilidad terminada");
  return { pages: pages.length, violations: violations.length, error: null };
}

export const accessibilityRunProcessor: Processor = { job: ACCESSIBILITY_RUN_JOB, process: processAccessibilityRun };
