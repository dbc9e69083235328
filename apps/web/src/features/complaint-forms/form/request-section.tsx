import { Alert, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useMemo } from "react";
import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { COMPLAINT_FORM_MESSAGES as M, COMPLAINT_LIMITS as L, PRESENTIAL } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { formatLongDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { FIELDSET_STYLES, type TComplaintFields, type TComplaintFormState } from "./complaint-fields";

type Props = { form: TComplaintFormState; fields: TComplaintFields; busy: boolean; isAppointment: boolean };

// The description grows with its text through CSS (field-sizing), not Mantine's autosize, which measures the
// textarea's layout on mount and on every keystroke.
const DESCRIPTION_STYLES = { input: { fieldSizing: "content", minHeight: "8.5rem", maxHeight: "22rem" } } as const;

/** "Tu solicitud" (or "Tu cita": its kind, day and hour first) with the description and its character count. */
export function RequestSection({ form, fields, busy, isAppointment }: Props) {
  const { values } = form;
  return (
    <Fieldset legend={isAppointment ? "Tu cita" : "Tu solicitud"} variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="md">
        {isAppointment && <AppointmentFields form={form} fields={fields} busy={busy} />}
        <Textarea
          label={isAppointment ? M.appointmentDescriptionLabel : "Descripción de la solicitud"}
          withAsterisk
          rows={5}
          styles={DESCRIPTION_STYLES}
          maxLength={L.descriptionMax}
          {...fields.text("description")}
          description={
            <span aria-live="polite">
              {values.description.length}/{L.descriptionMax}
            </span>
          }
        />
      </Stack>
    </Fieldset>
  );
}

/** Appointments (type 8): in person or virtual, then a day with free hours and an hour of that day. */
function AppointmentFields({ form, fields, busy }: Omit<Props, "isAppointment">) {
  const { values, setField, errorOf } = form;
  const attention = trpc.complaintForms.attention.root.useQuery(undefined, { meta: { silent: true } });
  const dayOptions = useMemo(
    () =>
      (attention.data ?? [])
        .flatMap((d) => d.dates.map((date) => ({ value: `${d.attentionConfigID}|${date}`, label: `${d.dayName} ${formatLongDate(`${date}T12:00:00-05:00`)}`, date })))
        .sort((a, b) => a.date.localeCompare(b.date)),
    [attention.data],
  );
  const chosenConfig = values.attentionDay ? (attention.data ?? []).find((d) => String(d.attentionConfigID) === values.attentionDay!.split("|")[0]) : undefined;
  const hourOptions = (chosenConfig?.hours ?? []).map((h) => ({ value: String(h.id), label: formatAttentionHour(h.id) }));
  return (
    <>
      <Radio.Group label="Tipo de cita" withAsterisk name="presential" value={values.presential} onChange={(v) => setField("presential", v)} error={errorOf("presential")}>
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
