import { Fieldset, Select, SimpleGrid, TextInput } from "@mantine/core";
import { COMPLAINT_GENDERS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_LIMITS as L } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { PlaceFields } from "../../../components/forms/place-fields";
import { toOptions } from "../../../components/forms/select-options";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { bogotaDay } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { forcedIdentificationType, isLegalPerson } from "../complaint-values";
import { FIELDSET_STYLES, type TComplaintFields, type TComplaintFormState } from "./complaint-fields";

const PERSONAL_PLACE = {
  country: "rootLocationPersonal",
  department: "secondLevelLocationPersonal",
  municipality: "locationPersonal",
  city: "cityPersonal",
  neighborhood: "neighborhoodPersonal",
} as const;
const GENDER_OPTIONS = COMPLAINT_GENDERS.map((g) => ({ value: String(g.id), label: g.name }));

type Props = { form: TComplaintFormState; fields: TComplaintFields; busy: boolean };

/** "Datos del solicitante" and "Ubicación y teléfonos": asked when the request is not anonymous. */
export function RequesterSection({ form, fields, busy }: Props) {
  const { values, setField, errorOf } = form;
  const { select, text } = fields;
  const legal = isLegalPerson(values.complaintFormUserTypeID);
  const forcedIdType = forcedIdentificationType(values.complaintFormUserTypeID);
  const userTypes = trpc.complaintForms.userTypes.useQuery(undefined, { staleTime: Infinity });
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity });
  return (
    <>
      <Fieldset legend="Datos del solicitante" variant="unstyled" styles={FIELDSET_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Tipo de solicitante"
            withAsterisk
            data={toOptions(userTypes.data)}
            {...select("complaintFormUserTypeID")}
            onChange={(v) => {
              setField("complaintFormUserTypeID", v);
              const forced = forcedIdentificationType(v);
              if (forced) setField("identificationType", forced);
            }}
          />
          <TextInput label={legal ? "Razón social" : "Primer nombre"} withAsterisk maxLength={L.nameMax} {...text("firstName")} />
          {!legal && (
            <>
              <TextInput label="Segundo nombre" maxLength={L.nameMax} {...text("lastName")} />
              <TextInput label="Primer apellido" withAsterisk maxLength={L.nameMax} {...text("firstSurName")} />
              <TextInput label="Segundo apellido" maxLength={L.nameMax} {...text("lastSurName")} />
            </>
          )}
          <Select
            label="Tipo de identificación"
            withAsterisk
            data={toOptions(idTypes.data)}
            {...select("identificationType")}
            disabled={busy || forcedIdType !== null}
          />
          <TextInput label="Número de identificación" withAsterisk inputMode="numeric" maxLength={L.identificationMax} {...text("identification")} />
          {!legal && (
            <>
              <SpanishDateInput
                label="Fecha de nacimiento"
                withAsterisk
                maxDate={bogotaDay()}
                defaultLevel="decade"
                name="birthDate"
                value={values.birthDate}
                onChange={(v) => setField("birthDate", v)}
                onBlur={() => form.blur("birthDate")}
                error={errorOf("birthDate")}
                disabled={busy}
              />
              <Select label="Género" withAsterisk data={GENDER_OPTIONS} {...select("genderID")} />
            </>
          )}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Ubicación y teléfonos" variant="unstyled" styles={FIELDSET_STYLES}>
        <PlaceFields form={form} names={PERSONAL_PLACE} disabled={busy} maxLength={L.placeMax} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <TextInput label="Dirección" withAsterisk autoComplete="street-address" maxLength={L.addressMax} {...text("addressPersonal")} />
          <TextInput
            label="Teléfono fijo"
            type="tel"
            inputMode="numeric"
            maxLength={L.phoneMax}
            description="Solo números, sin espacios"
            {...text("phoneNumberPersonal")}
          />
          <TextInput
            label="Teléfono móvil"
            withAsterisk
            type="tel"
            inputMode="numeric"
            maxLength={L.phoneMax}
            description="Solo números, sin espacios"
            {...text("mobileNumberPersonal")}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
