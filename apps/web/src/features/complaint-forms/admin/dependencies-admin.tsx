import { Badge, Button, Group, Modal, MultiSelect, Select, Stack, Switch, TextInput } from "@mantine/core";
import { DEPENDENCY_MEMBERS_MAX, DEPENDENCY_NAME_MAX, type TDependency } from "@portal/schemas/complaint-forms/dependencies.schema";
import { useState } from "react";
import { PagedTable } from "../../../components/data/paged-table";
import { ModalForm } from "../../../components/forms/form-modal";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";

type TDraft = { dependencyId: number | null; name: string; memberIds: string[]; headUserId: string | null; enabled: boolean };
const NEW: TDraft = { dependencyId: null, name: "", memberIds: [], headUserId: null, enabled: true };
const toDraft = (d: TDependency): TDraft => ({
  dependencyId: d.dependencyId,
  name: d.name,
  memberIds: d.members.map((m) => String(m.id)),
  headUserId: d.head ? String(d.head.id) : null,
  enabled: d.enabled,
});

/** "Dependencias": the entity's internal units, their head and officials (PQRs administrators). */
export function DependenciesAdmin() {
  const list = trpc.complaintDependencies.list.useQuery(undefined, { staleTime: 0 });
  const [draft, setDraft] = useState<TDraft | null>(null);
  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setDraft(NEW)}>Nueva dependencia</Button>
      </Group>
      <PagedTable
        label="Dependencias"
        minWidth={0}
        rows={list.data}
        rowKey={(d) => d.dependencyId}
        columns={[
          { key: "name", header: "Dependencia", cell: (d) => d.name },
          { key: "head", header: "Jefe", cell: (d) => d.head?.name ?? "—" },
          { key: "members", header: "Funcionarios", cell: (d) => d.members.length },
          {
            key: "enabled",
            header: "Estado",
            cell: (d) => (
              <Badge color={d.enabled ? "green.9" : "gray.7"} variant="light">
                {d.enabled ? "Habilitada" : "Deshabilitada"}
              </Badge>
            ),
          },
          {
            key: "actions",
            header: "Acciones",
            cell: (d) => (
              <Button size="compact-sm" variant="light" aria-label={`Editar ${d.name}`} onClick={() => setDraft(toDraft(d))}>
                Editar
              </Button>
            ),
          },
        ]}
      />
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.dependencyId ? "Editar dependencia" : "Nueva dependencia"} size="lg">
        {draft && (
          <DependencyForm
            draft={draft}
            onSaved={() => {
              setDraft(null);
              void list.refetch();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function DependencyForm({ draft, onSaved }: { draft: TDraft; onSaved: () => void }) {
  const [value, setValue] = useState(draft);
  const candidates = trpc.complaintDependencies.candidates.useQuery(undefined, { staleTime: 60_000 });
  const onSuccess = (res: { message: string }) => {
    toast("success", res.message);
    onSaved();
  };
  const create = trpc.complaintDependencies.create.useMutation({ meta: { silent: true } });
  const update = trpc.complaintDependencies.update.useMutation({ meta: { silent: true } });
  const creating = useMutationSend({ mutation: create, onSuccess });
  const updating = useMutationSend({ mutation: update, onSuccess });
  const { formProps } = value.dependencyId ? updating : creating;
  const options = (candidates.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} <${c.email}>` }));
  const chosen = options.filter((o) => value.memberIds.includes(o.value));
  return (
    <ModalForm
      {...formProps}
      label="Dependencia"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          name: value.name,
          memberIds: value.memberIds.map(Number),
          headUserId: value.headUserId ? Number(value.headUserId) : null,
          enabled: value.enabled,
        };
        if (value.dependencyId) updating.send({ dependencyId: value.dependencyId, ...body });
        else creating.send(body);
      }}
      submitLabel="Guardar"
      cancelLabel={null}
    >
      <TextInput
        label="Nombre"
        withAsterisk
        maxLength={DEPENDENCY_NAME_MAX}
        value={value.name}
        onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
      />
      <MultiSelect
        label="Funcionarios"
        searchable
        maxValues={DEPENDENCY_MEMBERS_MAX}
        data={options}
        value={value.memberIds}
        onChange={(ids) => setValue({ ...value, memberIds: ids, headUserId: value.headUserId && ids.includes(value.headUserId) ? value.headUserId : null })}
      />
      <Select label="Jefe de la dependencia" clearable data={chosen} value={value.headUserId} onChange={(v) => setValue({ ...value, headUserId: v })} />
      <Switch label="Habilitada" checked={value.enabled} onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })} />
    </ModalForm>
  );
}
