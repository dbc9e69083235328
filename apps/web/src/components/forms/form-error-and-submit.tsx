import { Alert, Button, Group } from "@mantine/core";

/** The end of a small staff or citizen form: its server error (announced) and its submit button. */
export function FormErrorAndSubmit({ error, busy, label }: { error: string | null | undefined; busy: boolean; label: string }) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      </Group>
    </>
  );
}
