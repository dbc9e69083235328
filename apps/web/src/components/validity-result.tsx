import { Button, Group, Paper, SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface ValidityResultProps {
  /** How the section is named for assistive technology: a label, or the id of the heading it shows. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** What the entity says about the code (a title or an alert), above the fields. */
  heading: ReactNode;
  /** The label/value rows of what was issued under the code (rendered inside a `<dl>`). */
  children: ReactNode;
  onValidateAnother: () => void;
}

/** The answer of a validity check (certificates, documents, answer letters): what was issued, then "Validar otro código". */
export function ValidityResult({ heading, children, onValidateAnother, ...named }: ValidityResultProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" {...named}>
      <Stack gap="md">
        {heading}
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
          {children}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onValidateAnother}>
            Validar otro código
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
