import { z } from "zod";
import { hasMarkup } from "../common/plain-text.ts";
import {
  MANUAL_CRITERIA,
  SELF_ASSESSMENT_FORMATS,
  SELF_ASSESSMENT_LIMITS,
  SELF_ASSESSMENT_MESSAGES,
  SELF_ASSESSMENT_STATUSES,
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
