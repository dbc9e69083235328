import { Alert, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { LIFECYCLE_MESSAGES, LIFECYCLE_TEXT_MAX, ZCompletionText } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { useState } from "react";
import { FormErrorAndSubmit } from "../../components/forms/form-error-and-submit";
import { errorStatus, formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { requestDay } from "./request-format";

type TCompleted = { message: string; answerableDate: string };

/**
 * The citizen's answer to a requirement to complete the request (Ley 1755 art. 17): what is missing, the deadline, and
 * the text that completes it. Sent with the tracking number and access key (or the owner's session), or the mailed link.
 */
function CompletionFields({
  completionRequest,
  completionDeadline,
  send,
  busy,
  onDone,
}: {
  completionRequest: string | null;
  completionDeadline: string | null;
  busy: boolean;
  send: (completionText: string) => Promise<TCompleted>;
  onDone: (result: TCompleted) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<TCompleted | null>(null);
  const form = useZodForm({ schema: ZCompletionText, initialValues: { completionText: "" } });
  if (done) {
    return (
      <Alert color="green" variant="light" role="status">
        {done.message}. Nueva fecha máxima de respuesta: {requestDay(done.answerableDate)}.
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="completion-title">
      <form
        ref={form.formRef}
        noValidate
        aria-labelledby="completion-title"
        onSubmit={form.handleSubmit(async (data) => {
          setError(null);
          try {
            const result = await send(data.completionText);
            setDone(result);
            onDone(result);
          } catch (e) {
            setError(errorStatus(e) === 404 ? LIFECYCLE_MESSAGES.notFound : formErrorMessage(e));
          }
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="completion-title">
            Completa tu solicitud
          </Title>
          <Alert color="orange" variant="light" role="note">
            {LIFECYCLE_MESSAGES.suspended}
          </Alert>
          {completionRequest && (
            <Text>
              <strong>La entidad necesita:</strong> {completionRequest}
            </Text>
          )}
          {completionDeadline && <Text size="sm">{fillMessage(LIFECYCLE_MESSAGES.completeBefore, [requestDay(completionDeadline)])}</Text>}
          <Textarea
            label="Información que completa tu solicitud"
            withAsterisk
            autosize
            minRows={4}
            maxLength={LIFECYCLE_TEXT_MAX}
            {...form.textProps("completionText")}
            disabled={busy}
          />
          <FormErrorAndSubmit error={error} busy={busy} label="Enviar información" />
        </Stack>
      </form>
    </Paper>
  );
}

/** On the tracking page, for a suspended request opened with its access key or by its owner. */
export function CompletionByKey({
  trackingID,
  accessKey,
  completionRequest,
  completionDeadline,
  onDone,
}: {
  trackingID: string;
  accessKey: string | null;
  completionRequest: string | null;
  completionDeadline: string | null;
  onDone: (result: TCompleted) => void;
}) {
  const complete = trpc.complaintLifecycle.complete.useMutation({ meta: { silent: true } });
  return (
    <CompletionFields
      completionRequest={completionRequest}
      completionDeadline={completionDeadline}
      busy={complete.isPending}
      send={(completionText) => complete.mutateAsync({ trackingID, accessKey, completionText })}
      onDone={onDone}
    />
  );
}

/** The mailed completion link (/{pqrds}/seguimiento?completar=…): no number or key to type. */
export function CompletionByLink({ token }: { token: string }) {
  const info = trpc.complaintLifecycle.completionInfo.useQuery({ token }, { retry: false, meta: { silent: true } });
  const complete = trpc.complaintLifecycle.completeByLink.useMutation({ meta: { silent: true } });
  if (info.isPending) return null;
  if (!info.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {LIFECYCLE_MESSAGES.notFound}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text>
        Solicitud {info.data.trackingID} — {info.data.typeName}
      </Text>
      <CompletionFields
        completionRequest={info.data.completionRequest}
        completionDeadline={info.data.completionDeadline}
        busy={complete.isPending}
        send={(completionText) => complete.mutateAsync({ token, completionText })}
        onDone={() => undefined}
      />
    </Stack>
  );
}
