import { Anchor, Checkbox, Fieldset, Select, SimpleGrid, TextInput } from "@mantine/core";
import { GENDERS, IDENTIFICATION_MAX, NAME_MAX } from "@portal/schemas/accounts/register.schema";
import type { z } from "zod";
import { PATHS } from "../../app/paths";
import { MemberChoices } from "../../components/forms/member-choices";
import { BirthDateField, FIELDSET_STYLES, LocationContactFieldset } from "../../components/forms/person-fields";
import { SELECT_TEXTS, toOptions } from "../../components/forms/select-options";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { bogotaDay } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import type { useZodForm } from "../../lib/use-zod-form";
import type { TRegisterValues } from "./register-values";

export { FIELDSET_STYLES } from "../../components/forms/person-fields";

type Props = {
  form: Pick<ReturnType<typeof useZodForm<TRegisterValues, z.ZodType>>, "values" | "setField" | "errorOf" | "textProps" | "blur" | "touch">;
  busy: boolean;
  /**
   * "loa:2" (spec 03 §5): the names, identification type and number come from the identity provider and are
   * read-only; expedition date, phone, address, place, gender and birth date are required.
   */
  verified?: boolean;
};

/** The registration's personal, place and contact fields (the application registration and the external one). */
export function RegisterFields({ form, busy, verified = false }: Props) {
  const { values, setField, errorOf, textProps } = form;
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
            clearable={!verified}
            {...selectProps("identificationType")}
            readOnly={verified}
            onChange={(v) => setField("identificationType", v)}
            {...SELECT_TEXTS}
          />
          <TextInput
            label="Número de identificación"
            inputMode="numeric"
            withAsterisk={verified}
            maxLength={IDENTIFICATION_MAX}
            {...textProps("identification")}
            {...nameProps}
          />
          {verified && (
            <SpanishDateInput
              label="Fecha de expedición"
              withAsterisk
              maxDate={bogotaDay()}
              name="expeditionDate"
              value={values.expeditionDate}
              onChange={(v) => setField("expeditionDate", v)}
              onBlur={() => form.blur("expeditionDate")}
              error={errorOf("expeditionDate")}
              disabled={busy}
            />
          )}
          <Select
            label="Género"
            data={GENDERS.map((g) => ({ value: String(g.id), label: g.name }))}
            placeholder="Selecciona"
            clearable
            {...selectProps("genderID")}
            onChange={(v) => setField("genderID", v)}
            {...SELECT_TEXTS}
          />
          <BirthDateField form={form} required={verified} busy={busy} />
        </SimpleGrid>
      </Fieldset>

      <LocationContactFieldset form={form} required={verified} busy={busy} />
    </>
  );
}

/** The newsletter choice and the acceptance of the terms and the data policy (stated on submit, spec 03 §5). */
export function RegisterConsents({ form, busy }: Pick<Props, "form" | "busy">) {
  const { values, setField, touch, errorOf } = form;
  return (
    <>
      <MemberChoices values={values} setField={setField} busy={busy} />
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
