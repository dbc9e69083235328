import { Badge, Button, FileInput, Group, NumberInput, Paper, Progress, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { LIFECYCLE_MESSAGES } from "@portal/schemas/complaint-forms/lifecycle.schema";
import {
  ANSWER_MAX,
  ANSWER_URL_FILE_MAX,
  EXTENSION_REASON_MAX,
  MANAGEMENT_MESSAGES,
  MAX_DELEGATIONS,
  ZComplaintAnswer,
  ZComplaintDelegate,
  ZComplaintExtension,
} from "@portal/schemas/complaint-forms/management.schema";
import { QUALIFICATION_VIEW_MESSAGES as Q } from "@portal/schemas/complaint-forms/qualification.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { type ReactNode, useCallback } from "react";
import { PagedTable } from "../../components/data/paged-table";
import { confirmDialog } from "../../components/dialogs";
import { useUploads } from "../../components/use-uploads";
import { useZodForm } from "../../lib/use-zod-form";
import { AccessDenialFields } from "./access-denial-fields";
import { LifecycleForms } from "./admin/lifecycle-forms";
import { Field } from "./field";
import { type TManagedView, type TManagementActions, useManagementAction } from "./management-actions";
import { RequestDetails } from "./request-details";
import { daysLeftText, dueDateText, levelColor } from "./request-format";
import { StaffActionForm } from "./staff-action-form";

const dateTime = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeStyle: "short", timeZone: BOGOTA_TIME_ZONE });

/** Status, term, request data, history, and the answer / resolve / delegate / extend forms of one request. */
export function ManagementPanel({
  request: r,
  actions,
  onChanged,
  extra,
}: {
  request: TManagedView;
  actions: TManagementActions;
  onChanged: (r: TManagedView) => void;
  extra?: ReactNode;
}) {
  const open = r.status === COMPLAINT_STATUS.open;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="term-title">
        <Title order={2} size="h3" id="term-title" mb="sm">
          Término
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" component="dl" m={0}>
          <Field label="Término" value={`${r.termDays} días hábiles`} />
          <Field label="Vence" value={dueDateText(r)} />
          <Field
            label="Tiempo restante"
            value={
              open && r.lifecycle.suspended ? (
                LIFECYCLE_MESSAGES.suspended
              ) : open ? (
                <Group gap="xs" component="span">
                  <span>{daysLeftText(r.daysLeft)}</span>
                  <Badge color={levelColor(r.level)} variant="filled" data-level={r.level}>
                    {r.levelName}
                  </Badge>
                </Group>
              ) : (
                "Solicitud cerrada"
              )
            }
          />
          <Field label="Delegaciones" value={`${r.nDelegate} de ${MAX_DELEGATIONS}${r.delegateEmail ? ` (${r.delegateEmail})` : ""}`} />
        </SimpleGrid>
      </Paper>

      <RequestDetails request={r} showAnswer={!open} />

      {r.qualification !== null && <QualificationView request={r} />}

      {open && <AnswerForm request={r} actions={actions} onChanged={onChanged} />}
      {open && <DelegateForm request={r} actions={actions} onChanged={onChanged} />}
      {open && actions.extend && <ExtendForm request={r} extend={actions.extend} onChanged={onChanged} />}
      {extra}
      {open && <LifecycleForms request={r} actions={actions} onChanged={onChanged} />}

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="history-title">
        <Title order={2} size="h3" id="history-title" mb="sm">
          Historial
        </Title>
        <PagedTable
          labelledBy="history-title"
          minWidth={560}
          rows={r.history}
          rowKey={(h) => h.id}
          columns={[
            { key: "fecha", header: "Fecha", cell: (h) => dateTime.format(new Date(h.date)) },
            { key: "accion", header: "Acción", cell: (h) => h.actionName },
            { key: "quien", header: "Quién", cell: (h) => h.actor },
          ]}
        />
      </Paper>
    </Stack>
  );
}

/** The citizen's rating of the answer (stars and comment), for the staff who handle the request. */
function QualificationView({ request: r }: { request: TManagedView }) {
  const stars = r.qualification ?? 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="qualification-title" data-testid="qualification">
      <Title order={2} size="h3" id="qualification-title" mb="sm">
        {Q.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
        <Field
          label={Q.title}
          value={
            <span role="img" aria-label={Q.stars(stars)}>
              {"★".repeat(stars)}
              {"☆".repeat(5 - stars)}{" "}
              <Text span size="sm">
                ({Q.stars(stars)})
              </Text>
            </span>
          }
        />
        <Field label={Q.comment} value={r.qualificationComment || Q.noComment} />
        <Field label={Q.date} value={r.qualifiedAt ? dateTime.format(new Date(r.qualifiedAt)) : null} />
      </SimpleGrid>
    </Paper>
  );
}

function AnswerForm({ request, actions, onChanged }: { request: TManagedView; actions: TManagementActions; onChanged: (r: TManagedView) => void }) {
  const uploads = useUploads("answer");
  const { busy, formProps, run } = useManagementAction(onChanged);
  const fileIDs = uploads.items.flatMap((i) => (i.file ? [i.file.fileID] : []));
  const toInput = useCallback(
    (v: { answer: string; urlFile: string; accessDenied: boolean; denialReason: string }) => ({
      answer: v.answer,
      fileIDs,
      urlFile: v.urlFile,
      resolve: false,
      accessDenied: v.accessDenied,
      denialReason: v.denialReason,
    }),
    [fileIDs],
  );
  const form = useZodForm({
    schema: ZComplaintAnswer,
    initialValues: {
      answer: request.answer ?? "",
      urlFile: request.urlFile ?? "",
      accessDenied: request.accessDenied,
      denialReason: request.denialReason ?? "",
    },
    toInput,
  });
  const uploading = uploads.items.some((i) => !i.file);

  const send = (resolve: boolean) =>
    form.handleSubmit(async (data) => {
      if (resolve && !(await confirmDialog("¿Deseas resolver la solicitud? Se cerrará y se enviará la respuesta al ciudadano."))) return;
      run(
        () =>
          actions.answer({
            answer: data.answer,
            fileIDs: data.fileIDs,
            urlFile: data.urlFile,
            resolve,
            accessDenied: data.accessDenied,
            denialReason: data.denialReason,
          }),
        { errorFallback: resolve ? MANAGEMENT_MESSAGES.resolveError : undefined },
      );
    });

  return (
    <StaffActionForm
      {...formProps}
      id="answer"
      title="Respuesta a la solicitud"
      onSubmit={send(false)}
      formRef={form.formRef}
      submitLabel="Guardar respuesta"
      buttons={
        <Group gap="sm">
          <Button type="submit" variant="default" loading={busy} disabled={uploading}>
            Guardar respuesta
          </Button>
          <Button type="button" onClick={send(true)} loading={busy} disabled={uploading}>
            Resolver solicitud
          </Button>
        </Group>
      }
    >
      <Textarea
        label="Respuesta"
        withAsterisk
        autosize
        minRows={6}
        maxLength={ANSWER_MAX}
        {...form.textProps("answer")}
        disabled={busy}
        description={
          <span aria-live="polite">
            {form.values.answer.length}/{ANSWER_MAX}
          </span>
        }
      />
      <AccessDenialFields request={request} form={form} disabled={busy} />
      <FileInput
        label="Archivos de la respuesta"
        placeholder="Adjuntar archivo"
        value={null}
        clearable
        disabled={busy}
        onChange={(file) => {
          if (file) void uploads.add(file);
        }}
      />
      <TextInput
        label="Enlace a un archivo externo (opcional)"
        description="Una dirección https:// de un archivo guardado en otro sistema; el ciudadano la verá con la respuesta."
        type="url"
        maxLength={ANSWER_URL_FILE_MAX}
        {...form.textProps("urlFile")}
        disabled={busy}
      />
      {uploads.items.map((i) => (
        <Group key={i.key} gap="sm" wrap="nowrap">
          <Text size="sm" style={{ flex: 1, wordBreak: "break-all" }}>
            {i.name}
          </Text>
          <Progress value={i.progress} w={120} aria-label={`Carga de ${i.name}`} />
          <Button variant="subtle" color="red.9" size="compact-sm" onClick={() => uploads.remove(i.key)} disabled={busy}>
            Quitar
          </Button>
        </Group>
      ))}
    </StaffActionForm>
  );
}

function DelegateForm({ request, actions, onChanged }: { request: TManagedView; actions: TManagementActions; onChanged: (r: TManagedView) => void }) {
  const { busy, formProps, run } = useManagementAction(onChanged);
  const form = useZodForm({ schema: ZComplaintDelegate, initialValues: { email: "" } });
  const blocked = !request.canDelegate;
  return (
    <StaffActionForm
      {...formProps}
      id="delegate"
      title="Delegar la solicitud"
      onSubmit={form.handleSubmit((data) => run(() => actions.delegate(data.email), { onDone: () => form.reset() }))}
      formRef={form.formRef}
      submitLabel="Delegar"
      disabled={blocked}
    >
      {blocked && <Text>{MANAGEMENT_MESSAGES.delegateLimit}.</Text>}
      <TextInput
        label="Correo electrónico del usuario a delegar"
        withAsterisk
        type="email"
        maxLength={250}
        {...form.textProps("email")}
        disabled={busy || blocked}
      />
    </StaffActionForm>
  );
}

/** The NumberInput holds "" until a number is typed. */
const EMPTY_EXTENSION: { days: string | number; reason: string } = { days: "", reason: "" };

function ExtendForm({
  request,
  extend,
  onChanged,
}: {
  request: TManagedView;
  extend: NonNullable<TManagementActions["extend"]>;
  onChanged: (r: TManagedView) => void;
}) {
  const { busy, formProps, run } = useManagementAction(onChanged);
  const form = useZodForm({ schema: ZComplaintExtension, initialValues: EMPTY_EXTENSION });
  const blocked = !request.canExtend;
  return (
    <StaffActionForm
      {...formProps}
      id="extend"
      title="Prórroga del término"
      onSubmit={form.handleSubmit((data) => run(() => extend(data)))}
      formRef={form.formRef}
      submitLabel="Prorrogar"
      disabled={blocked}
    >
      {blocked && (
        <Text>
          {request.extended
            ? MANAGEMENT_MESSAGES.extensionTwice
            : request.lifecycle.suspended
              ? LIFECYCLE_MESSAGES.suspendedWhileExtending
              : MANAGEMENT_MESSAGES.extensionNotAllowed}
          .
        </Text>
      )}
      <NumberInput
        label="Días hábiles de prórroga"
        withAsterisk
        min={1}
        max={60}
        allowDecimal={false}
        name="days"
        value={form.values.days}
        onChange={(v) => form.setField("days", v)}
        onBlur={() => form.blur("days")}
        error={form.errorOf("days")}
        disabled={busy || blocked}
        maw={240}
      />
      <Textarea
        label="Motivos de la prórroga"
        withAsterisk
        autosize
        minRows={3}
        maxLength={EXTENSION_REASON_MAX}
        {...form.textProps("reason")}
        disabled={busy || blocked}
      />
    </StaffActionForm>
  );
}
