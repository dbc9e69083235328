import { Alert, Group, Radio, Select, SimpleGrid } from "@mantine/core";
import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { PRESENTIAL } from "@portal/schemas/complaint-forms/complaint-catalog";
import { useMemo } from "react";
import { formatLongDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import type { TComplaintFields, TComplaintFormState } from "./complaint-fields";

/** Appointments (type 8): in person or virtual, then a day with free hours and an hour of that day. */
export function AppointmentFields({ form, fields, busy }: { form: TComplaintFormState; fields: TComplaintFields; busy: boolean }) {
  const { values, setField, errorOf } = form;
  const attention = trpc.complaintForms.attention.root.useQuery(undefined, { meta: { silent: true } });
  const dayOptions = useMemo(
    () =>
      (attention.data ?? [])
        .flatMap((d) =>
          d.dates.map((date) => ({ value: `${d.attentionConfigID}|${date}`, label: `${d.dayName} ${formatLongDate(`${date}T12:00:00-05:00`)}`, date })),
        )
        .sort((a, b) => a.date.localeCompare(b.date)),
    [attention.data],
  );
  const chosenConfigID = values.attentionDay?.split("|")[0];
  const chosenConfig = chosenConfigID ? (attention.data ?? []).find((d) => String(d.attentionConfigID) === chosenConfigID) : undefined;
  const hourOptions = (chosenConfig?.hours ?? []).map((h) => ({ value: String(h.id), label: formatAttentionHour(h.id) }));
  return (
    <>
      <Radio.Group
        label="Tipo de cita"
        withAsterisk
        name="presential"
        value={values.presential}
        onChange={(v) => setField("presential", v)}
        error={errorOf("presential")}
      >
        <Group gap="xl" mt={4}>
          <Radio value={String(PRESENTIAL.inPerson)} label="Presencial" disabled={busy} />
          <Radio value={String(PRESENTIAL.virtual)} label="Virtual" disabled={busy} />
        </Group>
      </Radio.Group>
      {attention.isError && (
        <Alert color="red" variant="light" role="alert">
          El servicio no está disponible en este momento
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Día de la cita"
          withAsterisk
          data={dayOptions}
          {...fields.select("attentionDay", "DaysAttentions")}
          placeholder={attention.isLoading ? "Cargando…" : "Selecciona"}
          onChange={(v) => {
            setField("attentionDay", v);
            setField("hour", null);
          }}
        />
        <Select
          label="Hora de la cita"
          withAsterisk
          data={hourOptions}
          {...fields.select("hour")}
          disabled={busy || !values.attentionDay}
          placeholder={values.attentionDay ? "Selecciona" : "Primero elige el día"}
        />
      </SimpleGrid>
    </>
  );
}
