import { ActionIcon, Badge, Button, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { BANNER_POSITIONS } from "@portal/schemas/blocks/banner-forms";
import { BANNER_BLOCK_TYPES, BLOCK_TYPE_NAMES, type TBlockType } from "@portal/schemas/blocks/block-catalog";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { confirmDelete } from "../../components/dialogs";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { BannerForm, type TBannerRow } from "./banner-form";
import { moveItem } from "./use-path-errors";

/** The banners table; inside a block's editor it shows only that carousel's banners (`blockID`). */
export function BannerTable({ blockID }: { blockID?: number }) {
  const utils = trpc.useUtils();
  const list = trpc.banners.list.useQuery(blockID ? { blockID } : undefined);
  const blocks = trpc.blockAdmin.list.useQuery(undefined, { enabled: blockID === undefined });
  const [editing, setEditing] = useState<TBannerRow | "new" | null>(null);
  const refresh = () => {
    void utils.banners.list.invalidate();
    void utils.blockAdmin.get.invalidate();
  };
  const sort = trpc.banners.sort.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      refresh();
    },
  });
  const remove = trpc.banners.remove.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.deleted);
      refresh();
    },
  });
  // Pending until the list shows the new state: a click before that would send the same value again.
  const exclude = trpc.banners.exclude.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      return Promise.all([utils.banners.list.invalidate(), utils.blockAdmin.get.invalidate()]);
    },
  });
  const rows = list.data ?? [];
  const blockOptions = (blocks.data ?? [])
    .filter((b) => (BANNER_BLOCK_TYPES as readonly number[]).includes(b.type))
    .map((b) => ({ value: String(b.blockID), label: `${b.typeName} ${b.title ? `«${b.title}»` : `#${b.blockID}`}` }));

  /** Moves a banner within its carousel: the carousel's whole order goes to banners/sortarray. */
  const place = (row: TBannerRow, step: -1 | 1) => {
    const group = rows.filter((r) => r.blockID === row.blockID);
    const from = group.findIndex((r) => r.bannerID === row.bannerID);
    const next = moveItem(group, from, from + step);
    sort.mutate({ blockID: row.blockID, bannerIDs: next.map((r) => r.bannerID) });
  };
  const isEdge = (row: TBannerRow, step: -1 | 1) => {
    const group = rows.filter((r) => r.blockID === row.blockID);
    const at = group.findIndex((r) => r.bannerID === row.bannerID);
    return step === -1 ? at === 0 : at === group.length - 1;
  };
  const name = (b: TBannerRow) => b.title ?? `Banner ${b.bannerID}`;

  const columns: readonly TColumn<TBannerRow>[] = [
    { key: "image", header: "Imagen", cell: (b) => (b.imageUrl ? <Image src={b.imageUrl} alt="" h={40} w={72} fit="cover" radius="sm" /> : "—") },
    {
      key: "title",
      header: "Título",
      cell: (b) => (
        <>
          <Text size="sm" fw={600}>
            {name(b)}
          </Text>
          {b.subtitle && (
            <Text size="xs" c="dimmed">
              {b.subtitle}
            </Text>
          )}
        </>
      ),
    },
    { key: "block", header: "Carrusel", cell: (b) => (b.blockID ? `${b.blockTypeName ?? BLOCK_TYPE_NAMES[1 as TBlockType]} #${b.blockID}` : "Lista general") },
    { key: "position", header: "Posición", cell: (b) => BANNER_POSITIONS[b.position as 1 | 2 | 3] ?? b.position },
    { key: "rotation", header: "Rotación", cell: (b) => (b.rotation ? `${b.rotation} s` : "—") },
    {
      key: "state",
      header: "Estado",
      cell: (b) => (
        <Group gap={4}>
          <Badge variant="light" color={b.active ? "green.9" : "gray.8"}>
            {b.active ? "Activo" : "Inactivo"}
          </Badge>
          {b.removeBySite && (
            <Badge variant="light" color="orange.9">
              Excluido
            </Badge>
          )}
          {b.isRequired && (
            <Badge variant="light" color="blue.9">
              Obligatorio
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "actions",
      header: "Acciones",
      cell: (b) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label={`Subir ${name(b)}`} disabled={isEdge(b, -1) || sort.isPending} onClick={() => place(b, -1)}>
            ↑
          </ActionIcon>
          <ActionIcon variant="default" aria-label={`Bajar ${name(b)}`} disabled={isEdge(b, 1) || sort.isPending} onClick={() => place(b, 1)}>
            ↓
          </ActionIcon>
          <Button size="compact-sm" variant="light" aria-label={`Editar ${name(b)}`} onClick={() => setEditing(b)}>
            Editar
          </Button>
          {/* A required banner cannot be excluded (spec 03 §6; the server refuses it too). */}
          {!(b.isRequired && !b.removeBySite) && (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={`${b.removeBySite ? "Incluir" : "Excluir"} ${name(b)}`}
              loading={exclude.isPending && exclude.variables?.bannerID === b.bannerID}
              onClick={() => exclude.mutate({ bannerID: b.bannerID, removeBySite: !b.removeBySite })}
            >
              {b.removeBySite ? "Incluir" : "Excluir"}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            aria-label={`Eliminar ${name(b)}`}
            onClick={() => void confirmDelete().then((yes) => yes && remove.mutate({ bannerID: b.bannerID }))}
          >
            Eliminar
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setEditing("new")}>Nuevo banner</Button>
      </Group>
      <PagedTable
        columns={columns}
        rows={list.data}
        rowKey={(b) => b.bannerID}
        label="Banners"
        loading={list.isLoading}
        empty="Todavía no hay banners."
        minWidth={860}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "Nuevo banner" : "Editar banner"} size="xl">
        {editing !== null && (
          <BannerForm
            banner={editing === "new" ? null : editing}
            blockID={blockID ?? null}
            blocks={blockID === undefined ? blockOptions : undefined}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
