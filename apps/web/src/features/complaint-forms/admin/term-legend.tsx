import { Badge, Group, Text } from "@mantine/core";
import { levelColor } from "../request-format";

/** The colours of the term badges, explained. */
export function TermLegend() {
  return (
    <Group gap="xs" aria-label="Convenciones del término">
      <Text size="sm">Término:</Text>
      {[0, 1, 2, 3].map((l) => (
        <Badge key={l} color={levelColor(l)} variant="filled">
          {["Menos del 50 %", "Desde el 50 %", "Desde el 80 %", "100 % o vencida"][l]}
        </Badge>
      ))}
    </Group>
  );
}
