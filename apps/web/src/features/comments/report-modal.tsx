import { Alert, Button, Group, Modal, Select, Stack, Textarea } from "@mantine/core";
import { COMMENT_LIMITS, REPORT_MESSAGES } from "@portal/schemas/comments/comment-messages";
import { ZReport } from "@portal/schemas/comments/report.schema";
import { useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

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
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useZodForm({
    schema: ZReport,
    initialValues: { ReasonID: "", Comment: "" },
    toInput: (v: { ReasonID: string; Comment: string }) => ({ ...target, ReasonID: v.ReasonID, Comment: v.Comment }),
  });
  const add = trpc.comments.reports.add.useMutation({
    meta: { silent: true },
    onSuccess: (res) => setNotice({ ok: true, text: res.message }),
    onError: (e) => setNotice({ ok: false, text: formErrorMessage(e) }),
  });
  if (notice?.ok) {
    return (
      <Stack>
        <Alert color="green.9" variant="light" role="status">
          {notice.text}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Aceptar</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form ref={form.formRef} noValidate aria-label="Reportar" onSubmit={form.handleSubmit((data) => add.mutate(data))}>
      <Stack gap="md">
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
        {notice && (
          <Alert color="red" variant="light" role="alert">
            {notice.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={add.isPending}>
            Enviar reporte
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
