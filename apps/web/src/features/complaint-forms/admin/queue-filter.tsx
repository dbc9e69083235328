import { Group, SegmentedControl, Select } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { COMPLAINT_QUEUE_VIEW_LABELS, type TComplaintQueueView } from "@portal/schemas/complaint-forms/dependencies.schema";
import { useAtomValue } from "jotai";
import { trpc } from "../../../lib/trpc";
import { currentUserAtom } from "../../../state/session";

export type TQueue = { view: TComplaintQueueView; dependencyId: number | null };
export const ALL_REQUESTS: TQueue = { view: "all", dependencyId: null };

/**
 * Which queue of /administrador/pqrs: everything the caller may see ("Todas"), their dependencies' ("Mi
 * dependencia") or the requests assigned to them; and, for the PQRs office, one dependency.
 */
export function QueueFilter({ value, onChange }: { value: TQueue; onChange: (queue: TQueue) => void }) {
  const scope = trpc.complaintDependencies.scope.useQuery(undefined, { staleTime: 60_000 });
  const permissions = useAtomValue(currentUserAtom)?.permissions ?? [];
  // The office's "Dependencia" field is drawn at once, from the session's permissions (the scope's `all` is the same
  // rule): drawn only when the scope arrived, it pushed the filters below it down, under a click aimed at "Filtrar".
  const office = scope.data?.all ?? holdsPermission(permissions, "PQRs");
  const dependencies = trpc.complaintDependencies.assignable.useQuery(undefined, { staleTime: 60_000, enabled: office });
  const views = (Object.keys(COMPLAINT_QUEUE_VIEW_LABELS) as TComplaintQueueView[])
    // "Mi dependencia" is the whole queue for an official; for the PQRs office only when they also belong to one.
    .filter((v) => v !== "dependency" || (scope.data?.all && scope.data.dependencies.length > 0))
    // An official's whole queue is their dependency's.
    .map((v) => ({ value: v, label: v === "all" && scope.data?.all === false ? COMPLAINT_QUEUE_VIEW_LABELS.dependency : COMPLAINT_QUEUE_VIEW_LABELS[v] }));
  return (
    <Group gap="md" align="flex-end">
      <SegmentedControl aria-label="Cola de solicitudes" data={views} value={value.view} onChange={(v) => onChange({ ...value, view: v })} />
      {office ? (
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
