import { Alert, Badge, Button, Group, Paper, Progress, Select, Stack, Table, Text, Title } from "@mantine/core";
import {
  formatReportDay,
  PQRDS_REPORT_MESSAGES as M,
  PQRDS_REPORT_KIND_NAMES,
  PQRDS_REPORT_KINDS,
  PQRDS_REPORT_STATUS_NAMES,
  type TPqrdsReportView,
  ZPqrdsReportStart,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { useEffect, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { authFetch } from "../../lib/auth-fetch";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

const running = (r: TPqrdsReportView | undefined) => r?.status === "PENDING" || r?.status === "RUNNING";

/** A private report file (before it is published) goes through the staff member's own session. */
async function download(fileID: string, name: string) {
  const response = await authFetch(`/files/${fileID}/${encodeURIComponent(name)}`);
  if (!response.ok) throw new Error(M.notFound);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ReportActions({ report, onChanged }: { report: TPqrdsReportView; onChanged: () => void }) {
  const publish = trpc.pqrdsReports.publish.useMutation();
  const { pdfFileID, xlsxFileID } = report;
  if (report.status !== "DONE" || !pdfFileID || !xlsxFileID) return null;
  const label = `${report.kindName} ${formatReportDay(report.from)} a ${formatReportDay(report.to)}`;
  const get = (fileID: string, name: string) => void download(fileID, name).catch((e: unknown) => toast("error", formErrorMessage(e)));
  return (
    <Group gap="xs">
      <Button size="compact-sm" variant="default" onClick={() => get(pdfFileID, report.pdfName)} aria-label={`Descargar PDF: ${label}`}>
        PDF
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => get(xlsxFileID, report.xlsxName)} aria-label={`Descargar Excel: ${label}`}>
        Excel
      </Button>
      <Button
        size="compact-sm"
        variant={report.publishedAt ? "subtle" : "filled"}
        loading={publish.isPending}
        aria-label={`${report.publishedAt ? "Retirar de Transparencia" : "Publicar en Transparencia"}: ${label}`}
        onClick={() =>
          publish.mutate(
            { id: report.id, published: !report.publishedAt },
            {
              onSuccess: (r) => {
                toast("success", r.publishedAt ? M.published : M.unpublished);
                onChanged();
              },
            },
          )
        }
      >
        {report.publishedAt ? "Retirar" : "Publicar"}
      </Button>
    </Group>
  );
}

/**
 * "Informes" on /administrador/pqrs: a PQRs administrator picks the kind and the period, starts the worker's job,
 * follows its progress (polled like the spreadsheet imports), downloads the PDF and the .xlsx and publishes them under
 * /transparencia.
 */
export function ReportsTab() {
  const list = trpc.pqrdsReports.list.useQuery(undefined, { staleTime: 0 });
  const start = trpc.pqrdsReports.start.useMutation({ meta: { silent: true } });
  const [jobId, setJobId] = useState<string | null>(null);
  const poll = trpc.pqrdsReports.get.useQuery(
    { id: jobId ?? "00000000-0000-4000-8000-000000000000" },
    { enabled: jobId !== null, refetchInterval: (q) => (running(q.state.data) ? 700 : false), staleTime: 0, meta: { silent: true } },
  );
  const { send, error, alertRef } = useMutationSend({
    mutation: start,
    onSuccess: (report) => {
      setJobId(report.id);
      void list.refetch();
    },
  });
  const form = useZodForm({ schema: ZPqrdsReportStart, initialValues: { kind: "semester", from: "", to: "" } });
  const current = poll.data;
  const refetchList = list.refetch;

  useEffect(() => {
    if (current && !running(current)) void refetchList();
  }, [current, refetchList]);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form ref={form.formRef} noValidate aria-label="Generar informe" onSubmit={form.handleSubmit((data) => send(data))}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Generar informe
            </Title>
            <Group align="flex-start" gap="sm">
              <Select
                label="Tipo de informe"
                withAsterisk
                allowDeselect={false}
                data={PQRDS_REPORT_KINDS.map((k) => ({ value: k, label: PQRDS_REPORT_KIND_NAMES[k] }))}
                value={form.values.kind}
                onChange={(v) => v && form.setField("kind", v)}
                error={form.errorOf("kind")}
                w={360}
              />
              <SpanishDateInput label="Desde" withAsterisk {...form.dateProps("from")} />
              <SpanishDateInput label="Hasta" withAsterisk {...form.dateProps("to")} />
            </Group>
            <Group>
              <Button type="submit" loading={start.isPending || running(current)}>
                Generar
              </Button>
            </Group>
            <FormAlert ref={alertRef} error={error} />
            {current && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">
                  {current.kindName} ({formatReportDay(current.from)} a {formatReportDay(current.to)}): {PQRDS_REPORT_STATUS_NAMES[current.status]}{" "}
                  {current.progress} %
                </Text>
                <Progress value={current.progress} aria-label="Avance del informe" animated={running(current)} />
                {current.message && <Alert color="red">{current.message}</Alert>}
              </Stack>
            )}
          </Stack>
        </form>
      </Paper>
      <Table.ScrollContainer minWidth={800}>
        <Table striped withTableBorder>
          <Table.Caption>Informes generados</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Informe</Table.Th>
              <Table.Th>Periodo</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Generado por</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.kindName}</Table.Td>
                <Table.Td>
                  {formatReportDay(r.from)} a {formatReportDay(r.to)}
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">
                      {PQRDS_REPORT_STATUS_NAMES[r.status]}
                      {running(r) ? ` ${r.progress} %` : ""}
                    </Text>
                    {r.publishedAt && (
                      <Badge color="green" variant="light">
                        Publicado
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{r.scheduled ? "Programado (fin de semestre)" : (r.createdBy ?? "—")}</Table.Td>
                <Table.Td>
                  <ReportActions report={r} onChanged={() => void list.refetch()} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
