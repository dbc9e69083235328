import { Button, Group, Paper, Stack, Table, Text, Textarea, TextInput, Title } from "@mantine/core";
import { BOGOTA_TIME_ZONE, bogotaWallTime, bogotaWallTimeToIso } from "@portal/schemas/common/time-zone";
import {
  CALL_OFFICIAL_MAX,
  CALL_SUMMARY_MAX,
  type TComplaintCall,
  type TComplaintCallInput,
  ZComplaintCall,
} from "@portal/schemas/complaint-forms/answer-channels.schema";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationForm } from "../../../components/forms/use-mutation-form";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import type { TManagedView } from "../management-actions";
import { managementErrorMessage } from "../management-errors";

const dateTime = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeStyle: "short", timeZone: BOGOTA_TIME_ZONE });

/** Now on Bogotá's clock, the time the calls list shows (not the browser's, which may keep another zone). */
const bogotaNow = () => bogotaWallTime(new Date());

/**
 * Phone channel: the calls in which the answer was given, and "Registrar llamada" (date and time, official, summary).
 * A phone request cannot be resolved until one is recorded.
 */
export function CallRecordForm({ request: r, onChanged }: { request: TManagedView; onChanged: (r: TManagedView) => void }) {
  const record = trpc.complaintFormAnswers.recordCall.useMutation({ meta: { silent: true } });
  const initialValues = { calledAt: bogotaNow(), official: "", summary: "" };
  const toInput = (v: typeof initialValues) => ({ ...v, calledAt: bogotaWallTimeToIso(v.calledAt) });
  const { form, submit, error, alertRef } = useMutationForm({
    schema: ZComplaintCall,
    initialValues,
    toInput,
    mutation: record,
    // The values as typed (not the parsed ones) go with the request, as before the form block.
    toVariables: (): TComplaintCallInput & { complaintFormID: number } => ({ complaintFormID: r.complaintFormID, ...toInput(form.values) }),
    toError: (e) => managementErrorMessage(e),
    onSuccess: (result) => {
      toast("success", result.message);
      form.reset({ ...initialValues, calledAt: bogotaNow() });
      onChanged(result.complaintForm);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="calls-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="calls-title">
          Llamadas
        </Title>
        <CallList calls={r.calls} />
        <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Registrar llamada">
          <Stack gap="sm">
            <TextInput
              label="Fecha y hora de la llamada"
              type="datetime-local"
              withAsterisk
              {...form.textProps("calledAt")}
              disabled={record.isPending}
              maw={280}
            />
            <TextInput
              label="Funcionario que llamó"
              description="Si lo dejas vacío se registra tu nombre"
              maxLength={CALL_OFFICIAL_MAX}
              {...form.textProps("official")}
              disabled={record.isPending}
            />
            <Textarea
              label="Resumen de la llamada"
              withAsterisk
              autosize
              minRows={3}
              maxLength={CALL_SUMMARY_MAX}
              {...form.textProps("summary")}
              disabled={record.isPending}
            />
            <FormAlert ref={alertRef} error={error} />
            <Group>
              <Button type="submit" loading={record.isPending}>
                Registrar llamada
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function CallList({ calls }: { calls: TComplaintCall[] }) {
  if (calls.length === 0) return <Text>Aún no se ha registrado ninguna llamada.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-labelledby="calls-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Funcionario</Table.Th>
            <Table.Th>Resumen</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{dateTime.format(new Date(c.calledAt))}</Table.Td>
              <Table.Td>{c.official}</Table.Td>
              <Table.Td style={{ whiteSpace: "pre-wrap" }}>{c.summary}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
