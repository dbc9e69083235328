import { accessibilityRunView, requestAccessibilityRun } from "@portal/core/self-assessment/accessibility-run";
import { requestLinkCheck } from "@portal/core/self-assessment/link-check";
import { markSelfAssessmentCriterion, runSelfAssessment } from "@portal/core/self-assessment/self-assessment";
import { createSelfAssessmentExportToken } from "@portal/core/self-assessment/self-assessment-export";
import { ZDownloadToken } from "@portal/schemas/common/download-token";
import {
  ZAccessibilityRunView,
  ZSelfAssessmentCriterion,
  ZSelfAssessmentExport,
  ZSelfAssessmentMark,
  ZSelfAssessmentQueued,
  ZSelfAssessmentReport,
} from "@portal/schemas/self-assessment/self-assessment.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

const admin = () => staffProcedure("Administrator");

/** /administrador/autodiagnostico (issue 31, "Audit readiness"): Administrator only. */
export const selfAssessmentRouter = router({
  /** GET selfassessment: every criterion with its status and evidence, computed now. */
  get: admin()
    .output(ZSelfAssessmentReport)
    .query(({ ctx }) => runSelfAssessment(ctx.deps)),
  /** POST selfassessment: a person's status and justification for a manual criterion. */
  mark: admin()
    .input(ZSelfAssessmentMark)
    .output(ZSelfAssessmentCriterion)
    .mutation(({ ctx, input }) => markSelfAssessmentCriterion(ctx.deps, input, ctx.user)),
  /** POST selfassessment/linkcheck: the weekly broken-links check, queued now. */
  checkLinks: admin()
    .output(ZSelfAssessmentQueued)
    .mutation(({ ctx }) => requestLinkCheck(ctx.deps)),
  /** POST selfassessment/accessibilityrun: the weekly accessibility review, queued now. */
  reviewAccessibility: admin()
    .output(ZSelfAssessmentQueued)
    .mutation(({ ctx }) => requestAccessibilityRun(ctx.deps)),
  /** GET accessibility/lastrun: the newest review, for the public accessibility statement. */
  lastAccessibilityRun: publicProcedure.output(ZAccessibilityRunView).query(({ ctx }) => accessibilityRunView(ctx.deps)),
  /** GET selfassessment/downloadtoken?format: a 60 s single-use link to the PDF or the .xlsx (built in the request). */
  exportToken: admin()
    .meta({ rateLimit: "contentExport" })
    .input(ZSelfAssessmentExport)
    .output(ZDownloadToken)
    .query(({ ctx, input }) => createSelfAssessmentExportToken(ctx.deps, input, ctx.user)),
});
