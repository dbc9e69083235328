import { Fieldset, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import type { TFieldsetProps } from "../use-content-form";

/** Accountability (9): base, goal and completion percentage 0–100. */
export function AccountabilityFieldset({ form }: TFieldsetProps) {
  return (
    <Fieldset legend="Rendición de cuentas">
      <TextInput label="Línea base" withAsterisk maxLength={CONTENT_LIMITS.accountabilityTextMax} {...form.textProps("accountabilityBase")} />
      <TextInput label="Meta" withAsterisk mt="sm" maxLength={CONTENT_LIMITS.accountabilityTextMax} {...form.textProps("accountabilityGoal")} />
      <TextInput label="Porcentaje de cumplimiento" withAsterisk mt="sm" inputMode="decimal" rightSection="%" {...form.textProps("accountabilityPercentage")} />
    </Fieldset>
  );
}
