import { Alert, Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { COMMENT_LIMITS, REPORT_MESSAGES } from "@portal/schemas/comments/comment-messages";
import { ZReport } from "@portal/schemas/comments/report.schema";
import { ModalForm } from "../../components/forms/form-modal";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { trpc } from "../../lib/trpc";

/** The report modal (spec 02 §2): a reason and a comment (≤ 200) about a comment or a content. */
export function ReportModal({
  target,
  onClose,
}: {
  target: { ReportType: "Comment" | "Content"; ElementToReportID: number; parentCommentID?: number | null } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title="Reportar" centered>
      {target && <ReportForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function ReportForm({
  target,
  onClose,
}: {
  target: { ReportType: "Comment" | "Content"; ElementToReportID: number; parentCommentID?: number | null };
  onClose: () => void;
}) {
  const reasons = trpc.comments.reports.reasons.useQuery();
  const add = trpc.comments.reports.add.useMutation({ meta: { silent: true } });
  const { form, formProps } = useMutationForm({
    schema: ZReport,
    initialValues: { ReasonID: "", Comment: "" },
    toInput: (v: { ReasonID: string; Comment: string }) => ({ ...target, ReasonID: v.ReasonID, Comment: v.Comment }),
    mutation: add,
  });
  if (add.isSuccess) {
    return (
      <Stack>
        <Alert color="green.9" variant="light" role="status">
          {add.data.message}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Aceptar</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <ModalForm {...formProps} label="Reportar" submitLabel="Enviar reporte" onCancel={onClose}>
      <Select
        label="Motivo"
        withAsterisk
        placeholder={REPORT_MESSAGES.reasonRequired}
        data={(reasons.data ?? []).map((r) => ({ value: String(r.reasonID), label: r.name }))}
        value={form.values.ReasonID || null}
        onChange={(v) => {
          form.setField("ReasonID", v ?? "");
          form.touch("ReasonID");
        }}
        error={form.errorOf("ReasonID")}
      />
      <Textarea label="Comentario" withAsterisk autosize minRows={2} maxLength={COMMENT_LIMITS.reportCommentMax} {...form.textProps("Comment")} />
    </ModalForm>
  );
}
