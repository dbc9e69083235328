import { Button, Group, NumberInput, Stack, Title } from "@mantine/core";
import { GLOBAL_EXCLUSION_MESSAGES as M } from "@portal/schemas/contents/global-exclusion.schema";
import { useState } from "react";
import { PagedTable } from "../../../components/data/paged-table";
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
  // Failures are told once, here (silent: the client's generic toast would tell them a second time).
  const exclude = trpc.contents.globalExclusions.exclude.useMutation({ meta: { silent: true }, onSuccess: done, onError });
  const restore = trpc.contents.globalExclusions.restore.useMutation({ meta: { silent: true }, onSuccess: done, onError });
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
      <PagedTable
        failure={list.error}
        label="Contenidos globales ocultos"
        minWidth={0}
        rows={list.data}
        loading={list.isLoading}
        empty="No hay contenidos globales ocultos."
        rowKey={(x) => x.contentID}
        columns={[
          { key: "id", header: "Identificador", cell: (x) => x.contentID },
          { key: "since", header: "Oculto desde", cell: (x) => formatLongDate(x.createdAt) },
          {
            key: "actions",
            header: "Acciones",
            cell: (x) => (
              <Button
                size="xs"
                variant="default"
                aria-label={`Volver a mostrar el contenido ${x.contentID}`}
                loading={restore.isPending && restore.variables?.contentID === x.contentID}
                onClick={() => restore.mutate({ contentID: x.contentID })}
              >
                Volver a mostrar
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
