import { NativeSelect } from "@mantine/core";
import { CONTENT_RANGE_TYPES } from "@portal/schemas/contents/content-query-options";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";

/** The list's date filter (spec 02 §2): both ends as Bogotá days "YYYY-MM-DD" and the date the range applies to. */
export type TDateRange = { from: string; to: string; type: string };

/**
 * "Desde", "Hasta" and "Tipo de fecha", shown once "Filtrar por fechas" is ticked. A chunk of its own: the date picker's
 * code (Mantine dates, dayjs and its locale) is evaluated only by the reader who filters, not on every section's first
 * load, where it was part of the blocking time of a phone's noticias (issue 28).
 */
export function DateRangeFields({
  range,
  hasIssueDate,
  onChange,
}: {
  range: TDateRange;
  hasIssueDate: boolean;
  onChange: (patch: Partial<TDateRange>) => void;
}) {
  return (
    <>
      <SpanishDateInput label="Desde" value={range.from || null} onChange={(v) => onChange({ from: v ?? "" })} />
      <SpanishDateInput label="Hasta" value={range.to || null} onChange={(v) => onChange({ to: v ?? "" })} />
      <NativeSelect
        label="Tipo de fecha"
        maw={180}
        data={[
          { value: String(CONTENT_RANGE_TYPES.creation), label: "Creación" },
          { value: String(CONTENT_RANGE_TYPES.update), label: "Actualización" },
          ...(hasIssueDate ? [{ value: String(CONTENT_RANGE_TYPES.issue), label: "Expedición" }] : []),
        ]}
        value={range.type}
        onChange={(e) => onChange({ type: e.currentTarget.value })}
      />
    </>
  );
}
