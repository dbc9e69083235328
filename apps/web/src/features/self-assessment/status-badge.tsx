import { Badge } from "@mantine/core";
import { SELF_ASSESSMENT_MESSAGES as M, type TSelfAssessmentStatus } from "@portal/schemas/self-assessment/self-assessment-messages";

const COLORS: Record<TSelfAssessmentStatus, string> = { compliant: "green", nonCompliant: "red", review: "yellow" };

/** "Cumple" / "No cumple" / "Revisar": the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: TSelfAssessmentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" c={status === "review" ? "dark" : undefined}>
      {M.statuses[status]}
    </Badge>
  );
}
