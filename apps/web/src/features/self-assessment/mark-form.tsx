import { Button, Select, Stack, Textarea } from "@mantine/core";
import { ZSelfAssessmentMark } from "@portal/schemas/self-assessment/self-assessment.schema";
import {
  SELF_ASSESSMENT_LIMITS as L,
  SELF_ASSESSMENT_MESSAGES as M,
  SELF_ASSESSMENT_STATUSES,
  type TManualCriterion,
  type TSelfAssessmentStatus,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

const STATUS_OPTIONS = SELF_ASSESSMENT_STATUSES.map((value) => ({ value, label: M.statuses[value] }));

/** Marks one manual criterion: a status and its justification, checked with the server's own schema before sending. */
export function MarkForm({ criterionId, current }: { criterionId: TManualCriterion; current: TSelfAssessmentStatus }) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<TSelfAssessmentStatus>(current);
  const [justification, setJustification] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mark = trpc.selfAssessment.mark.useMutation({
    onSuccess: () => {
      toast("success", M.marked);
      setJustification("");
      void utils.selfAssessment.get.invalidate();
    },
    onError: (e) => setError(formErrorMessage(e)),
  });
  function submit() {
    const parsed = ZSelfAssessmentMark.safeParse({ criterionId, status, justification });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    mark.mutate(parsed.data);
  }
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={`${M.markTitle}: ${M.criteria[criterionId]}`}
    >
      <Select label={M.columns.status} data={STATUS_OPTIONS} value={status} allowDeselect={false} onChange={(v) => v && setStatus(v)} />
      <Textarea
        label={M.justification}
        required
        rows={3}
        maxLength={L.justificationMax}
        value={justification}
        onChange={(e) => setJustification(e.currentTarget.value)}
        error={error}
      />
      <Button type="submit" loading={mark.isPending} style={{ alignSelf: "flex-start" }}>
        {M.mark}
      </Button>
    </Stack>
  );
}
