import { Alert, Button, Checkbox, Group, Select, Stack, Table, Text } from "@mantine/core";
import { ATTENTION_MESSAGES, DAY_NAMES, formatAttentionHour, type TAttentionDayInput } from "@portal/schemas/complaint-forms/attention.schema";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { PageLoader } from "../../../components/page-loader";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";

const AM_HOURS = Array.from({ length: 13 }, (_, h) => ({ value: String(h), label: formatAttentionHour(h) }));
const PM_HOURS = Array.from({ length: 13 }, (_, i) => ({ value: String(i + 12), label: formatAttentionHour(i + 12) }));
type TDayRow = { day: number; active: boolean; hourInitAm: string | null; hourEndAm: string | null; hourInitPm: string | null; hourEndPm: string | null };
const str = (n: number | null) => (n === null ? null : String(n));
const num = (s: string | null) => (s === null || s === "" ? null : Number(s));

/** Attention days and their A.M./P.M. hours (appointments, type 7). */
export function AttentionEditor() {
  const all = trpc.complaintForms.attention.all.useQuery(undefined, { staleTime: 0 });
  const save = trpc.complaintForms.attention.update.useMutation({ meta: { silent: true } });
  const [rows, setRows] = useState<TDayRow[] | null>(null);
  const { send, error, alertRef } = useMutationSend({
    mutation: save,
    onSuccess: (res) => {
      toast("success", res.message);
      setRows(null);
      void all.refetch();
    },
  });
  if (!all.data) return all.isError ? <Alert color="red">{ATTENTION_MESSAGES.unavailable}</Alert> : <PageLoader />;
  const current: TDayRow[] =
    rows ??
    [1, 2, 3, 4, 5, 6, 7].map((day) => {
      const c = all.data.find((d) => d.day === day);
      return {
        day,
        active: c?.active ?? false,
        hourInitAm: str(c?.hourInitAm ?? null),
        hourEndAm: str(c?.hourEndAm ?? null),
        hourInitPm: str(c?.hourInitPm ?? null),
        hourEndPm: str(c?.hourEndPm ?? null),
      };
    });
  const edit = (day: number, patch: Partial<TDayRow>) => setRows(current.map((r) => (r.day === day ? { ...r, ...patch } : r)));

  return (
    <form
      aria-label="Horario de atención"
      onSubmit={(e) => {
        e.preventDefault();
        const days: TAttentionDayInput[] = current
          .filter((r) => r.active || all.data.some((d) => d.day === r.day))
          .map((r) => ({
            day: r.day,
            active: r.active,
            hourInitAm: num(r.hourInitAm),
            hourEndAm: num(r.hourEndAm),
            hourInitPm: num(r.hourInitPm),
            hourEndPm: num(r.hourEndPm),
          }));
        send({ days });
      }}
    >
      <Stack gap="md">
        <Text>Días y horas en que la ciudadanía puede agendar citas. Las horas de la mañana van de 0 a 12 (12:00 M.) y las de la tarde de 12 a 24.</Text>
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Día</Table.Th>
                <Table.Th scope="col">Inicio mañana</Table.Th>
                <Table.Th scope="col">Fin mañana</Table.Th>
                <Table.Th scope="col">Inicio tarde</Table.Th>
                <Table.Th scope="col">Fin tarde</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.map((r) => {
                const name = DAY_NAMES[r.day];
                const hourSelect = (key: "hourInitAm" | "hourEndAm" | "hourInitPm" | "hourEndPm", label: string, data: typeof AM_HOURS) => (
                  <Select
                    aria-label={`${label} del ${name}`}
                    data={data}
                    clearable
                    placeholder="—"
                    value={r[key]}
                    disabled={!r.active}
                    onChange={(v) => edit(r.day, { [key]: v })}
                  />
                );
                return (
                  <Table.Tr key={r.day}>
                    <Table.Td>
                      <Checkbox label={name} checked={r.active} onChange={(e) => edit(r.day, { active: e.currentTarget.checked })} />
                    </Table.Td>
                    <Table.Td>{hourSelect("hourInitAm", "Hora inicial de la mañana", AM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourEndAm", "Hora final de la mañana", AM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourInitPm", "Hora inicial de la tarde", PM_HOURS)}</Table.Td>
                    <Table.Td>{hourSelect("hourEndPm", "Hora final de la tarde", PM_HOURS)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <FormAlert ref={alertRef} error={error} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Guardar horario
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
