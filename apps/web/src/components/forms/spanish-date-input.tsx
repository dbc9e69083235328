import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps, DatesProvider } from "@mantine/dates";
import "../../lib/dayjs";
import { parseSpanishDate } from "./spanish-date";

const DATES_SETTINGS = { locale: "es", firstDayOfWeek: 1 } as const;
const CLEAR_BUTTON = { "aria-label": "Borrar la fecha" } as const;

type Props = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * The portal's date field: typed as DD/MM/AAAA (or picked from a calendar in Spanish, weeks from Monday), its value
 * "YYYY-MM-DD" or null. Used by every form where a citizen types a date.
 */
export function SpanishDateInput({ value, onChange, ...props }: Props) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput
        description="Formato DD/MM/AAAA"
        placeholder="DD/MM/AAAA"
        clearable
        clearButtonProps={CLEAR_BUTTON}
        nextLabel="Siguiente"
        previousLabel="Anterior"
        {...props}
        valueFormat="DD/MM/YYYY"
        dateParser={parseSpanishDate}
        value={value}
        onChange={(v) => onChange(v)}
      />
    </DatesProvider>
  );
}
