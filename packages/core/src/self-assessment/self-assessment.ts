import { fillMessage } from "@portal/schemas/common/fill-message";
import { ZSelfAssessmentMark, ZSelfAssessmentStatus } from "@portal/schemas/self-assessment/self-assessment.schema";
import {
  AUTOMATIC_CRITERIA,
  CRITERION_AREAS,
  SELF_ASSESSMENT_MESSAGES as M,
  MANUAL_CRITERIA,
  type TManualCriterion,
  type TSelfAssessmentCriterion,
  type TSelfAssessmentReport,
  type TSelfAssessmentStatus,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { recordAudit } from "../audit/audit-log.ts";
import { formatDateEs } from "../common/spanish-format.ts";
import type { CoreDeps } from "../deps.ts";
import { runAutomaticChecks } from "./automatic-criteria.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;
type TMarkRow = { criterionId: string; status: string; justification: string; markedByName: string; markedAt: Date };

const base = (id: TSelfAssessmentCriterion["id"], kind: TSelfAssessmentCriterion["kind"], status: TSelfAssessmentStatus) => ({
  id,
  name: M.criteria[id],
  area: CRITERION_AREAS[id],
  areaName: M.areas[CRITERION_AREAS[id]],
  kind,
  status,
  statusName: M.statuses[status],
});

/** A manual criterion as its newest mark left it ("Revisar" until someone marks it). */
function manualCriterion(id: TManualCriterion, row: TMarkRow | undefined): TSelfAssessmentCriterion {
  const parsed = ZSelfAssessmentStatus.safeParse(row?.status);
  if (!row || !parsed.success) return { ...base(id, "manual", "review"), evidence: M.evidence.manualPending, figures: [], mark: null };
  const mark = { status: parsed.data, justification: row.justification, markedBy: row.markedByName, markedAt: row.markedAt.toISOString() };
  const evidence = fillMessage(M.evidence.manualMarked, { who: row.markedByName, when: formatDateEs(row.markedAt), justification: row.justification });
  return { ...base(id, "manual", parsed.data), evidence, figures: [], mark };
}

/**
 * GET selfassessment (Administrator): every criterion with its status and evidence. The automatic ones are computed
 * now from the portal's rows and settings (nothing cached: the page is an audit's snapshot); the manual ones are their
 * newest mark.
 */
export async function runSelfAssessment(deps: Deps, now = new Date()): Promise<TSelfAssessmentReport> {
  const [checks, marks] = await Promise.all([
    runAutomaticChecks(deps, now),
    deps.db.selfAssessmentMark.findMany({
      where: { criterionId: { in: [...MANUAL_CRITERIA] } },
      orderBy: [{ criterionId: "asc" }, { markedAt: "desc" }, { selfAssessmentMarkID: "desc" }],
      distinct: ["criterionId"],
      select: { criterionId: true, status: true, justification: true, markedByName: true, markedAt: true },
    }),
  ]);
  const latest = new Map(marks.map((m) => [m.criterionId, m]));
  const criteria: TSelfAssessmentCriterion[] = [
    ...AUTOMATIC_CRITERIA.map((id) => ({
      ...base(id, "automatic", checks[id].status),
      evidence: checks[id].evidence,
      figures: checks[id].figures,
      mark: null,
    })),
    ...MANUAL_CRITERIA.map((id) => manualCriterion(id, latest.get(id))),
  ];
  return { generatedAt: now.toISOString(), criteria };
}

/** POST selfassessment (Administrator): a person's status and justification for a manual criterion, kept with who and when. */
export async function markSelfAssessmentCriterion(
  deps: Pick<CoreDeps, "db"> & { auditOrigin?: CoreDeps["auditOrigin"] },
  raw: unknown,
  user: { id: number; fullName: string },
) {
  const input = ZSelfAssessmentMark.parse(raw);
  const row = await deps.db.selfAssessmentMark.create({
    data: { criterionId: input.criterionId, status: input.status, justification: input.justification, markedById: user.id, markedByName: user.fullName },
    select: { criterionId: true, status: true, justification: true, markedByName: true, markedAt: true },
  });
  await recordAudit(deps, {
    userId: user.id,
    action: "selfassessment.mark",
    entityType: "SelfAssessmentMark",
    entityId: input.criterionId,
    details: { status: input.status },
  });
  return manualCriterion(input.criterionId, row);
}
