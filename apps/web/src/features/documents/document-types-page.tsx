import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { DOCUMENT_ADMIN_MESSAGES } from "@portal/schemas/documents/document-admin.schema";
import { useState } from "react";
import { Link } from "react-router";
import { PagedTable } from "../../components/data/paged-table";
import { DesktopNotice } from "../../components/desktop-notice";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { SpreadsheetImport } from "../../components/imports/spreadsheet-import";
import { errorDetails, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { dataColumnsHint, placeholderList, type TVariableRow, variableNameFromLabel } from "./document-type-form";
import { IssuedDocumentsSection } from "./issued-documents-section";

type TType = {
  subDocumentTypeID: number;
  name: string;
  description: string | null;
  hasPayment: boolean;
  paymentDescription: string | null;
  paymentTime: string | null;
  enabled: boolean;
  template?: string | null;
  variables?: { name: string; label: string; isSearchKey: boolean }[];
};

/** /administrador/documentos: sub-document types (template, variables, payment texts) and their data rows from a spreadsheet. */
export function DocumentTypesPage() {
  const types = trpc.documents.types.useQuery();
  const [editing, setEditing] = useState<TType | "new" | null>(null);
  const [loading, setLoading] = useState<TType | null>(null);
  const list = (types.data ?? []) as TType[];
  return (
    <Stack gap="lg">
      <DesktopNotice />
      <Group justify="space-between">
        <div>
          <Title order={1}>Tipos de documento</Title>
          <Text c="dimmed">Documentos que la ciudadanía descarga buscando por un valor (por ejemplo su número de documento).</Text>
        </div>
        <Button
          onClick={() => {
            setEditing("new");
            setLoading(null);
          }}
        >
          Nuevo tipo de documento
        </Button>
      </Group>
      {types.isPending && <Skeleton height={200} />}
      {types.isError && (
        <Alert color="red" role="alert">
          {formErrorMessage(types.error)}
        </Alert>
      )}
      {editing && (
        <TypeForm
          key={editing === "new" ? "new" : editing.subDocumentTypeID}
          type={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setLoading(saved);
          }}
        />
      )}
      {loading && <DataLoader type={loading} onClose={() => setLoading(null)} />}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="types-title">
        <Title order={2} size="h3" id="types-title" mb="sm">
          Tipos creados
        </Title>
        <PagedTable
          labelledBy="types-title"
          minWidth={700}
          rows={types.data ? list : undefined}
          rowKey={(t) => t.subDocumentTypeID}
          empty="Aún no hay tipos de documento."
          columns={[
            { key: "id", header: "Id", cell: (t) => t.subDocumentTypeID },
            {
              key: "nombre",
              header: "Nombre",
              cell: (t) => (
                <Anchor component={Link} to={`/certificate/documents/${t.subDocumentTypeID}`}>
                  {t.name}
                </Anchor>
              ),
            },
            { key: "busquedaPor", header: "Búsqueda por", cell: (t) => t.variables?.find((v) => v.isSearchKey)?.label ?? "—" },
            {
              key: "estado",
              header: "Estado",
              cell: (t) => (
                <Badge variant="light" color={t.enabled ? "green" : "gray"}>
                  {t.enabled ? "Habilitado" : "Deshabilitado"}
                </Badge>
              ),
            },
            {
              key: "acciones",
              header: "Acciones",
              cell: (t) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setEditing(t);
                      setLoading(null);
                    }}
                  >
                    Editar<span className="visually-hidden"> {t.name}</span>
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => {
                      setLoading(t);
                      setEditing(null);
                    }}
                  >
                    Cargar datos<span className="visually-hidden"> de {t.name}</span>
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <IssuedDocumentsSection />
    </Stack>
  );
}

const EMPTY_VARIABLE: TVariableRow = { name: "", label: "", isSearchKey: false };

function TypeForm({ type, onClose, onSaved }: { type: TType | null; onClose: () => void; onSaved: (saved: TType) => void }) {
  const utils = trpc.useUtils();
  const [v, setV] = useState({
    name: type?.name ?? "",
    description: type?.description ?? "",
    hasPayment: type?.hasPayment ?? false,
    paymentDescription: type?.paymentDescription ?? "",
    paymentTime: type?.paymentTime ?? "",
    enabled: type?.enabled ?? true,
    template: type?.template ?? "",
  });
  const [rows, setRows] = useState<TVariableRow[]>(
    type?.variables?.map((x) => ({ ...x })) ?? [{ name: "numero_documento", label: "Número de documento", isSearchKey: true }, { ...EMPTY_VARIABLE }],
  );
  const save = trpc.documents.saveType.useMutation({
    meta: { silent: true },
    onSuccess: (saved) => {
      toast("success", DOCUMENT_ADMIN_MESSAGES.saved);
      void utils.documents.types.invalidate();
      onSaved(saved);
    },
  });
  const {
    send,
    error: errors,
    alertRef,
  } = useMutationSend({
    mutation: save,
    toError: (e): string[] => {
      const details = errorDetails(e)
        .map((d) => d.message ?? "")
        .filter(Boolean);
      return details.length ? details : [formErrorMessage(e)];
    },
  });
  const setRow = (i: number, patch: Partial<TVariableRow>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : patch.isSearchKey ? { ...r, isSearchKey: false } : r)));
  const field = (key: "name" | "description" | "paymentDescription" | "paymentTime" | "template") => ({
    value: v[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
    },
  });
  const variables = rows.filter((r) => r.name || r.label);
  const searchIndex = String(rows.findIndex((r) => r.isSearchKey));

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="type-form-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ ...(type ? { subDocumentTypeID: type.subDocumentTypeID } : {}), ...v, variables });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="type-form-title">
            {type ? `Editar: ${type.name}` : "Nuevo tipo de documento"}
          </Title>
          <FormAlert ref={alertRef} error={errors?.map((m) => <div key={m}>{m}</div>)} />
          <TextInput label="Nombre del tipo de documento" withAsterisk maxLength={150} {...field("name")} />
          <Textarea label="Descripción" autosize minRows={2} maxLength={2000} {...field("description")} />
          <Group gap="xl">
            <Switch
              label="Tiene pago o aviso de pago"
              checked={v.hasPayment}
              onChange={(e) => {
                const c = e.currentTarget.checked;
                setV((s) => ({ ...s, hasPayment: c }));
              }}
            />
            <Switch
              label="Habilitado para la ciudadanía"
              checked={v.enabled}
              onChange={(e) => {
                const c = e.currentTarget.checked;
                setV((s) => ({ ...s, enabled: c }));
              }}
            />
          </Group>
          {v.hasPayment && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea label="Descripción del pago" autosize minRows={2} maxLength={1000} {...field("paymentDescription")} />
              <TextInput label="Tiempo" maxLength={250} {...field("paymentTime")} />
            </SimpleGrid>
          )}
          <Radio.Group
            label="Variables del documento"
            description="Marca la variable por la que la ciudadanía busca su documento."
            value={searchIndex}
            onChange={(i) => setRow(Number(i), { isSearchKey: true })}
          >
            <Stack gap="xs" mt="xs">
              {rows.map((r, i) => (
                <Group key={i} align="flex-end" gap="sm" wrap="nowrap">
                  <TextInput
                    label={`Etiqueta de la variable ${i + 1}`}
                    value={r.label}
                    maxLength={100}
                    onChange={(e) => {
                      const label = e.currentTarget.value;
                      setRow(i, { label, ...(r.name === "" || r.name === variableNameFromLabel(r.label) ? { name: variableNameFromLabel(label) } : {}) });
                    }}
                  />
                  <TextInput
                    label={`Nombre de la variable ${i + 1}`}
                    value={r.name}
                    maxLength={50}
                    onChange={(e) => setRow(i, { name: e.currentTarget.value })}
                  />
                  <Radio value={String(i)} label="Búsqueda" aria-label={`La variable ${i + 1} es la de búsqueda`} mb={8} />
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    mb={4}
                    aria-label={`Quitar la variable ${i + 1}`}
                    onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <div>
            <Button variant="subtle" size="xs" onClick={() => setRows((list) => [...list, { ...EMPTY_VARIABLE }])}>
              Agregar variable
            </Button>
          </div>
          <Textarea
            label="Plantilla del documento"
            description={`Puedes usar: ${placeholderList(rows) || "—"}`}
            autosize
            minRows={5}
            maxLength={20000}
            {...field("template")}
          />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar tipo de documento
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DataLoader({ type, onClose }: { type: TType; onClose: () => void }) {
  const importData = trpc.documents.importData.useMutation({ meta: { silent: true } });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="data-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="data-title">
            Datos de «{type.name}»
          </Title>
          <Button variant="default" size="xs" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          La hoja de cálculo reemplaza los datos del tipo de documento. Los documentos ya expedidos siguen siendo válidos.
        </Text>
        <SpreadsheetImport
          label="Datos del documento (xlsx, xls o csv)"
          columnsHint={type.variables ? dataColumnsHint(type.variables) : undefined}
          start={(fileID) => importData.mutateAsync({ subDocumentTypeID: type.subDocumentTypeID, fileID })}
        />
      </Stack>
    </Paper>
  );
}
