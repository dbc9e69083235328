import { Anchor, Button, Group, Table, Text, TextInput, Title } from "@mantine/core";
import { RELATED_SITE_LIMITS, RELATED_SITE_MESSAGES, ZRelatedSiteForm } from "@portal/schemas/menus/related-site.schema";
import { useMemo, useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { ListPagination } from "../../components/data/list-pagination";
import { confirmDelete } from "../../components/dialogs";
import { FormModal } from "../../components/forms/form-modal";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import type { TRelatedSite } from "./menu-types";

function SiteForm({ site, onClose }: { site: TRelatedSite | null; onClose: () => void }) {
  const initialValues = useMemo(() => ({ name: site?.name ?? "", allowedUrl: site?.allowedUrl ?? "" }), [site]);
  const form = useZodForm({ schema: ZRelatedSiteForm, initialValues });
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.menus.relatedSites.invalidate();
    toast("success", RELATED_SITE_MESSAGES.saved);
    onClose();
  };
  const create = trpc.menus.relatedSites.create.useMutation({ meta: { silent: true } });
  const update = trpc.menus.relatedSites.update.useMutation({ meta: { silent: true } });
  const creating = useMutationSend({ mutation: create, onSuccess });
  const updating = useMutationSend({ mutation: update, onSuccess });
  const { formProps } = site ? updating : creating;
  return (
    <FormModal
      onClose={onClose}
      title={site ? "Editar sitio relacionado" : "Nuevo sitio relacionado"}
      {...formProps}
      onSubmit={form.handleSubmit((data) => (site ? updating.send({ ...data, id: site.id }) : creating.send(data)))}
      formRef={form.formRef}
      submitLabel="Guardar"
    >
      <TextInput label="Nombre del sitio" required maxLength={RELATED_SITE_LIMITS.nameMax} {...form.textProps("name")} />
      <TextInput label="Link del sitio" required type="url" maxLength={RELATED_SITE_LIMITS.linkMax} {...form.textProps("allowedUrl")} />
    </FormModal>
  );
}

/** Related sites (sites/related) shown in the menu panel: searched, added, edited, deleted. */
export function RelatedSitesEditor() {
  const [keyword, setKeyword] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const [editing, setEditing] = useState<TRelatedSite | null | "new">(null);
  const search = trpc.menus.relatedSites.search.useQuery({ keyword: keyword || undefined, page, pageSize: RELATED_SITE_LIMITS.pageSize });
  const utils = trpc.useUtils();
  const remove = trpc.menus.relatedSites.remove.useMutation({
    meta: { silent: true },
    onSuccess: () => {
      void utils.menus.relatedSites.invalidate();
      toast("success", RELATED_SITE_MESSAGES.deleted);
    },
    onError: (e) => toast("error", formErrorMessage(e)),
  });
  const rows = (search.data?.items ?? []) as TRelatedSite[];
  return (
    <section aria-labelledby="sitios-relacionados">
      <Group justify="space-between" mb="sm">
        <Title order={2} id="sitios-relacionados" size="h3">
          Sitios relacionados
        </Title>
        <Button variant="light" onClick={() => setEditing("new")}>
          Nuevo sitio relacionado
        </Button>
      </Group>
      <TextInput
        label="Buscar sitios relacionados"
        type="search"
        value={keyword}
        maw={360}
        mb="sm"
        onChange={(e) => filter(setKeyword)(e.currentTarget.value)}
      />
      {rows.length === 0 ? (
        <Text>No hay sitios relacionados.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nombre</Table.Th>
              <Table.Th>Link</Table.Th>
              <Table.Th>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>
                  <Anchor href={s.allowedUrl} target="_blank" rel="noopener noreferrer">
                    {s.allowedUrl}
                    <span className="visually-hidden"> (abre en una pestaña nueva)</span>
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button size="xs" variant="light" aria-label={`Editar ${s.name}`} onClick={() => setEditing(s)}>
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Eliminar ${s.name}`}
                      onClick={() => void confirmDelete(`¿Eliminar el sitio «${s.name}»?`).then((yes) => yes && remove.mutate({ id: s.id }))}
                    >
                      Eliminar
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {search.data && <ListPagination page={page} total={search.data.total} pageSize={search.data.pageSize} onChange={setPage} />}
      {editing !== null && <SiteForm site={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
