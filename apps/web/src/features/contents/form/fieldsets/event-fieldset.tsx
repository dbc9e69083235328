import { Fieldset, Group, Select, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import { SpanishDateInput } from "../../../../components/forms/spanish-date-input";
import { HOURS, type TFieldsetProps } from "../use-content-form";

/** Event (2): host, place, start day and hour (08 by default), end day and hour. */
export function EventFieldset({ form }: TFieldsetProps) {
  const hourProps = (name: "startHour" | "endHour") => ({
    data: HOURS,
    value: form.values[name] || null,
    onChange: (v: string | null) => form.setField(name, v ?? ""),
    onBlur: () => form.blur(name),
    error: form.errorOf(name),
  });
  return (
    <Fieldset legend="Datos del evento">
      <TextInput label="Organizador" withAsterisk maxLength={CONTENT_LIMITS.eventTextMax} {...form.textProps("eventHost")} />
      <TextInput label="Lugar" withAsterisk maxLength={CONTENT_LIMITS.eventTextMax} mt="sm" {...form.textProps("eventLocation")} />
      <Group grow mt="sm" align="flex-start">
        <SpanishDateInput label="Fecha de inicio" withAsterisk {...form.dateProps("startDate")} />
        <Select label="Hora de inicio" withAsterisk {...hourProps("startHour")} />
      </Group>
      <Group grow mt="sm" align="flex-start">
        <SpanishDateInput label="Fecha de cierre" withAsterisk {...form.dateProps("endDate")} />
        <Select label="Hora de cierre" withAsterisk {...hourProps("endHour")} />
      </Group>
    </Fieldset>
  );
}
