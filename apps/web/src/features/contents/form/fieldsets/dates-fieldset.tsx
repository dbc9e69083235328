import { Checkbox, Fieldset, Group, Stack, TextInput } from "@mantine/core";
import { CONTENT_TYPES } from "@portal/schemas/contents/content-types";
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
          {needsStart && <TextInput type="date" label="Fecha de inicio" withAsterisk {...form.textProps("startingDate")} />}
          {row.needsIssueDate && <TextInput type="date" label="Fecha de expedición" withAsterisk {...form.textProps("startingDate")} />}
          {row.keepsClosingDate && (
            <TextInput type="date" label="Fecha de vigencia" withAsterisk={!form.values.withoutClosingDate} disabled={form.values.withoutClosingDate} {...form.textProps("closingDate")} />
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
          <TextInput type="date" label="Publicar desde" {...form.textProps("publishedDateFrom")} />
          <TextInput type="date" label="Publicar hasta" {...form.textProps("publishedDateTo")} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
