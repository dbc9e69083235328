import { Group, SegmentedControl, Select } from "@mantine/core";
import { COMPLAINT_QUEUE_VIEW_LABELS, type TComplaintQueueView } from "@portal/schemas/complaint-forms/dependencies.schema";
import { trpc } from "../../../lib/trpc";

export type TQueue = { view: TComplaintQueueView; dependencyId: number | null };
export const ALL_REQUESTS: TQueue = { view: "all", dependencyId: null };

/**
 * Which queue of /administrador/pqrs: everything the caller may see ("Todas"), their dependencies' ("Mi
 * dependencia") or the requests assigned to them; and, for the PQRs office, one dependency.
 */
export function QueueFilter({ value, onChange }: { value: TQueue; onChange: (queue: TQueue) => void }) {
  const scope = trpc.complaintDependencies.scope.useQuery(undefined, { staleTime: 60_000 });
  const dependencies = trpc.complaintDependencies.assignable.useQuery(undefined, { staleTime: 60_000, enabled: scope.data?.all === true });
  const views = (Object.keys(COMPLAINT_QUEUE_VIEW_LABELS) as TComplaintQueueView[])
    // "Mi dependencia" is the whole queue for an official; for the PQRs office only when they also belong to one.
    .filter((v) => v !== "dependency" || (scope.data?.all && scope.data.dependencies.length > 0))
    // An official's whole queue is their dependency's.
    .map((v) => ({ value: v, label: v === "all" && scope.data?.all === false ? COMPLAINT_QUEUE_VIEW_LABELS.dependency : COMPLAINT_QUEUE_VIEW_LABELS[v] }));
  return (
    <Group gap="md" align="flex-end">
      <SegmentedControl aria-label="Cola de solicitudes" data={views} value={value.view} onChange={(v) => onChange({ ...value, view: v })} />
      {scope.data?.all ? (
        <Select
          label="Dependencia"
          clearable
          placeholder="Todas"
          data={(dependencies.data ?? []).map((d) => ({ value: String(d.dependencyId), label: d.name }))}
          value={value.dependencyId ? String(value.dependencyId) : null}
          onChange={(v) => onChange({ ...value, dependencyId: v ? Number(v) : null })}
        />
      ) : (
        scope.data && <span>{scope.data.dependencies.map((d) => d.name).join(", ")}</span>
      )}
    </Group>
  );
}
