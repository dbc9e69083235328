import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { COMPLAINT_FORM_TYPE_IDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_FORM_MESSAGES as M, type TComplaintFormSubmitted } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { TRACKING_QUERY_PARAM } from "@portal/schemas/complaint-forms/tracking-rules";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { useFocusOnMount } from "../../../components/use-focus-on-mount";
import { formatLongDate } from "../../../lib/format";
import { settingsAtom } from "../../../state/settings";
import { AccessKeyNotice } from "../access-key-notice";
import { useComplaintPaths } from "../complaint-paths";
import { ReceiptButton } from "../receipt-button";

/** "SOLICITUD ENVIADA" / "LA CITA HA SIDO AGENDADA" with the tracking number and due date. */
export function ComplaintConfirmation({ result, anonymous, onBack }: { result: TComplaintFormSubmitted; anonymous: boolean; onBack: () => void }) {
  const paths = useComplaintPaths();
  const reservedIdentity = useAtomValue(settingsAtom)?.externalLinks.reservedIdentity ?? null;
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const showReserved = anonymous && result.complaintFormType.id === COMPLAINT_FORM_TYPE_IDS.informationRequest && reservedIdentity;
  return (
    <Stack gap="lg" maw={720} aria-live="polite">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} ref={titleRef} tabIndex={-1}>
            {result.isAppointment ? M.appointmentSent : M.sent}
          </Title>
          <Text size="lg">{result.complaintFormType.name}</Text>
          <Text>
            Número de radicado: <strong data-testid="tracking-number">{result.trackingID}</strong>
          </Text>
          <Text>
            Fecha máxima de respuesta: <strong>{formatLongDate(`${result.answerableDate}T12:00:00-05:00`)}</strong>
          </Text>
          <Text size="sm">Guarda este número: con él puedes consultar el estado de tu solicitud. También te lo enviamos por correo electrónico.</Text>
          <AccessKeyNotice accessKey={result.accessKey} />
          {showReserved && (
            <Text>
              Si quieres que tu identidad sea reservada, usa el{" "}
              <Anchor href={reservedIdentity} target="_blank" rel="noopener noreferrer">
                procedimiento de identidad reservada
              </Anchor>
              .
            </Text>
          )}
          <Group gap="sm" mt="sm">
            <Button onClick={onBack}>Volver</Button>
            <Button component={Link} to={`${paths.tracking}?${TRACKING_QUERY_PARAM}=${result.trackingID}`} variant="default">
              Consulta tu solicitud
            </Button>
            <ReceiptButton trackingID={result.trackingID} accessKey={result.accessKey} />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
