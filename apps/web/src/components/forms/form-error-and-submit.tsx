import { Button, Group } from "@mantine/core";
import { FormAlert } from "./form-alert";

/** The end of a small staff or citizen form: its server error (announced) and its submit button. */
export function FormErrorAndSubmit({ error, busy, label }: { error: string | null | undefined; busy: boolean; label: string }) {
  return (
    <>
      <FormAlert error={error} />
      <Group>
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      </Group>
    </>
  );
}
