import { Checkbox, Fieldset, Group, Stack } from "@mantine/core";
import { CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { SpanishDateInput } from "../../../../components/forms/spanish-date-input";
import type { TFieldsetProps } from "../use-content-form";

/**
 * The type's dates from its CONTENT_TYPES row: start (challenge, convocation, hangout), issue date (document), the
 * closing date or "Sin fecha de cierre" (article, convocation, challenge), and every type's publication window.
 */
export function DatesFieldset({ form }: TFieldsetProps) {
  const type = form.values.contentType;
  if (type === null) return null;
  const row = CONTENT_TYPES[type];
  const needsStart = row.needsStartAndEnd || row.hasCountdown;
  return (
    <Fieldset legend="Fechas">
      <Stack gap="sm">
        <Group grow align="flex-start">
          {needsStart && <SpanishDateInput label="Fecha de inicio" withAsterisk {...form.dateProps("startingDate")} />}
          {row.needsIssueDate && <SpanishDateInput label="Fecha de expedición" withAsterisk {...form.dateProps("startingDate")} />}
          {row.keepsClosingDate && (
            <SpanishDateInput
              label="Fecha de vigencia"
              withAsterisk={!form.values.withoutClosingDate}
              disabled={form.values.withoutClosingDate}
              {...form.dateProps("closingDate")}
            />
          )}
        </Group>
        {row.keepsClosingDate && (
          <Checkbox
            label="Sin fecha de cierre"
            checked={form.values.withoutClosingDate}
            onChange={(e) => {
              form.setField("withoutClosingDate", e.currentTarget.checked);
              if (e.currentTarget.checked) form.setField("closingDate", "");
            }}
          />
        )}
        <Group grow align="flex-start">
          <SpanishDateInput label="Publicar desde" {...form.dateProps("publishedDateFrom")} />
          <SpanishDateInput label="Publicar hasta" {...form.dateProps("publishedDateTo")} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
