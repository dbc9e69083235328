import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, Title } from "@mantine/core";
import { DEPENDENCY_MESSAGES, REASSIGN_REASON_MAX } from "@portal/schemas/complaint-forms/dependencies.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { toast } from "../../../lib/notify";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Field } from "../field";

type TRequest = RouterOutputs["complaintForms"]["admin"]["get"];

/**
 * The dependency and official who answer the request, how it ended (answered late is marked), and the form to assign
 * or reassign it (a reason is needed to move an assigned request).
 */
export function AssignmentSection({ request: r, onChanged }: { request: TRequest; onChanged: () => void }) {
  const open = r.status === COMPLAINT_STATUS.open;
  const assigned = r.dependency !== null;
  const dependencies = trpc.complaintDependencies.assignable.useQuery(undefined, { staleTime: 60_000, enabled: open });
  const assign = trpc.complaintDependencies.assign.useMutation({ meta: { silent: true } });
  const [dependencyId, setDependencyId] = useState<string | null>(r.dependency ? String(r.dependency.id) : null);
  const [officialId, setOfficialId] = useState<string | null>(r.responsible ? String(r.responsible.id) : null);
  const [reason, setReason] = useState("");
  const { send, error, setError, alertRef } = useMutationSend({
    mutation: assign,
    onSuccess: (res) => {
      toast("success", res.message);
      setReason("");
      onChanged();
    },
  });
  const officials = dependencies.data?.find((d) => String(d.dependencyId) === dependencyId)?.members ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="assignment-title">
      <Title order={2} size="h3" id="assignment-title" mb="sm">
        Asignación
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
        <Field label="Dependencia" value={r.dependency?.name ?? "Sin asignar"} />
        <Field label="Funcionario responsable" value={r.responsible ? `${r.responsible.name} <${r.responsible.email}>` : "Sin asignar"} />
        {r.outcomeName && (
          <Field
            label="Resultado"
            value={
              <Group gap="xs" component="span">
                <span>{r.outcomeName}</span>
                {r.answeredLate && (
                  <Badge color="red.9" variant="filled">
                    Respondida fuera de término
                  </Badge>
                )}
              </Group>
            }
          />
        )}
      </SimpleGrid>
      {open && (
        <form
          aria-label={assigned ? "Reasignar la solicitud" : "Asignar la solicitud"}
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (!dependencyId) return setError(DEPENDENCY_MESSAGES.dependencyRequired);
            if (!officialId) return setError(DEPENDENCY_MESSAGES.officialRequired);
            send({ complaintFormID: r.complaintFormID, dependencyId: Number(dependencyId), responsibleUserId: Number(officialId), reason: reason || null });
          }}
        >
          <Stack gap="sm" mt="md">
            <Group grow align="flex-start">
              <Select
                label="Dependencia"
                withAsterisk
                data={(dependencies.data ?? []).map((d) => ({ value: String(d.dependencyId), label: d.name }))}
                value={dependencyId}
                onChange={(v) => {
                  setDependencyId(v);
                  setOfficialId(null);
                }}
              />
              <Select
                label="Funcionario responsable"
                withAsterisk
                data={officials.map((m) => ({ value: String(m.id), label: `${m.name} <${m.email}>` }))}
                value={officialId}
                onChange={setOfficialId}
              />
            </Group>
            {assigned && (
              <Textarea
                label="Motivo de la reasignación"
                withAsterisk
                maxLength={REASSIGN_REASON_MAX}
                autosize
                minRows={2}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            )}
            <FormAlert ref={alertRef} error={error} />
            <Group>
              <Button type="submit" loading={assign.isPending}>
                {assigned ? "Reasignar" : "Asignar"}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
