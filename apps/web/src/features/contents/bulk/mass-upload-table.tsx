import { ActionIcon, Button, FileButton, Group, MultiSelect, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import {
  canAddRow,
  isEmptyRow,
  MASS_UPLOAD_LIMITS as L,
  MASS_UPLOAD_MESSAGES as M,
  rowIssues,
  type TMassUploadRow,
  ZMassUploadLink,
} from "@portal/schemas/contents/mass-upload.schema";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert";
import { FormModal } from "../../../components/forms/form-modal";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { errorDetails, formErrorMessage } from "../../../lib/errors";
import { checkFileBeforeUpload, uploadFile } from "../../../lib/rest";
import { trpc } from "../../../lib/trpc";
import { useSectionLabels } from "../use-section-labels";

const emptyRow = (): TMassUploadRow => ({ fileID: null, fileName: null, embedUrl: null, name: null, labels: [], body: null, startingDate: null });
const clean = (v: string) => (v.trim() === "" ? null : v);

/**
 * The mass upload table (spec 02 §2 and §5): file or link, title, categories, description and issue date; it starts
 * with 5 rows and offers a new one only when every row is complete. Rows nobody touched are left out.
 */
export function MassUploadTable({ tagID, onDone }: { tagID: number; onDone: () => void }) {
  const [rows, setRows] = useState<TMassUploadRow[]>(() => Array.from({ length: L.initialRows }, emptyRow));
  const [submitted, setSubmitted] = useState(false);
  const [linkFor, setLinkFor] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = trpc.contents.bulk.massive.useMutation({ meta: { silent: true } });
  // Every category of the section (GET labels), required ones marked: the server refuses a row without them.
  const { labels } = useSectionLabels([tagID]);
  const categories = labels.map((l) => ({ value: String(l.labelID), label: l.isRequired ? `${l.name} (obligatoria)` : l.name }));

  const set = (i: number, patch: Partial<TMassUploadRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const issues = rows.map(
    (r) =>
      Object.fromEntries(
        rowIssues(r)
          .reverse()
          .map((x) => [x.path, x.message]),
      ) as Record<string, string>,
  );
  const shown = (i: number, field: string) => (submitted ? issues[i]?.[field] : undefined);

  const pickFile = async (i: number, file: File | null) => {
    if (!file) return;
    // At most 5,000,000 bytes per row (spec 02 §5): refused before any byte is sent; the server checks it again.
    const refusal = checkFileBeforeUpload(file, "massUpload", true);
    if (refusal) return setError(refusal);
    setUploading(i);
    try {
      const uploaded = await uploadFile("massUpload", file);
      set(i, { fileID: uploaded.fileID, fileName: file.name, embedUrl: null });
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setUploading(null);
    }
  };

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    if (rows.some((r) => rowIssues(r).length > 0)) return;
    try {
      await save.mutateAsync({ tagID, rows });
      onDone();
    } catch (e) {
      // The server names the row among the filled ones ("rows.2.labels"); the table counts all its rows from 1.
      const row = /^rows\.(\d+)\./.exec(errorDetails(e)[0]?.path ?? "");
      const filled = rows.flatMap((r, j) => (isEmptyRow(r) ? [] : [j]));
      const at = row ? filled[Number(row[1])] : undefined;
      setError(at !== undefined ? `Fila ${at + 1}: ${formErrorMessage(e)}` : formErrorMessage(e));
    }
  };

  return (
    <Stack>
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Archivo o link</Table.Th>
              <Table.Th>Título</Table.Th>
              <Table.Th>Categorías</Table.Th>
              <Table.Th>Descripción</Table.Th>
              <Table.Th>Fecha de expedición</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i} aria-label={`Fila ${i + 1}`}>
                <Table.Td>
                  <Stack gap={4}>
                    <Group gap={4}>
                      <FileButton onChange={(f) => void pickFile(i, f)}>
                        {(props) => (
                          <Button size="xs" variant="default" loading={uploading === i} {...props}>
                            Archivo
                          </Button>
                        )}
                      </FileButton>
                      <Button size="xs" variant="default" onClick={() => setLinkFor(i)}>
                        Link
                      </Button>
                    </Group>
                    {(row.fileName ?? row.embedUrl) && (
                      <Text size="xs" lineClamp={1}>
                        {row.fileName ?? row.embedUrl}
                      </Text>
                    )}
                    {(shown(i, "embedUrl") ?? shown(i, "fileName")) && (
                      <Text size="xs" c="red">
                        {shown(i, "embedUrl") ?? shown(i, "fileName")}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Título, fila ${i + 1}`}
                    maxLength={L.titleMax}
                    value={row.name ?? ""}
                    onChange={(e) => set(i, { name: clean(e.currentTarget.value) })}
                    error={shown(i, "name")}
                  />
                </Table.Td>
                <Table.Td>
                  <MultiSelect
                    searchable
                    aria-label={`Categorías, fila ${i + 1}`}
                    data={categories}
                    value={row.labels.map(String)}
                    onChange={(v) => set(i, { labels: v.map(Number) })}
                    disabled={categories.length === 0}
                    placeholder={categories.length === 0 ? "Sin categorías" : undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <Textarea
                    aria-label={`Descripción, fila ${i + 1}`}
                    autosize
                    minRows={1}
                    value={row.body ?? ""}
                    onChange={(e) => set(i, { body: clean(e.currentTarget.value) })}
                    error={shown(i, "body")}
                  />
                </Table.Td>
                <Table.Td>
                  <SpanishDateInput
                    aria-label={`Fecha de expedición, fila ${i + 1}`}
                    value={row.startingDate}
                    onChange={(v) => set(i, { startingDate: v })}
                    error={shown(i, "startingDate")}
                  />
                </Table.Td>
                <Table.Td>
                  {rows.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Quitar la fila ${i + 1}`}
                      onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormAlert error={error} />
      <Group justify="space-between">
        <Button variant="default" disabled={!canAddRow(rows)} onClick={() => setRows((all) => [...all, emptyRow()])}>
          Agregar fila
        </Button>
        <Button loading={save.isPending} onClick={() => void submit()}>
          Guardar
        </Button>
      </Group>
      <LinkModal
        opened={linkFor !== null}
        onClose={() => setLinkFor(null)}
        onSave={(url) => {
          if (linkFor !== null) set(linkFor, { embedUrl: url, fileID: null, fileName: null });
          setLinkFor(null);
        }}
      />
    </Stack>
  );
}

/** The add-link modal: a required http(s) link (input limited to 250, rule 450). */
function LinkModal({ opened, onClose, onSave }: { opened: boolean; onClose: () => void; onSave: (url: string) => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMassUploadLink.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.linkInvalid);
    setUrl("");
    setError(undefined);
    onSave(parsed.data.url);
  };
  return (
    <FormModal opened={opened} onClose={onClose} title="Agregar link" onSubmit={save} error={null} busy={false} submitLabel="Agregar" cancelLabel={null}>
      <TextInput
        label="Link"
        placeholder="https://"
        maxLength={L.linkInputMax}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
    </FormModal>
  );
}
