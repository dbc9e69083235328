import { Text } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

/**
 * One label and its value inside a description list (`<dl>`): a request's details, a verification's result. An empty
 * value (null, undefined or "") shows `emptyText`, or hides the pair when there is none. Long unbroken values (codes,
 * e-mail addresses) wrap anywhere rather than overflow a narrow screen.
 */
export function DescriptionItem({
  label,
  value,
  emptyText,
  fw = 500,
}: {
  label: string;
  value: ReactNode;
  emptyText?: string;
  fw?: CSSProperties["fontWeight"];
}) {
  const empty = value === null || value === undefined || value === "";
  if (empty && emptyText === undefined) return null;
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={fw} style={{ overflowWrap: "anywhere" }}>
        {empty ? emptyText : value}
      </Text>
    </div>
  );
}
