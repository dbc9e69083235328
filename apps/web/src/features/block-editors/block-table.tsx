import { ActionIcon, Button, Group, Switch, Text } from "@mantine/core";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { confirmDelete } from "../../components/dialogs";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { BLOCK_PATHS } from "./block-paths";
import { moveItem } from "./use-path-errors";

export type TBlockRow = RouterOutputs["blockAdmin"]["list"][number];

/**
 * A page's blocks in their order: switch each on or off, reorder them by dragging a row or with the up/down buttons
 * (keyboard), open or delete one. Every move sends the whole order to blocks/sort, so it persists at once.
 * `types` limits the rows to one sub-section's block types (the order still covers the whole page).
 */
export function BlockTable({ blockSectionID, types }: { blockSectionID: number | null; types?: readonly number[] }) {
  const utils = trpc.useUtils();
  const list = trpc.blockAdmin.list.useQuery({ blockSectionID });
  const [order, setOrder] = useState<TBlockRow[]>([]);
  // The server's order wins whenever it arrives (after a move, or a refused one).
  useEffect(() => setOrder(list.data ?? []), [list.data]);
  const refresh = () => void utils.blockAdmin.list.invalidate();
  const sort = trpc.blockAdmin.sort.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      refresh();
    },
    onError: refresh,
  });
  // Pending until the list shows the new state: a click before that would send the same value again.
  const status = trpc.blockAdmin.setStatus.useMutation({ onSuccess: () => utils.blockAdmin.list.invalidate() });
  const remove = trpc.blockAdmin.remove.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.deleted);
      refresh();
    },
  });
  const [dragged, setDragged] = useState<number | null>(null);

  const rows = types ? order.filter((b) => types.includes(b.type)) : order;
  const move = (blockID: number, to: number) => {
    const from = order.findIndex((b) => b.blockID === blockID);
    const next = moveItem(order, from, to);
    setOrder(next);
    sort.mutate({ blockSectionID, blockIDs: next.map((b) => b.blockID) });
  };
  /** Up/down among the rows shown: the neighbour's place in the whole page. */
  const step = (b: TBlockRow, dir: -1 | 1) => {
    const at = rows.findIndex((r) => r.blockID === b.blockID);
    const neighbour = rows[at + dir];
    if (neighbour)
      move(
        b.blockID,
        order.findIndex((r) => r.blockID === neighbour.blockID),
      );
  };
  const switching = (b: TBlockRow) => status.isPending && status.variables?.blockID === b.blockID;
  const name = (b: TBlockRow) => `${b.typeName}${b.title ? ` «${b.title}»` : ` #${b.blockID}`}`;

  const columns: readonly TColumn<TBlockRow>[] = [
    {
      key: "order",
      header: "Orden",
      cell: (b) => (
        <span draggable aria-hidden="true" style={{ cursor: "grab" }} onDragStart={() => setDragged(b.blockID)}>
          ⠿ {order.indexOf(b) + 1}
        </span>
      ),
    },
    { key: "type", header: "Tipo", cell: (b) => b.typeName },
    {
      key: "title",
      header: "Título",
      cell: (b) =>
        b.title ?? (
          <Text span c="dimmed" size="sm">
            Sin título
          </Text>
        ),
    },
    {
      key: "status",
      header: "Estado",
      cell: (b) => (
        <Switch
          label={b.status === 1 ? "Activo" : "Inactivo"}
          aria-label={`Activo: ${name(b)}`}
          checked={b.status === 1}
          disabled={switching(b)}
          aria-busy={switching(b)}
          onChange={(e) => !switching(b) && status.mutate({ blockID: b.blockID, status: e.currentTarget.checked ? 1 : 0 })}
        />
      ),
    },
    {
      key: "actions",
      header: "Acciones",
      cell: (b) => {
        const at = rows.indexOf(b);
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="default" aria-label={`Subir ${name(b)}`} disabled={at === 0 || sort.isPending} onClick={() => step(b, -1)}>
              ↑
            </ActionIcon>
            <ActionIcon variant="default" aria-label={`Bajar ${name(b)}`} disabled={at === rows.length - 1 || sort.isPending} onClick={() => step(b, 1)}>
              ↓
            </ActionIcon>
            <Button size="compact-sm" variant="light" component={Link} to={BLOCK_PATHS.block(b.blockID)} aria-label={`Editar ${name(b)}`}>
              Editar
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red.9"
              aria-label={`Eliminar ${name(b)}`}
              onClick={() => void confirmDelete().then((yes) => yes && remove.mutate({ blockID: b.blockID }))}
            >
              Eliminar
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <div
      onDragOver={(e) => dragged !== null && e.preventDefault()}
      onDrop={(e) => {
        // The row under the pointer takes the dragged block's place.
        const tr = (e.target as HTMLElement).closest("tr");
        const index = tr ? Array.from(tr.parentElement?.children ?? []).indexOf(tr) : -1;
        const target = rows[index];
        if (dragged !== null && target && target.blockID !== dragged)
          move(
            dragged,
            order.findIndex((r) => r.blockID === target.blockID),
          );
        setDragged(null);
      }}
    >
      <PagedTable
        columns={columns}
        rows={list.data ? rows : undefined}
        rowKey={(b) => b.blockID}
        label="Bloques de la página"
        loading={list.isLoading}
        empty="No hay bloques en esta página."
        minWidth={760}
      />
    </div>
  );
}
