import { Group, Text, ThemeIcon } from "@mantine/core";

/** The two-step crumb of the request screens ("1 … 2 Respuesta"); the current step carries aria-current. */
export function StepCrumb({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Pasos de la solicitud">
      <Group component="ol" gap="lg" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {steps.map((label, i) => {
          const active = i === current;
          return (
            <Group component="li" key={label} gap={8} aria-current={active ? "step" : undefined} wrap="nowrap">
              <ThemeIcon radius="xl" size={28} color="portal" variant={active ? "filled" : "light"} aria-hidden="true">
                <Text fw={700} size="sm">
                  {i + 1}
                </Text>
              </ThemeIcon>
              <Text fw={active ? 700 : 400}>
                <span className="visually-hidden">Paso {i + 1}: </span>
                {label}
              </Text>
            </Group>
          );
        })}
      </Group>
    </nav>
  );
}
