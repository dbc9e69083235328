import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * The Autodiagnóstico's automatic accessibility review (issue 31): headless Chromium opens the public pages and
 * axe-core lists their WCAG 2.1 A/AA violations (AccessibilityRun). On the indicators queue, one job at a time.
 */
export const ZAccessibilityRunJob = z.object({});

export const ACCESSIBILITY_RUN_JOB = defineJob({
  queue: QUEUE_NAMES.indicators,
  name: "accessibility-run",
  schema: ZAccessibilityRunJob,
  // Idempotent: a run adds its own row; one try more if Chromium crashed.
  options: { attempts: 2 },
  // Sundays at 4:00 in Bogotá, after the links check.
  schedule: { id: "self-assessment:accessibility-run", pattern: "0 4 * * 0" },
});
