import { Button, Checkbox, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
import { COMPLAINT_FORM_TYPES as COMPLAINT_TYPE_FALLBACK } from "@portal/schemas/complaint-forms/complaint-catalog";
import type { TComplaintFormListQueryInput } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { useState } from "react";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { trpc } from "../../../lib/trpc";

export type TFilters = { complaintFormTypeID: string | null; status: string | null; from: string; to: string; overdue: boolean; keyword: string };
export const NO_FILTERS: TFilters = { complaintFormTypeID: null, status: null, from: "", to: "", overdue: false, keyword: "" };

/** The list query for the applied filters (empty fields are no filter). */
export const filtersToQuery = (f: TFilters): Omit<TComplaintFormListQueryInput, "page" | "pageSize"> => ({
  complaintFormTypeID: f.complaintFormTypeID ? Number(f.complaintFormTypeID) : null,
  status: f.status ? Number(f.status) : null,
  from: f.from || null,
  to: f.to || null,
  overdue: f.overdue || null,
  keyword: f.keyword.trim() || null,
});

/** Type, status, filing dates, keyword and "Solo vencidas"; applied on "Filtrar", cleared on "Limpiar". */
export function RequestFilters({ onApply }: { onApply: (filters: TFilters) => void }) {
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const types = trpc.complaintForms.types.useQuery(undefined, { staleTime: Infinity });
  const set = <K extends keyof TFilters>(k: K, v: TFilters[K]) => setFilters((f) => ({ ...f, [k]: v }));
  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label="Filtros de solicitudes"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(filters);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
          <Select
            label="Tipo"
            clearable
            placeholder="Todos"
            data={(types.data ?? COMPLAINT_TYPE_FALLBACK).map((t) => ({ value: String(t.id), label: t.name }))}
            value={filters.complaintFormTypeID}
            onChange={(v) => set("complaintFormTypeID", v)}
          />
          <Select
            label="Estado"
            clearable
            placeholder="Todos"
            data={[
              { value: String(COMPLAINT_STATUS.open), label: "Abierta" },
              { value: String(COMPLAINT_STATUS.closed), label: "Cerrada" },
            ]}
            value={filters.status}
            onChange={(v) => set("status", v)}
          />
          <SpanishDateInput label="Desde" value={filters.from || null} onChange={(v) => set("from", v ?? "")} />
          <SpanishDateInput label="Hasta" value={filters.to || null} onChange={(v) => set("to", v ?? "")} />
          <TextInput
            label="Radicado, identificación o correo"
            value={filters.keyword}
            maxLength={100}
            onChange={(e) => set("keyword", e.currentTarget.value)}
          />
          <Checkbox label="Solo vencidas" checked={filters.overdue} onChange={(e) => set("overdue", e.currentTarget.checked)} mt={{ lg: 28 }} />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">Filtrar</Button>
          <Button
            type="button"
            variant="default"
            onClick={() => {
              setFilters(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            Limpiar
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
