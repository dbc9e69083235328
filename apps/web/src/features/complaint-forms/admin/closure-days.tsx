import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { CLOSURE_REASON_MAX, ZClosureDay } from "@portal/schemas/complaint-forms/management.schema";
import { PagedTable } from "../../../components/data/paged-table";
import { confirmDelete } from "../../../components/dialogs";
import { FormAlert } from "../../../components/forms/form-alert";
import { SpanishDateInput } from "../../../components/forms/spanish-date-input";
import { useMutationForm } from "../../../components/forms/use-mutation-form";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import { requestDay } from "../request-format";

/** Days the entity is closed: terms skip them. */
export function ClosureDays() {
  const list = trpc.complaintForms.closureDays.list.useQuery(undefined, { staleTime: 0 });
  const add = trpc.complaintForms.closureDays.add.useMutation({ meta: { silent: true } });
  const remove = trpc.complaintForms.closureDays.remove.useMutation();
  const { form, submit, error, alertRef } = useMutationForm({
    schema: ZClosureDay,
    initialValues: { date: "", reason: "" },
    mutation: add,
    onSuccess: (res) => {
      toast("success", res.message);
      form.reset();
      void list.refetch();
    },
  });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form ref={form.formRef} noValidate aria-label="Nuevo día de cierre" onSubmit={submit}>
          <Group align="flex-start" gap="sm">
            <SpanishDateInput label="Fecha" withAsterisk {...form.dateProps("date")} />
            <TextInput label="Motivo del cierre" withAsterisk maxLength={CLOSURE_REASON_MAX} {...form.textProps("reason")} style={{ flex: 1, minWidth: 240 }} />
            <Button type="submit" mt={25} loading={add.isPending}>
              Agregar
            </Button>
          </Group>
          <FormAlert ref={alertRef} error={error} mt="sm" />
        </form>
      </Paper>
      <PagedTable
        label="Días de cierre"
        minWidth={0}
        rows={list.data}
        rowKey={(d) => d.id}
        columns={[
          { key: "date", header: "Fecha", cell: (d) => requestDay(d.date) },
          { key: "reason", header: "Motivo", cell: (d) => d.reason },
          {
            key: "actions",
            header: "Acciones",
            cell: (d) => (
              <Button
                size="compact-sm"
                color="red.9"
                variant="light"
                aria-label={`Eliminar el cierre del ${requestDay(d.date)}`}
                // While it is deleted the button waits: a second click asked again and got a 404.
                loading={remove.isPending && remove.variables?.id === d.id}
                onClick={() =>
                  // The dialog's promise never rejects (cancel resolves false).
                  void confirmDelete().then((ok) => {
                    if (ok)
                      remove.mutate(
                        { id: d.id },
                        {
                          onSuccess: (res) => {
                            toast("success", res.message);
                            void list.refetch();
                          },
                        },
                      );
                  })
                }
              >
                Eliminar
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
