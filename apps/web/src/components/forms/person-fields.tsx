import { Fieldset, SimpleGrid, TextInput } from "@mantine/core";
import { ADDRESS_MAX, PHONE_MAX, PLACE_MAX } from "@portal/schemas/accounts/register.schema";
import { useMemo } from "react";
import { birthDateRange } from "./birth-date-range";
import { PlaceFields } from "./place-fields";
import { SpanishDateInput } from "./spanish-date-input";

/** The legend style of the person forms' sections (registration, profile). */
export const FIELDSET_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: "0.5rem" } } as const;
const PLACE = { country: "country", department: "department", municipality: "location", city: "city", neighborhood: "neighborhood" } as const;

type TPersonField = "country" | "department" | "location" | "city" | "neighborhood" | "birthDate";
type TTextProps = {
  name: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** What the person fields need of a form (`useZodForm`'s result over the registration or profile values fits). */
export type TPersonForm = {
  values: Record<TPersonField, string | null>;
  setField: (name: TPersonField, value: string | null) => void;
  blur: (name: TPersonField) => void;
  errorOf: (name: string) => string | undefined;
  textProps: (name: "address" | "phone") => TTextProps;
};

/** "Fecha de nacimiento": at least 13 years ago, the picker opening on decades. */
export function BirthDateField({ form, required, busy }: { form: TPersonForm; required: boolean; busy: boolean }) {
  const range = useMemo(() => birthDateRange(), []);
  return (
    <SpanishDateInput
      label="Fecha de nacimiento"
      withAsterisk={required}
      minDate={range.min}
      maxDate={range.max}
      defaultDate={form.values.birthDate ?? range.max}
      defaultLevel="decade"
      name="birthDate"
      value={form.values.birthDate}
      onChange={(v) => form.setField("birthDate", v)}
      onBlur={() => form.blur("birthDate")}
      error={form.errorOf("birthDate")}
      disabled={busy}
    />
  );
}

/** "Ubicación y contacto": the place (DIVIPOLA in Colombia, a city abroad), the address and the phone. */
export function LocationContactFieldset({
  form,
  required,
  busy,
  neighborhoodLabel,
}: {
  form: TPersonForm;
  required: boolean;
  busy: boolean;
  neighborhoodLabel?: string;
}) {
  return (
    <Fieldset legend="Ubicación y contacto" variant="unstyled" styles={FIELDSET_STYLES}>
      <PlaceFields form={form} names={PLACE} disabled={busy} maxLength={PLACE_MAX} neighborhoodLabel={neighborhoodLabel} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput
          label="Dirección"
          autoComplete="street-address"
          withAsterisk={required}
          maxLength={ADDRESS_MAX}
          {...form.textProps("address")}
          disabled={busy}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          withAsterisk={required}
          maxLength={PHONE_MAX}
          description="Solo números, sin espacios"
          {...form.textProps("phone")}
          disabled={busy}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
