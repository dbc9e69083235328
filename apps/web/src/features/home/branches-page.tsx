import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { settingsAtom } from "../../state/settings";
import { BranchLines } from "../contact/branch-lines";

/** /sucursales: every branch from the footer data (name, address, hours, e-mail, phones). */
export function BranchesPage() {
  const branches = useAtomValue(settingsAtom)?.entity.subsidiaries ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Sucursales</Title>
      {branches.length === 0 ? (
        <Text>La entidad no tiene sucursales registradas.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {branches.map((b) => (
            <Paper component="li" key={`${b.name}-${b.address}`} withBorder p="lg" radius="md">
              <Title order={2} size="h4" mb="xs">
                {b.name}
              </Title>
              <BranchLines branch={b} />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
