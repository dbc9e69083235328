import { Badge, Button, Group, Modal, Paper, Select, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { ZCertificateProcessSave } from "@portal/schemas/certificates/certificate-admin.schema";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import { PagedTable } from "../../components/data/paged-table";
import { ModalForm } from "../../components/forms/form-modal";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { firstDetailMessage, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";

type TProcess = { certificateProcessID: number; certificateID: number | null; name: string; description: string | null; active: boolean };
type TValues = { name: string; description: string; certificateID: string | null; active: boolean };

/** "Procesos de certificados" of /administrador/certificados: the process records, created and edited in a modal. */
export function CertificateProcessesSection() {
  const list = trpc.certificates.processes.useQuery({});
  const certificates = trpc.certificates.list.useQuery();
  const [editing, setEditing] = useState<TProcess | "new" | null>(null);
  const options = (certificates.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const certificateName = (id: number | null) => (id === null ? "—" : (options.find((o) => o.value === String(id))?.label ?? String(id)));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="processes-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="processes-title">
            Procesos de certificados
          </Title>
          <Button size="sm" onClick={() => setEditing("new")}>
            Nuevo proceso
          </Button>
        </Group>
        <PagedTable
          failure={list.error}
          labelledBy="processes-title"
          minWidth={700}
          rows={list.data}
          rowKey={(p) => p.certificateProcessID}
          empty="Aún no hay procesos de certificados."
          columns={[
            { key: "nombre", header: "Nombre", cell: (p) => p.name },
            { key: "certificado", header: "Certificado", cell: (p) => certificateName(p.certificateID) },
            { key: "descripcion", header: "Descripción", cell: (p) => p.description ?? "—" },
            {
              key: "activo",
              header: "Activo",
              cell: (p) => (
                <Badge color={p.active ? "green" : "gray"} variant="light">
                  {p.active ? "Sí" : "No"}
                </Badge>
              ),
            },
            {
              key: "accion",
              header: "Acción",
              cell: (p) => (
                <Button size="xs" variant="light" onClick={() => setEditing(p)}>
                  Editar<span className="visually-hidden"> {p.name}</span>
                </Button>
              ),
            },
          ]}
        />
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "Nuevo proceso" : "Editar proceso"} centered>
        {editing !== null && (
          <ProcessForm
            key={editing === "new" ? "new" : editing.certificateProcessID}
            process={editing === "new" ? null : editing}
            options={options}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </Paper>
  );
}

function ProcessForm({ process, options, onClose }: { process: TProcess | null; options: { value: string; label: string }[]; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [initialValues] = useState<TValues>(() => ({
    name: process?.name ?? "",
    description: process?.description ?? "",
    certificateID: process?.certificateID ? String(process.certificateID) : null,
    active: process?.active ?? true,
  }));
  const [toInput] = useState(() => (v: TValues) => ({
    ...(process ? { certificateProcessID: process.certificateProcessID } : {}),
    name: v.name,
    description: v.description,
    certificateID: v.certificateID ? Number(v.certificateID) : null,
    active: v.active,
  }));
  const save = trpc.certificates.saveProcess.useMutation({ meta: { silent: true } });
  const { form, formProps } = useMutationForm({
    schema: ZCertificateProcessSave,
    initialValues,
    toInput,
    mutation: save,
    toError: (e) => firstDetailMessage(e) ?? formErrorMessage(e),
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      void utils.certificates.processes.invalidate();
      onClose();
    },
  });
  return (
    <ModalForm {...formProps} submitLabel="Guardar proceso" onCancel={onClose}>
      <TextInput label="Nombre del proceso" withAsterisk maxLength={150} data-autofocus {...form.textProps("name")} />
      <Select
        label="Certificado"
        placeholder="Sin certificado"
        clearable
        data={options}
        value={form.values.certificateID}
        onChange={(value) => form.setField("certificateID", value)}
        error={form.errorOf("certificateID")}
      />
      <Textarea label="Descripción" autosize minRows={2} maxLength={2000} {...form.textProps("description")} />
      <Switch label="Activo" checked={form.values.active} onChange={(e) => form.setField("active", e.currentTarget.checked)} />
    </ModalForm>
  );
}
