import { z } from "zod";
import { hasMarkup } from "../common/plain-text.ts";
import {
  AUTOMATIC_CRITERIA,
  MANUAL_CRITERIA,
  SELF_ASSESSMENT_AREAS,
  SELF_ASSESSMENT_FORMATS,
  SELF_ASSESSMENT_LIMITS,
  SELF_ASSESSMENT_MESSAGES,
  SELF_ASSESSMENT_STATUSES,
  type TAccessibilityRunView,
  type TSelfAssessmentCriterion,
  type TSelfAssessmentReport,
} from "./self-assessment-messages.ts";

/** The Autodiagnóstico's inputs (issue 31); its criteria, limits and texts are in self-assessment-messages.ts. */
export const ZSelfAssessmentStatus = z.enum(SELF_ASSESSMENT_STATUSES);

/** POST selfassessment (tRPC selfAssessment.mark): a person's status and justification for a manual criterion. */
export const ZSelfAssessmentMark = z.object({
  criterionId: z.enum(MANUAL_CRITERIA),
  status: ZSelfAssessmentStatus,
  justification: z
    .string({ error: SELF_ASSESSMENT_MESSAGES.justificationRequired })
    .trim()
    .min(1, { error: SELF_ASSESSMENT_MESSAGES.justificationRequired, abort: true })
    .min(SELF_ASSESSMENT_LIMITS.justificationMin, { error: SELF_ASSESSMENT_MESSAGES.justificationShort })
    .max(SELF_ASSESSMENT_LIMITS.justificationMax, { error: SELF_ASSESSMENT_MESSAGES.justificationLong })
    .refine((v) => !hasMarkup(v), { error: SELF_ASSESSMENT_MESSAGES.plainText }),
});

export const ZSelfAssessmentExport = z.object({ format: z.enum(SELF_ASSESSMENT_FORMATS) });

/** One criterion as the page shows it (its type, zod-free, is in self-assessment-messages.ts). */
export const ZSelfAssessmentCriterion: z.ZodType<TSelfAssessmentCriterion> = z.object({
  id: z.enum([...AUTOMATIC_CRITERIA, ...MANUAL_CRITERIA]),
  name: z.string(),
  area: z.enum(SELF_ASSESSMENT_AREAS),
  areaName: z.string(),
  kind: z.enum(["automatic", "manual"]),
  status: ZSelfAssessmentStatus,
  statusName: z.string(),
  evidence: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number()]) })),
  mark: z.object({ status: ZSelfAssessmentStatus, justification: z.string(), markedBy: z.string(), markedAt: z.string() }).nullable(),
});

/** GET selfassessment: every criterion, computed now. */
export const ZSelfAssessmentReport: z.ZodType<TSelfAssessmentReport> = z.object({ generatedAt: z.string(), criteria: z.array(ZSelfAssessmentCriterion) });

/** GET accessibility/lastrun: the newest automatic review (null before the first). */
export const ZAccessibilityRunView: z.ZodType<TAccessibilityRunView> = z
  .object({
    finishedAt: z.string(),
    pages: z.number().int(),
    failed: z.boolean(),
    issues: z.array(z.object({ rule: z.string(), help: z.string(), impact: z.string().nullable(), paths: z.array(z.string()) })),
  })
  .nullable();

/** What asking for a weekly check now answers. */
export const ZSelfAssessmentQueued = z.object({ queued: z.literal(true) });
