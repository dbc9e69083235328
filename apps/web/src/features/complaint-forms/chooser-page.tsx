import { Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { COMPLAINT_FORM_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router";
import { openExternalLink } from "../../components/dialogs";
import { trpc } from "../../lib/trpc";
import { settingsAtom } from "../../state/settings";
import { useComplaintPaths } from "./complaint-paths";
import { chooserTarget } from "./complaint-values";

/** /{complaint route}: the PQRDS type chooser. */
export function ComplaintChooserPage() {
  const navigate = useNavigate();
  const paths = useComplaintPaths();
  const links = useAtomValue(settingsAtom)?.externalLinks ?? { pqrds: null, attention: null };
  const types = trpc.complaintForms.types.useQuery(undefined, { staleTime: Infinity });
  const list = types.data ?? COMPLAINT_FORM_TYPES;

  const choose = (typeId: number) => {
    const target = chooserTarget(typeId, links);
    if (target.kind === "form") return void navigate(paths.form(typeId));
    if (target.confirm) return void openExternalLink(target.url);
    globalThis.open?.(target.url, "_blank", "noopener,noreferrer");
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Peticiones, quejas, reclamos, denuncias y sugerencias</Title>
        <Text mt="xs">Elige el tipo de solicitud que quieres radicar ante la entidad, o consulta el estado de una solicitud que ya enviaste.</Text>
      </div>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
        aria-label="Tipos de solicitud"
      >
        {list.map((t) => (
          <li key={t.id}>
            <Button fullWidth size="lg" variant="light" h="auto" py="md" styles={{ label: { whiteSpace: "normal" } }} onClick={() => choose(t.id)}>
              {t.name}
            </Button>
          </li>
        ))}
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3">
          ¿Ya enviaste una solicitud?
        </Title>
        <Text my="sm">Con el número de radicado puedes conocer su estado y su respuesta.</Text>
        <Button onClick={() => void navigate(paths.tracking)}>Consulta tu solicitud</Button>
      </Paper>
    </Stack>
  );
}
