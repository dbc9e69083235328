import { Paper, Stack, Text, Title } from "@mantine/core";
import { canPrintAnswerLetter, needsRecordedCall } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import type { TManagedView } from "../management-actions";
import { AnswerLetterButton } from "./answer-letter-button";
import { CallRecordForm } from "./call-record-form";

/** The staff drawer's answer channel: the printable letter of a postal answer, the calls of a phone answer. */
export function AnswerChannelsPanel({
  request: r,
  onChanged,
  onLetter,
}: {
  request: TManagedView;
  onChanged: (r: TManagedView) => void;
  onLetter?: () => void;
}) {
  const postal = r.responseTypeID === RESPONSE_TYPES.postal;
  if (!postal && !needsRecordedCall(r) && r.calls.length === 0) return null;
  return (
    <Stack gap="lg">
      {postal && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="letter-title">
          <Title order={2} size="h3" id="letter-title" mb="sm">
            Carta de respuesta
          </Title>
          {canPrintAnswerLetter(r) ? (
            <Stack gap="xs" align="flex-start">
              <Text>Imprime la carta con la respuesta y envíala a la dirección del ciudadano. Lleva un código de verificación.</Text>
              <AnswerLetterButton complaintFormID={r.complaintFormID} trackingID={r.trackingID} onDownloaded={onLetter} />
            </Stack>
          ) : (
            <Text>La carta de respuesta estará disponible cuando la solicitud se resuelva con su respuesta.</Text>
          )}
        </Paper>
      )}
      {(needsRecordedCall(r) || r.calls.length > 0) && <CallRecordForm request={r} onChanged={onChanged} />}
    </Stack>
  );
}
