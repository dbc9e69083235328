import { Text } from "@mantine/core";

/** One label/value pair of a result summary (inside a `<dl>`). */
export function ResultField({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: "anywhere" }}>
        {value || "—"}
      </Text>
    </div>
  );
}
