import { Button, Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core";
import { GLOBAL_EXCLUSION_MESSAGES as M } from "@portal/schemas/contents/global-exclusion.schema";
import { useState } from "react";
import { formErrorMessage } from "../../../lib/errors";
import { formatLongDate } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";

/**
 * Global contents this site hides (POST contentexclude): a global content carries a negative id in this site's
 * lists; once excluded it is no longer shown here, until shown again.
 */
export function GlobalExclusionsAdmin() {
  const utils = trpc.useUtils();
  const list = trpc.contents.globalExclusions.list.useQuery();
  const [id, setId] = useState<number | string>("");
  const done = (r: { message: string }) => {
    toast("success", r.message);
    setId("");
    void utils.contents.globalExclusions.invalidate();
  };
  const onError = (e: unknown) => toast("error", formErrorMessage(e));
  const exclude = trpc.contents.globalExclusions.exclude.useMutation({ onSuccess: done, onError });
  const restore = trpc.contents.globalExclusions.restore.useMutation({ onSuccess: done, onError });
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Contenidos globales ocultos
      </Title>
      <Group align="flex-end">
        <NumberInput label="Identificador del contenido global" description={M.notGlobal} max={-1} allowDecimal={false} value={id} onChange={setId} maw={320} />
        <Button loading={exclude.isPending} disabled={typeof id !== "number"} onClick={() => typeof id === "number" && exclude.mutate({ contentID: id })}>
          Ocultar en este sitio
        </Button>
      </Group>
      {(list.data ?? []).length === 0 ? (
        <Text role="status">No hay contenidos globales ocultos.</Text>
      ) : (
        <Table striped aria-label="Contenidos globales ocultos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Identificador</Table.Th>
              <Table.Th scope="col">Oculto desde</Table.Th>
              <Table.Th scope="col">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((x) => (
              <Table.Tr key={x.contentID}>
                <Table.Td>{x.contentID}</Table.Td>
                <Table.Td>{formatLongDate(x.createdAt)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => restore.mutate({ contentID: x.contentID })}>
                    Volver a mostrar
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
