import { Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  QUALIFICATION_MESSAGES as M,
  QUALIFICATION_COMMENT_MAX,
  QUALIFICATION_MAX,
  ZQualification,
} from "@portal/schemas/complaint-forms/qualification.schema";
import { Navigate, useNavigate, useParams } from "react-router";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { PageLoader } from "../../components/page-loader";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

const STAR_LABELS = ["Muy mala", "Mala", "Regular", "Buena", "Excelente"];

/** /calificar/{token}: 1–5 stars and a comment; a bad token goes home (spec 01 §4). */
export function QualifyPage() {
  const token = useParams().token ?? "";
  const navigate = useNavigate();
  const info = trpc.complaintForms.qualifyInfo.useQuery({ token }, { retry: false, meta: { silent: true } });
  const qualify = trpc.complaintForms.qualify.useMutation({ meta: { silent: true } });
  const { form, submit, error, alertRef } = useMutationForm({
    schema: ZQualification,
    initialValues: { token, qualification: 0, comment: "" },
    mutation: qualify,
    toError: () => M.failed,
  });
  const thanks = qualify.isSuccess;

  if (info.isLoading) return <PageLoader />;
  if (!info.data) return <Navigate to="/" replace />;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Califica la atención de tu solicitud</Title>
      <Text>
        {info.data.complaintFormType.name} · radicado <strong>{info.data.trackingID}</strong>, radicada el {formatLongDate(info.data.date)}
        {info.data.closingDate ? ` y cerrada el ${formatLongDate(info.data.closingDate)}` : ""}.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form ref={form.formRef} noValidate aria-label="Calificación" onSubmit={submit}>
          <Stack gap="md">
            <div role="radiogroup" aria-labelledby="rating-label" aria-invalid={Boolean(form.errorOf("qualification"))}>
              <Text id="rating-label" fw={600} mb={4}>
                ¿Cómo calificas la gestión de tu solicitud?{" "}
                <span aria-hidden="true" style={{ color: "var(--mantine-color-red-9)" }}>
                  *
                </span>
              </Text>
              <Rating
                count={QUALIFICATION_MAX}
                size="xl"
                value={form.values.qualification}
                onChange={(v) => {
                  form.setField("qualification", v);
                  form.touch("qualification");
                }}
                // Mantine passes the star's value (1–5), not a 0-based index: "5 de 5" must be the value 5.
                getSymbolLabel={(value) => `${value} de ${QUALIFICATION_MAX} estrellas: ${STAR_LABELS[value - 1] ?? ""}`}
                name="qualification"
                readOnly={qualify.isPending}
              />
              {form.errorOf("qualification") && (
                <Text c="red.9" size="sm" mt={4} role="alert">
                  {form.errorOf("qualification")}
                </Text>
              )}
            </div>
            <Textarea
              label="Comentario"
              autosize
              minRows={3}
              maxLength={QUALIFICATION_COMMENT_MAX}
              {...form.textProps("comment")}
              disabled={qualify.isPending}
              description={
                <span aria-live="polite">
                  {form.values.comment.length}/{QUALIFICATION_COMMENT_MAX}
                </span>
              }
            />
            <FormAlert ref={alertRef} error={error} />
            <Group>
              <Button type="submit" loading={qualify.isPending} disabled={thanks}>
                Enviar calificación
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal opened={thanks} onClose={() => void navigate("/")} title="¡Gracias!" centered>
        <Stack>
          <Text>{M.thanks}</Text>
          <Group justify="flex-end">
            <Button onClick={() => void navigate("/")}>Aceptar</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
