import { ActionIcon, Alert, Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type TBlockChildKind } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_LIMITS, BLOCK_MESSAGES, ZBlockItems } from "@portal/schemas/blocks/block-forms";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { fieldText } from "../../lib/format";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useSections } from "../contents/use-sections";
import type { TBlockDetail } from "./block-frame-form";
import { ImageField, type TImageValue } from "./image-field";
import { moveItem, usePathErrors } from "./use-path-errors";

type TField = { key: string; label: string; kind?: "textarea" | "image" | "number" | "section"; wide?: boolean };
const NAME: TField = { key: "name", label: "Nombre" };
const URL_FIELD: TField = { key: "url", label: "Enlace" };
const IMAGE: TField = { key: "fileID", label: "Imagen", kind: "image" };

/** Each child list's fields (spec 02 §3 Block), the singular a fieldset is named after, and its minimum to show. */
const KINDS = {
  shortcuts: {
    item: "Acceso",
    add: "Agregar acceso",
    fields: [NAME, URL_FIELD, IMAGE],
    toShow: { min: BLOCK_LIMITS.shortcutsToShow, message: BLOCK_MESSAGES.shortcutsToShow },
  },
  logos: { item: "Logo", add: "Agregar logo", fields: [NAME, URL_FIELD, IMAGE], toShow: null },
  sections: {
    item: "Sección",
    add: "Agregar sección",
    fields: [{ key: "tagID", label: "Sección del portal", kind: "section" }, NAME, URL_FIELD, { key: "icon", label: "Ícono" }],
    toShow: null,
  },
  persons: {
    item: "Persona",
    add: "Agregar persona",
    fields: [
      NAME,
      { key: "position", label: "Cargo" },
      { key: "company", label: "Dependencia o entidad" },
      { key: "email", label: "Correo electrónico" },
      URL_FIELD,
      IMAGE,
      { key: "description", label: "Descripción", kind: "textarea", wide: true },
    ],
    toShow: { min: BLOCK_LIMITS.personsToShow, message: BLOCK_MESSAGES.personsToShow },
  },
  mapItems: {
    item: "Punto del mapa",
    add: "Agregar punto",
    fields: [
      NAME,
      { key: "latitude", label: "Latitud", kind: "number" },
      { key: "longitude", label: "Longitud", kind: "number" },
      URL_FIELD,
      IMAGE,
      { key: "description", label: "Descripción", kind: "textarea", wide: true },
    ],
    toShow: null,
  },
} as const satisfies Record<TBlockChildKind, { item: string; add: string; fields: readonly TField[]; toShow: { min: number; message: string } | null }>;

type TItem = Record<string, unknown> & { _key: string };
let seq = 0;
const key = () => `item-${++seq}`;

/** The block's current list as form rows (images as { fileID, url }). */
function rowsOf(block: TBlockDetail, kind: TBlockChildKind): TItem[] {
  const list = block[kind] as Record<string, unknown>[];
  return list.map((row) => ({ ...row, fileID: row.fileID ? { fileID: row.fileID, url: row.image ?? null } : null, _key: key() }));
}
function toInput(blockID: number, kind: TBlockChildKind, items: TItem[]) {
  return {
    blockID,
    items: items.map(({ _key, ...item }) => {
      const out: Record<string, unknown> = {};
      for (const f of KINDS[kind].fields as readonly TField[]) {
        const value = item[f.key];
        out[f.key] = f.kind === "image" ? ((value as TImageValue)?.fileID ?? null) : value === "" ? null : (value ?? null);
      }
      return out;
    }),
  };
}

/**
 * One child list of a block (shortcuts, logos, sections, people, map points): add, edit, reorder and remove rows,
 * then save the whole list at once (PUT blocks/{blockID}/{kind}), checked by the server's schema first.
 */
export function ItemListEditor({ block, kind }: { block: TBlockDetail; kind: TBlockChildKind }) {
  const utils = trpc.useUtils();
  const sections = useSections();
  const spec = KINDS[kind];
  const [items, setItems] = useState<TItem[]>(() => rowsOf(block, kind));
  const { errorOf, validate, formRef, showServerErrors } = usePathErrors(ZBlockItems[kind]);
  const onSuccess = () => {
    toast("success", DIALOG_MESSAGES.updated);
    void utils.blockAdmin.get.invalidate({ blockID: block.blockID });
    void utils.blockAdmin.list.invalidate();
  };
  // A refusal is shown by the form (its alert and fields), not by the client's generic toast.
  const options = { meta: { silent: true }, onSuccess };
  const mutations = {
    shortcuts: trpc.blockAdmin.saveShortcuts.useMutation(options),
    logos: trpc.blockAdmin.saveLogos.useMutation(options),
    sections: trpc.blockAdmin.saveSections.useMutation(options),
    persons: trpc.blockAdmin.savePersons.useMutation(options),
    mapItems: trpc.blockAdmin.saveMapItems.useMutation(options),
  };
  // Each kind's mutation takes the list this form builds for that kind (checked by ZBlockItems[kind] first).
  const save = mutations[kind] as unknown as UseMutationResult<unknown, unknown, ReturnType<typeof toInput>, unknown>;
  const { send, error, setError, alertRef } = useMutationSend({ mutation: save, onError: showServerErrors });
  const setField = (i: number, field: string, value: unknown) => setItems((list) => list.map((it, j) => (j === i ? { ...it, [field]: value } : it)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = toInput(block.blockID, kind, items);
    if (validate(input)) send(input);
  };
  const sectionOptions = (sections.data ?? []).map((s) => ({ value: String(s.tagID), label: s.name }));

  const fieldOf = (item: TItem, i: number, f: TField) => {
    const label = f.label;
    const error = errorOf(`items.${i}.${f.key}`);
    const value = item[f.key];
    switch (f.kind) {
      case "image":
        return <ImageField key={f.key} label={label} value={(value as TImageValue) ?? null} onChange={(v) => setField(i, f.key, v)} error={error} />;
      case "textarea":
        return (
          <Textarea
            key={f.key}
            label={label}
            autosize
            minRows={2}
            maxLength={BLOCK_LIMITS.descriptionMax}
            value={(value as string) ?? ""}
            onChange={(e) => setField(i, f.key, e.currentTarget.value)}
            error={error}
          />
        );
      case "number":
        return (
          <NumberInput
            key={f.key}
            label={label}
            decimalScale={6}
            value={(value as number | string) ?? ""}
            onChange={(v) => setField(i, f.key, v)}
            error={error}
          />
        );
      case "section":
        return (
          <Select
            key={f.key}
            label={label}
            data={sectionOptions}
            clearable
            searchable
            value={value ? fieldText(value) : null}
            onChange={(v) => setField(i, f.key, v ? Number(v) : null)}
            error={error}
          />
        );
      default:
        return (
          <TextInput key={f.key} label={label} value={(value as string) ?? ""} onChange={(e) => setField(i, f.key, e.currentTarget.value)} error={error} />
        );
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {spec.toShow && items.length < spec.toShow.min && (
          <Alert color="yellow" variant="light">
            {spec.toShow.message}
          </Alert>
        )}
        {/* A refusal of the whole list is already the alert's message. */}
        {errorOf("items") && errorOf("items") !== error && (
          <Text c="red.8" size="sm" role="alert">
            {errorOf("items")}
          </Text>
        )}
        {items.length === 0 && (
          <Text c="dimmed" size="sm">
            Todavía no hay elementos.
          </Text>
        )}
        {items.map((item, i) => {
          const legend = `${spec.item} ${i + 1}`;
          return (
            <Fieldset key={item._key} legend={legend}>
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>{spec.fields.filter((f: TField) => !f.wide).map((f) => fieldOf(item, i, f))}</SimpleGrid>
                {spec.fields.filter((f: TField) => f.wide).map((f) => fieldOf(item, i, f))}
                <Group gap={4} justify="flex-end">
                  <ActionIcon variant="default" aria-label={`Subir ${legend}`} disabled={i === 0} onClick={() => setItems((l) => moveItem(l, i, i - 1))}>
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Bajar ${legend}`}
                    disabled={i === items.length - 1}
                    onClick={() => setItems((l) => moveItem(l, i, i + 1))}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    aria-label={`Quitar ${legend}`}
                    onClick={() => setItems((l) => l.filter((_, j) => j !== i))}
                  >
                    Quitar
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <FormAlert ref={alertRef} error={error} />
        <Group justify="space-between">
          <Button variant="light" disabled={items.length >= BLOCK_LIMITS.itemsMax} onClick={() => setItems((l) => [...l, { _key: key() }])}>
            {spec.add}
          </Button>
          <Button type="submit" loading={save.isPending}>
            Guardar lista
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
