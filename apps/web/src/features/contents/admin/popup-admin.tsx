import { Badge, Button, Checkbox, Group, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { POPUP_MESSAGES as M, POPUP_LIMITS, POPUP_MODES, ZPopupForm } from "@portal/schemas/contents/popup.schema";
import { useState } from "react";
import { PagedTable } from "../../../components/data/paged-table";
import { confirmDelete } from "../../../components/dialogs";
import { FormAlert } from "../../../components/forms/form-alert";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { formErrorMessage } from "../../../lib/errors";
import { bogotaDay } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import { useZodForm } from "../../../lib/use-zod-form";

type TValues = {
  popupID: number | null;
  nombre: string;
  body: string;
  embedUrl: string;
  externalLink: string;
  nameButtonUrl: string;
  showMode: string;
  published: boolean;
  publishedDateFrom: string;
  publishedDateTo: string;
};
const EMPTY: TValues = {
  popupID: null,
  nombre: "",
  body: "",
  embedUrl: "",
  externalLink: "",
  nameButtonUrl: "",
  showMode: String(POPUP_MODES.others),
  published: true,
  publishedDateFrom: "",
  publishedDateTo: "",
};
const MODE_NAMES: Record<number, string> = { [POPUP_MODES.others]: "Visitantes y ciudadanos", [POPUP_MODES.admin]: "Administradores" };
/** A stored instant as the Bogotá day it falls on (the dates are entered as Bogotá days). */
const day = (d: string | Date | null) => (d ? bogotaDay(new Date(d)) : "");

/**
 * The home popup (contentPopupnews) editor: the newest published popup of each mode shows once per session on the
 * home, 2 s after it opens. Its text is shown as plain text.
 */
export function PopupAdmin() {
  const utils = trpc.useUtils();
  const list = trpc.contents.popups.list.useQuery();
  const [editing, setEditing] = useState<TValues | null>(null);
  // Its failure is told once, here (silent: the client's generic toast would tell it a second time).
  const remove = trpc.contents.popups.remove.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      toast("success", r.message);
      void utils.contents.popups.invalidate();
    },
    onError: (e) => toast("error", formErrorMessage(e)),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Ventanas emergentes
        </Title>
        <Button onClick={() => setEditing(EMPTY)}>Nueva ventana emergente</Button>
      </Group>
      {editing && <PopupForm key={editing.popupID ?? "nueva"} initial={editing} onDone={() => setEditing(null)} />}
      <PagedTable
        failure={list.error}
        label="Ventanas emergentes"
        minWidth={0}
        rows={list.data}
        loading={list.isLoading}
        empty="No hay ventanas emergentes."
        rowKey={(p) => p.popupID}
        columns={[
          { key: "name", header: "Nombre", cell: (p) => p.nombre, style: { overflowWrap: "anywhere" } },
          { key: "mode", header: "Se muestra a", cell: (p) => MODE_NAMES[p.showMode] ?? p.showMode },
          {
            key: "status",
            header: "Estado",
            cell: (p) =>
              p.published ? (
                <Badge variant="light">Publicada</Badge>
              ) : (
                <Badge color="gray.8" variant="light">
                  No publicada
                </Badge>
              ),
          },
          {
            key: "actions",
            header: "Acciones",
            cell: (p) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Editar ${p.nombre}`}
                  onClick={() =>
                    setEditing({
                      popupID: p.popupID,
                      nombre: p.nombre,
                      body: p.body ?? "",
                      embedUrl: p.embedUrl ?? "",
                      externalLink: p.externalLink ?? "",
                      nameButtonUrl: p.nameButtonUrl ?? "",
                      showMode: String(p.showMode),
                      published: p.published,
                      publishedDateFrom: day(p.publishedDateFrom),
                      publishedDateTo: day(p.publishedDateTo),
                    })
                  }
                >
                  Editar
                </Button>
                <Button
                  size="xs"
                  color="red.8"
                  variant="subtle"
                  aria-label={`Eliminar ${p.nombre}`}
                  loading={remove.isPending && remove.variables?.popupID === p.popupID}
                  onClick={() => void confirmDelete().then((yes) => yes && remove.mutate({ popupID: p.popupID }))}
                >
                  Eliminar
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}

function PopupForm({ initial, onDone }: { initial: TValues; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useZodForm({
    schema: ZPopupForm,
    initialValues: initial,
    toInput: (v: TValues) => ({ ...v, popupID: v.popupID ?? undefined, showMode: Number(v.showMode) }),
  });
  const save = trpc.contents.popups.save.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      toast("success", r.message);
      void utils.contents.popups.invalidate();
      onDone();
    },
  });
  const { send, error, alertRef } = useMutationSend({ mutation: save });
  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} noValidate aria-label="Ventana emergente" onSubmit={form.handleSubmit((data) => send(data))}>
        <Stack gap="sm">
          <TextInput label="Nombre" withAsterisk maxLength={POPUP_LIMITS.nameMax} {...form.textProps("nombre")} />
          <Textarea label="Texto" autosize minRows={3} maxLength={POPUP_LIMITS.bodyMax} {...form.textProps("body")} />
          <TextInput label="Url del video de YouTube" {...form.textProps("embedUrl")} />
          <Group grow align="flex-start">
            <TextInput label="Link" {...form.textProps("externalLink")} />
            <TextInput label="Texto del botón del link" maxLength={POPUP_LIMITS.buttonMax} {...form.textProps("nameButtonUrl")} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Se muestra a"
              allowDeselect={false}
              data={Object.entries(MODE_NAMES).map(([value, label]) => ({ value, label }))}
              value={form.values.showMode}
              onChange={(v) => v && form.setField("showMode", v)}
              error={form.errorOf("showMode")}
            />
            <SpanishDateInput label="Desde" {...form.dateProps("publishedDateFrom")} />
            <SpanishDateInput label="Hasta" {...form.dateProps("publishedDateTo")} />
          </Group>
          <Checkbox label="Publicada" checked={form.values.published} onChange={(e) => form.setField("published", e.currentTarget.checked)} />
          <FormAlert ref={alertRef} error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {M.close}
            </Button>
            <Button type="submit" loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
