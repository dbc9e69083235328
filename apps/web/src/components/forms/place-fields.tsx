import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";
import { fieldText } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { SELECT_TEXTS, toOptions } from "./select-options";

const asText = (v: unknown): string | null => (v === null || v === undefined ? null : fieldText(v));

/** The form fields a place is written into. */
type TPlaceNames<N extends string> = { country: N; department: N; municipality: N; city: N; neighborhood: N };

/** What PlaceFields needs of a form (`useZodForm`'s result fits). */
type TPlaceForm<N extends string> = {
  values: Record<N, string | null>;
  setField: (name: N, value: string | null) => void;
  blur: (name: N) => void;
  errorOf: (name: string) => string | undefined;
};

type Props<N extends string> = {
  form: TPlaceForm<N>;
  names: TPlaceNames<N>;
  disabled?: boolean;
  /** " de la respuesta" for a second place in the same form. */
  labelSuffix?: string;
  neighborhoodLabel?: string;
  maxLength: number;
};

/**
 * Country from the locations API (DIVIPOLA); for Colombia its department and municipality (each list loaded only
 * when it is needed) plus the neighbourhood or vereda; abroad, a free city.
 */
export function PlaceFields<N extends string>({ form, names, disabled = false, labelSuffix = "", neighborhoodLabel = "Barrio o vereda", maxLength }: Props<N>) {
  const { values, setField, errorOf } = form;
  const isColombia = Number(values[names.country]) === COLOMBIA_ID;
  const department = values[names.department];
  const countries = trpc.locations.root.useQuery(undefined, { staleTime: Infinity });
  const departments = trpc.locations.children.useQuery({ id: COLOMBIA_ID }, { enabled: isColombia, staleTime: Infinity });
  const municipalities = trpc.locations.children.useQuery({ id: Number(department) }, { enabled: isColombia && Boolean(department), staleTime: Infinity });

  const select = (name: N, loading: boolean) => ({
    name,
    value: values[name],
    onBlur: () => form.blur(name),
    error: errorOf(name),
    disabled,
    withAsterisk: true,
    searchable: true,
    placeholder: loading ? "Cargando…" : "Selecciona",
    ...SELECT_TEXTS,
  });
  const text = (name: N) => ({
    name,
    value: values[name] ?? "",
    onChange: (e: { currentTarget: { value: string } }) => setField(name, e.currentTarget.value),
    onBlur: () => form.blur(name),
    error: errorOf(name),
    disabled,
    withAsterisk: true,
    maxLength,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={`País${labelSuffix}`}
        data={toOptions(countries.data)}
        {...select(names.country, countries.isLoading)}
        onChange={(v) => {
          setField(names.country, asText(v));
          setField(names.department, null);
          setField(names.municipality, null);
        }}
      />
      {isColombia ? (
        <>
          <Select
            label={`Departamento${labelSuffix}`}
            data={toOptions(departments.data)}
            {...select(names.department, departments.isLoading)}
            onChange={(v) => {
              setField(names.department, asText(v));
              setField(names.municipality, null);
            }}
          />
          <Select
            label={`Municipio${labelSuffix}`}
            data={toOptions(municipalities.data)}
            {...select(names.municipality, municipalities.isLoading)}
            placeholder={department ? (municipalities.isLoading ? "Cargando…" : "Selecciona") : "Primero elige el departamento"}
            disabled={disabled || !department}
            onChange={(v) => setField(names.municipality, asText(v))}
          />
          <TextInput label={neighborhoodLabel} {...text(names.neighborhood)} />
        </>
      ) : (
        <TextInput label={`Ciudad${labelSuffix}`} autoComplete="address-level2" {...text(names.city)} />
      )}
    </SimpleGrid>
  );
}
