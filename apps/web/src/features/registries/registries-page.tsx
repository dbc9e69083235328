import { Button, Group, Modal, Paper, Stack, Tabs, Text, Textarea, TextInput, Title } from "@mantine/core";
import { REGISTRY_MESSAGES } from "@portal/schemas/certificates/registry.schema";
import { IMPORT_KIND_LABELS } from "@portal/schemas/imports/import.schema";
import { useCallback, useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { DesktopNotice } from "../../components/desktop-notice";
import { confirmDelete } from "../../components/dialogs";
import { ModalForm } from "../../components/forms/form-modal";
import { SpreadsheetImport } from "../../components/imports/spreadsheet-import";
import { errorDetails, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { importColumnsHint, REGISTRY_FIELDS, REGISTRY_TITLES, type TRegistryKind, toFormValues, toSaveInput } from "./registry-fields";

const PAGE_SIZE = 20;
type TRecord = Record<string, unknown> & { id: number };

/** /administrador/registros: the registries certificates state facts from — spreadsheet import and single-record editing. */
export function RegistriesPage() {
  return (
    <Stack gap="lg">
      <DesktopNotice />
      <div>
        <Title order={1}>Registros de certificados</Title>
        <Text c="dimmed">Los certificados toman sus datos de estos registros. Impórtalos desde una hoja de cálculo o edita un registro.</Text>
      </div>
      <Tabs defaultValue="properties" keepMounted={false}>
        <Tabs.List>
          {(Object.keys(REGISTRY_TITLES) as TRegistryKind[]).map((k) => (
            <Tabs.Tab key={k} value={k}>
              {REGISTRY_TITLES[k]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(REGISTRY_TITLES) as TRegistryKind[]).map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <RegistryPanel kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function useRegistryList(kind: TRegistryKind, query: { keyword: string | null; page: number; pageSize: number }) {
  const properties = trpc.certificates.registry.properties.useQuery(query, { enabled: kind === "properties" });
  const residents = trpc.certificates.registry.residents.useQuery(query, { enabled: kind === "residents" });
  const staff = trpc.certificates.registry.staff.useQuery(query, { enabled: kind === "staff" });
  return kind === "properties" ? properties : kind === "residents" ? residents : staff;
}

function RegistryPanel({ kind }: { kind: TRegistryKind }) {
  const utils = trpc.useUtils();
  const [keyword, setKeyword] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const [editing, setEditing] = useState<TRecord | "new" | null>(null);
  const list = useRegistryList(kind, { keyword: keyword.trim() || null, page, pageSize: PAGE_SIZE });
  const startImport = trpc.imports.start.useMutation({ meta: { silent: true } });
  const remove = {
    properties: trpc.certificates.registry.deleteProperty.useMutation(),
    residents: trpc.certificates.registry.deleteResident.useMutation(),
    staff: trpc.certificates.registry.deleteStaff.useMutation(),
  }[kind];
  const refresh = useCallback(() => void utils.certificates.registry.invalidate(), [utils]);
  const fields = REGISTRY_FIELDS[kind].slice(0, 4);
  /** A row's name for a screen reader, after "Editar" and "Eliminar": its first column. */
  const rowName = (r: Record<string, unknown>) => (fields[0] ? String(r[fields[0].key]) : "");

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-label={`Importar ${REGISTRY_TITLES[kind]}`}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Importar {IMPORT_KIND_LABELS[kind].toLowerCase()}
          </Title>
          <Text size="sm" c="dimmed">
            La importación es de todo o nada: si alguna fila tiene errores no se guarda ningún registro. Un registro ya existente se actualiza.
          </Text>
          <SpreadsheetImport columnsHint={importColumnsHint(kind)} start={(fileID) => startImport.mutateAsync({ kind, fileID })} onDone={refresh} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-label={`Registros de ${REGISTRY_TITLES[kind]}`}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <TextInput label="Buscar" value={keyword} maxLength={100} onChange={(e) => filter(setKeyword)(e.currentTarget.value)} w={320} />
            <Button onClick={() => setEditing("new")}>Nuevo registro</Button>
          </Group>
          <PagedTable
            failure={list.error}
            label={REGISTRY_TITLES[kind]}
            rows={list.data?.items}
            rowKey={(r) => r.id}
            empty="No hay registros."
            paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
            columns={[
              ...fields.map(
                (c): TColumn<TRecord> => ({
                  key: c.key,
                  header: c.label.replace(/ \(.*\)$/, ""),
                  cell: (r) => (r[c.key] === null || r[c.key] === undefined ? "—" : String(r[c.key])),
                }),
              ),
              {
                key: "actions",
                header: "Acciones",
                cell: (r) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(r)}>
                      Editar<span className="visually-hidden"> {rowName(r)}</span>
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red.9"
                      loading={remove.isPending && remove.variables?.id === r.id}
                      onClick={() =>
                        void confirmDelete().then((ok) => {
                          if (!ok) return;
                          // The server's message: "El registro se elimino con exito." (spec 03 §9); a failure gets the generic toast.
                          remove.mutate(
                            { id: r.id },
                            {
                              onSuccess: (done) => {
                                toast("success", done.message);
                                refresh();
                              },
                            },
                          );
                        })
                      }
                    >
                      Eliminar<span className="visually-hidden"> {rowName(r)}</span>
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        </Stack>
      </Paper>
      <RecordModal kind={kind} record={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Stack>
  );
}

function RecordModal({ kind, record, onClose, onSaved }: { kind: TRegistryKind; record: TRecord | "new" | null; onClose: () => void; onSaved: () => void }) {
  const opened = record !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={record === "new" ? "Nuevo registro" : "Editar registro"} size="lg" centered>
      {opened && (
        <RecordForm key={record === "new" ? "new" : record.id} kind={kind} record={record === "new" ? null : record} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function RecordForm({ kind, record, onClose, onSaved }: { kind: TRegistryKind; record: TRecord | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState(() => toFormValues(kind, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const options = {
    meta: { silent: true },
    onSuccess: () => {
      toast("success", REGISTRY_MESSAGES.saved);
      onSaved();
      onClose();
    },
    onError: (e: unknown) => {
      const details = errorDetails(e);
      const byField: Record<string, string> = {};
      for (const d of details) {
        const field = d.path?.split(".")[0];
        if (field && d.message && !byField[field]) byField[field] = d.message;
      }
      setErrors(byField);
      setFormError(Object.keys(byField).length ? null : formErrorMessage(e));
    },
  };
  const saveProperty = trpc.certificates.registry.saveProperty.useMutation(options);
  const saveResident = trpc.certificates.registry.saveResident.useMutation(options);
  const saveStaff = trpc.certificates.registry.saveStaff.useMutation(options);
  const pending = saveProperty.isPending || saveResident.isPending || saveStaff.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    const input = toSaveInput(kind, values, record?.id ?? null);
    if (kind === "properties") saveProperty.mutate(input as Parameters<typeof saveProperty.mutate>[0]);
    else if (kind === "residents") saveResident.mutate(input as Parameters<typeof saveResident.mutate>[0]);
    else saveStaff.mutate(input as Parameters<typeof saveStaff.mutate>[0]);
  };

  return (
    <ModalForm onSubmit={submit} error={formError} busy={pending} submitLabel="Guardar" onCancel={onClose}>
      {REGISTRY_FIELDS[kind].map((f) => {
        const common = {
          label: f.label,
          withAsterisk: f.required,
          value: values[f.key] ?? "",
          error: errors[f.key],
          onChange: (ev: { currentTarget: { value: string } }) => {
            const value = ev.currentTarget.value;
            setValues((v) => ({ ...v, [f.key]: value }));
          },
        };
        return f.type === "owners" ? (
          <Textarea key={f.key} {...common} autosize minRows={2} />
        ) : (
          <TextInput key={f.key} {...common} maxLength={f.maxLength} inputMode={f.type === "number" ? "decimal" : undefined} />
        );
      })}
    </ModalForm>
  );
}
