import { Fieldset, SimpleGrid, TextInput } from "@mantine/core";
import { COMPLAINT_LIMITS as L } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { FIELDSET_STYLES, type TComplaintFields } from "./complaint-fields";

const blockClipboard = {
  onCut: (e: { preventDefault(): void }) => e.preventDefault(),
  onCopy: (e: { preventDefault(): void }) => e.preventDefault(),
  onPaste: (e: { preventDefault(): void }) => e.preventDefault(),
};

/** "Correo electrónico", typed twice (the second time cannot be pasted). */
export function EmailSection({ fields }: { fields: TComplaintFields }) {
  const { text } = fields;
  return (
    <Fieldset legend="Correo electrónico" variant="unstyled" styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" maxLength={L.emailMax} {...text("emailPersonal")} />
        <TextInput
          label="Confirma tu correo electrónico"
          withAsterisk
          type="email"
          autoComplete="off"
          maxLength={L.emailMax}
          description="Escríbelo de nuevo: no se puede pegar"
          {...text("emailVerif")}
          {...blockClipboard}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
