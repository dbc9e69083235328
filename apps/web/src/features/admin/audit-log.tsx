import { Anchor, NumberInput, Select, Text } from "@mantine/core";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { useState } from "react";
import { FilteredPagedTable, useFilteredPage } from "../../components/data/filtered-paged-table";
import type { TColumn } from "../../components/data/paged-table";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { type RouterOutputs, trpc } from "../../lib/trpc";

type TEntry = RouterOutputs["audit"]["list"]["items"][number];
const DATE_TIME = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeStyle: "medium", timeZone: BOGOTA_TIME_ZONE });

/** The panel's audit log (Administrator): the staff actions, who, what, when and from where, filtered and paged. */
export function AuditLog() {
  const [userId, setUserId] = useState<number | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const actions = trpc.audit.actions.useQuery();
  const list = trpc.audit.list.useQuery({ page, userId: userId ?? undefined, action: action ?? undefined, from: from || null, to: to || null });

  const columns: readonly TColumn<TEntry>[] = [
    { key: "when", header: "Cuándo", cell: (e) => DATE_TIME.format(new Date(e.createdAt)) },
    {
      key: "who",
      header: "Quién",
      cell: (e) =>
        e.user ? (
          <Anchor component="button" type="button" onClick={() => e.user && filter(setUserId)(e.user.id)} title={M.filterByUser}>
            {e.user.fullName} ({e.user.email})
          </Anchor>
        ) : (
          "Sistema"
        ),
    },
    {
      key: "what",
      header: "Qué",
      cell: (e) => (
        <>
          <Text size="sm" fw={600}>
            {e.action}
          </Text>
          <Text size="xs" c="dimmed">
            {e.entityType}
            {e.entityId ? ` ${e.entityId}` : ""}
          </Text>
        </>
      ),
    },
    { key: "details", header: "Detalle", cell: (e) => e.details, style: { maxWidth: 280, overflowWrap: "anywhere", fontSize: 12 } },
    {
      key: "where",
      header: "Desde dónde",
      cell: (e) => (
        <>
          <Text size="sm">{e.ip ?? "—"}</Text>
          <Text size="xs" c="dimmed" lineClamp={1} title={e.userAgent ?? undefined}>
            {e.userAgent}
          </Text>
        </>
      ),
    },
  ];

  return (
    <FilteredPagedTable
      title="Registro de auditoría"
      filters={
        <>
          <NumberInput
            label={M.auditUser}
            value={userId ?? ""}
            min={1}
            allowDecimal={false}
            onChange={(v) => filter(setUserId)(typeof v === "number" && v > 0 ? v : null)}
            w={140}
          />
          <Select
            label={M.auditAction}
            placeholder={M.allActions}
            clearable
            searchable
            value={action}
            onChange={filter(setAction)}
            data={actions.data ?? []}
            w={220}
          />
          <SpanishDateInput label={M.dateFrom} value={from || null} onChange={(v) => filter(setFrom)(v ?? "")} />
          <SpanishDateInput label={M.dateTo} value={to || null} onChange={(v) => filter(setTo)(v ?? "")} />
        </>
      }
      list={list}
      page={page}
      onPageChange={setPage}
      countNoun="acciones"
      columns={columns}
      rowKey={(e) => e.id}
      label="Acciones del personal"
      empty={M.noAuditEntries}
      minWidth={900}
    />
  );
}
