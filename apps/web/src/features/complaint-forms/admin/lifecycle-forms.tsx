import { Alert, Text, Textarea, TextInput } from "@mantine/core";
import {
  LIFECYCLE_TEXT_MAX,
  type TComplaintTransferInput,
  TRANSFER_ENTITY_NAME_MAX,
  ZComplaintTransfer,
  ZCompletionRequest,
} from "@portal/schemas/complaint-forms/lifecycle.schema";
import { confirmDialog } from "../../../components/dialogs";
import { useZodForm } from "../../../lib/use-zod-form";
import { type TManagedView, type TManagementActions, useManagementAction } from "../management-actions";
import { StaffActionForm } from "../staff-action-form";

type TProps = { request: TManagedView; actions: TManagementActions; onChanged: (r: TManagedView) => void };

/** "Trasladar por competencia" and "Solicitar completar" (Ley 1755 arts. 21 and 17) on an open request. */
export function LifecycleForms({ request, actions, onChanged }: TProps) {
  return (
    <>
      {actions.transfer && <TransferForm request={request} transfer={actions.transfer} onChanged={onChanged} />}
      {actions.requireCompletion && request.lifecycleActions.canRequireCompletion && (
        <CompletionRequestForm requireCompletion={actions.requireCompletion} onChanged={onChanged} />
      )}
    </>
  );
}

function TransferForm({
  request,
  transfer,
  onChanged,
}: {
  request: TManagedView;
  transfer: NonNullable<TManagementActions["transfer"]>;
  onChanged: TProps["onChanged"];
}) {
  const { busy, formProps, run } = useManagementAction(onChanged);
  const form = useZodForm({ schema: ZComplaintTransfer, initialValues: { transferEntityName: "", transferEntityEmail: "", transferReason: "" } });
  const warning = request.lifecycleActions.transferWarning;
  return (
    <StaffActionForm
      {...formProps}
      id="transfer"
      title="Trasladar por competencia"
      onSubmit={form.handleSubmit(async (data: TComplaintTransferInput) => {
        if (!(await confirmDialog(`¿Deseas trasladar la solicitud a ${data.transferEntityName}? Se cerrará y se informará al ciudadano.`))) return;
        run(() => transfer(data));
      })}
      formRef={form.formRef}
      submitLabel="Trasladar por competencia"
    >
      <Text size="sm">
        Si la entidad no es competente, traslada la solicitud a la que lo es dentro de los 5 días hábiles siguientes a su radicación (artículo 21 de la Ley 1755
        de 2015).
      </Text>
      {warning && (
        <Alert color="orange" variant="light" role="status">
          {warning}
        </Alert>
      )}
      <TextInput label="Entidad competente" withAsterisk maxLength={TRANSFER_ENTITY_NAME_MAX} {...form.textProps("transferEntityName")} disabled={busy} />
      <TextInput
        label="Correo electrónico de la entidad competente"
        withAsterisk
        type="email"
        maxLength={250}
        {...form.textProps("transferEntityEmail")}
        disabled={busy}
      />
      <Textarea
        label="Motivo del traslado"
        withAsterisk
        autosize
        minRows={3}
        maxLength={LIFECYCLE_TEXT_MAX}
        {...form.textProps("transferReason")}
        disabled={busy}
      />
    </StaffActionForm>
  );
}

function CompletionRequestForm({
  requireCompletion,
  onChanged,
}: {
  requireCompletion: NonNullable<TManagementActions["requireCompletion"]>;
  onChanged: TProps["onChanged"];
}) {
  const { busy, formProps, run } = useManagementAction(onChanged);
  const form = useZodForm({ schema: ZCompletionRequest, initialValues: { completionRequest: "" } });
  return (
    <StaffActionForm
      {...formProps}
      id="completion-request"
      title="Solicitar completar"
      onSubmit={form.handleSubmit((data) => run(() => requireCompletion(data.completionRequest)))}
      formRef={form.formRef}
      submitLabel="Solicitar completar"
    >
      <Text size="sm">
        Si falta información o documentos para resolverla, pide al ciudadano que la complete (artículo 17 de la Ley 1755 de 2015): el término se suspende hasta
        que lo haga, y si no lo hace en un mes, se archiva por desistimiento tácito.
      </Text>
      <Textarea
        label="Qué debe completar el ciudadano"
        withAsterisk
        autosize
        minRows={3}
        maxLength={LIFECYCLE_TEXT_MAX}
        {...form.textProps("completionRequest")}
        disabled={busy}
      />
    </StaffActionForm>
  );
}
