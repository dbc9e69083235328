import { Anchor, Checkbox, Fieldset, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { ADDRESS_MAX, GENDERS, IDENTIFICATION_MAX, NAME_MAX, PHONE_MAX, PLACE_MAX } from "@portal/schemas/accounts/register.schema";
import { trpc } from "../../lib/trpc";
import { PATHS } from "../../routes/paths";
import type { z } from "zod";
import type { useZodForm } from "../../lib/use-zod-form";
import { PlaceFields } from "../../components/forms/place-fields";
import { SELECT_TEXTS, toOptions } from "../../components/forms/select-options";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { birthDateRange, type TRegisterValues } from "./register-values";

export const FIELDSET_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: "0.5rem" } } as const;
const PLACE = { country: "country", department: "department", municipality: "location", city: "city", neighborhood: "neighborhood" } as const;

type Props = {
  form: Pick<ReturnType<typeof useZodForm<TRegisterValues, z.ZodType>>, "values" | "setField" | "errorOf" | "textProps" | "blur" | "touch">;
  busy: boolean;
  /**
   * "loa:2" (spec 03 §5): the names come from the identity provider and are read-only; identification type,
   * number, expedition date, phone, address, place, gender and birth date are required.
   */
  verified?: boolean;
};

/** The registration's personal, place and contact fields (the application registration and the external one). */
export function RegisterFields({ form, busy, verified = false }: Props) {
  const { values, setField, errorOf, textProps } = form;
  const range = useMemo(() => birthDateRange(), []);
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity });
  const selectProps = (name: "identificationType" | "genderID") => ({
    name,
    value: values[name],
    onBlur: () => form.blur(name),
    error: errorOf(name),
    disabled: busy,
    withAsterisk: verified,
  });
  const nameProps = { readOnly: verified, disabled: busy };

  return (
    <>
      <Fieldset legend="Datos personales" variant="unstyled" styles={FIELDSET_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Primer nombre" autoComplete="given-name" withAsterisk maxLength={NAME_MAX} {...textProps("name")} {...nameProps} />
          <TextInput label="Segundo nombre" autoComplete="additional-name" maxLength={NAME_MAX} {...textProps("secondname")} {...nameProps} />
          <TextInput label="Primer apellido" autoComplete="family-name" withAsterisk maxLength={NAME_MAX} {...textProps("lastname")} {...nameProps} />
          <TextInput label="Segundo apellido" maxLength={NAME_MAX} {...textProps("secondlastname")} {...nameProps} />
          <Select
            label="Tipo de identificación"
            data={toOptions(idTypes.data)}
            placeholder="Selecciona"
            clearable
            {...selectProps("identificationType")}
            onChange={(v) => setField("identificationType", v)}
            {...SELECT_TEXTS}
          />
          <TextInput label="Número de identificación" inputMode="numeric" withAsterisk={verified} maxLength={IDENTIFICATION_MAX} {...textProps("identification")} disabled={busy} />
          {verified && (
            <SpanishDateInput
              label="Fecha de expedición"
              withAsterisk
              maxDate={new Date().toISOString().slice(0, 10)}
              name="expeditionDate"
              value={values.expeditionDate}
              onChange={(v) => setField("expeditionDate", v)}
              onBlur={() => form.blur("expeditionDate")}
              error={errorOf("expeditionDate")}
              disabled={busy}
            />
          )}
          <Select label="Género" data={GENDERS.map((g) => ({ value: String(g.id), label: g.name }))} placeholder="Selecciona" clearable {...selectProps("genderID")} onChange={(v) => setField("genderID", v)} {...SELECT_TEXTS} />
          <SpanishDateInput
            label="Fecha de nacimiento"
            withAsterisk={verified}
            minDate={range.min}
            maxDate={range.max}
            defaultDate={range.max}
            defaultLevel="decade"
            name="birthDate"
            value={values.birthDate}
            onChange={(v) => setField("birthDate", v)}
            onBlur={() => form.blur("birthDate")}
            error={errorOf("birthDate")}
            disabled={busy}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Ubicación y contacto" variant="unstyled" styles={FIELDSET_STYLES}>
        <PlaceFields form={form} names={PLACE} disabled={busy} maxLength={PLACE_MAX} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <TextInput label="Dirección" autoComplete="street-address" withAsterisk={verified} maxLength={ADDRESS_MAX} {...textProps("address")} disabled={busy} />
          <TextInput label="Teléfono" type="tel" inputMode="numeric" autoComplete="tel" withAsterisk={verified} maxLength={PHONE_MAX} description="Solo números, sin espacios" {...textProps("phone")} disabled={busy} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

/** The newsletter choice and the acceptance of the terms and the data policy (stated on submit, spec 03 §5). */
export function RegisterConsents({ form, busy }: Pick<Props, "form" | "busy">) {
  const { values, setField, touch, errorOf } = form;
  return (
    <>
      <Checkbox
        label="Quiero recibir el boletín de noticias de la entidad"
        checked={values.enabledNewsletter}
        onChange={(e) => setField("enabledNewsletter", e.currentTarget.checked)}
        disabled={busy}
      />
      <Checkbox
        name="acceptTerms"
        label={
          <>
            Acepto los{" "}
            <Anchor href={PATHS.policies} target="_blank" rel="noopener" inherit>
              términos y condiciones
            </Anchor>{" "}
            y la{" "}
            <Anchor href={PATHS.treatmentPolicies} target="_blank" rel="noopener" inherit>
              política de tratamiento de datos
            </Anchor>
          </>
        }
        checked={values.acceptTerms}
        onChange={(e) => {
          setField("acceptTerms", e.currentTarget.checked);
          touch("acceptTerms");
        }}
        error={errorOf("acceptTerms")}
        disabled={busy}
      />
    </>
  );
}
