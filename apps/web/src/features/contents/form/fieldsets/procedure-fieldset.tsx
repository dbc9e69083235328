import { Fieldset, Select, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import { PROCEDURE_COST_TYPE, PROCEDURE_TYPE } from "@portal/schemas/contents/content-types";
import type { TContentFormValues } from "../form-values";
import type { TFieldsetProps } from "../use-content-form";

const TYPES = [
  { value: String(PROCEDURE_TYPE.link), label: "Enlace" },
  { value: String(PROCEDURE_TYPE.text), label: "Texto" },
];
const COSTS = [
  { value: String(PROCEDURE_COST_TYPE.noCost), label: "Sin costo" },
  { value: String(PROCEDURE_COST_TYPE.withCost), label: "Con costo" },
  { value: String(PROCEDURE_COST_TYPE.exactCost), label: "Costo exacto" },
];

/** Procedure (14): type, URL, cost type, exact value (cost type 2) and duration. */
export function ProcedureFieldset({ form }: TFieldsetProps) {
  const select = (name: keyof TContentFormValues & ("procedureTypeID" | "procedureCostType")) => ({
    value: form.values[name] || null,
    onChange: (v: string | null) => {
      form.setField(name, v ?? "");
      form.touch(name);
    },
    error: form.errorOf(name),
  });
  return (
    <Fieldset legend="Datos del trámite">
      <Select label="Tipo de trámite" withAsterisk data={TYPES} {...select("procedureTypeID")} />
      <TextInput label="URL del trámite" type="url" mt="sm" maxLength={CONTENT_LIMITS.procedureUrlMax} {...form.textProps("procedureUrl")} />
      <Select label="Valor del trámite" withAsterisk mt="sm" data={COSTS} {...select("procedureCostType")} />
      {form.values.procedureCostType === String(PROCEDURE_COST_TYPE.exactCost) && (
        <TextInput
          label="Costo exacto"
          withAsterisk
          mt="sm"
          inputMode="numeric"
          maxLength={CONTENT_LIMITS.procedureValueMax}
          {...form.textProps("procedureValue")}
        />
      )}
      <TextInput label="Duración" withAsterisk mt="sm" maxLength={CONTENT_LIMITS.procedureTimeMax} {...form.textProps("procedureTime")} />
    </Fieldset>
  );
}
