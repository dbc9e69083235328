import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import type { TFieldsetProps } from "../use-content-form";

/** Vote (3): at least two options of at most 100 characters. */
export function VoteFieldset({ form }: TFieldsetProps) {
  const options = form.values.answerOptions;
  const set = (next: { text: string }[]) => {
    form.setField("answerOptions", next);
    form.touch("answerOptions");
  };
  return (
    <Fieldset legend="Opciones de votación">
      <Stack gap="xs">
        {options.map((o, i) => (
          <Group key={i} align="flex-end" wrap="nowrap">
            <TextInput
              label={`Opción ${i + 1}`}
              withAsterisk
              maxLength={CONTENT_LIMITS.optionTextMax}
              value={o.text}
              onChange={(e) => {
                const text = e.currentTarget.value;
                form.setField(
                  "answerOptions",
                  options.map((x, j) => (j === i ? { text } : x)),
                );
              }}
              onBlur={() => form.touch("answerOptions")}
              style={{ flex: 1 }}
            />
            <ActionIcon variant="default" size="lg" aria-label={`Quitar la opción ${i + 1}`} onClick={() => set(options.filter((_, j) => j !== i))}>
              ×
            </ActionIcon>
          </Group>
        ))}
        {form.errorOf("answerOptions") && (
          <Text c="red.8" size="sm" role="alert">
            {form.errorOf("answerOptions")}
          </Text>
        )}
        <div>
          <Button variant="light" onClick={() => set([...options, { text: "" }])}>
            Agregar opción
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
