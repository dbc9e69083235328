import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One label and its value in a request's description list; an empty value shows nothing. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ wordBreak: "break-word" }}>
        {value}
      </Text>
    </div>
  );
}
