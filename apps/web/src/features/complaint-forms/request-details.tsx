import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { PRESENTIAL } from "@portal/schemas/complaint-forms/complaint-catalog";
import { type TTrackedRequest, type TTrackingResult } from "@portal/schemas/complaint-forms/tracking.schema";
import {
  COMPLAINT_STATUS,
  complaintStatusName,
  contactEmailLabel,
  TERM_CLOCK_MESSAGES,
  TRACKING_MESSAGES,
} from "@portal/schemas/complaint-forms/tracking-rules";
import { OPEN311_MESSAGES } from "@portal/schemas/open311/open311.schema";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { saveBase64File } from "../../lib/save-file";
import { trpc } from "../../lib/trpc";
import { AccessDenialNotice } from "./access-denial-notice";
import { Field } from "./field";
import { IncidentPlace } from "./incident-place";
import { LifecycleFields } from "./lifecycle-fields";
import { dueDateText, placeText, requestDay } from "./request-format";

/** Filled status badges with white text at 7:1 or more (Mantine's green 9 reached only 4.36:1, under WCAG AA). */
const STATUS_BADGE = { open: "#7a4b00", closed: "#1b5e20" } as const;

/** Downloads a private PQRDS file through its 30-minute token (GET complaintforms/files/{token}). */
function useFileDownload() {
  const utils = trpc.useUtils();
  return async (token: string) => {
    try {
      saveBase64File(await utils.complaintForms.file.fetch({ token }, { staleTime: 0 }));
    } catch {
      toast("error", TRACKING_MESSAGES.downloadFailed);
    }
  };
}

function FileLink({ name, token }: { name: string; token: string | null }) {
  const download = useFileDownload();
  if (!token) return <>{name}</>;
  return (
    <Anchor component="button" type="button" onClick={() => void download(token)}>
      {name}
    </Anchor>
  );
}

function StatusBadge({ status }: { status: number }) {
  return (
    <Badge size="lg" color={status === COMPLAINT_STATUS.open ? STATUS_BADGE.open : STATUS_BADGE.closed} variant="filled">
      {complaintStatusName(status)}
    </Badge>
  );
}

/** The request's clock (issue 31): the legal rule, the business days counted and those left or taken to answer. */
function TermClock({ r }: { r: TTrackingResult }) {
  const { term } = r;
  const open = r.status === COMPLAINT_STATUS.open;
  return (
    <>
      <Field label={TERM_CLOCK_MESSAGES.personalDataKind} value={term.personalDataKind} />
      <Field label={TERM_CLOCK_MESSAGES.rule} value={term.rule} />
      <Field
        label={TERM_CLOCK_MESSAGES.elapsed}
        value={open ? TERM_CLOCK_MESSAGES.elapsedOf(term.elapsed, term.businessDays) : TERM_CLOCK_MESSAGES.answeredIn(term.elapsed)}
      />
      {open && (
        <Field
          label={TERM_CLOCK_MESSAGES.left}
          value={term.suspended ? TERM_CLOCK_MESSAGES.leftSuspended(term.left) : TERM_CLOCK_MESSAGES.leftOpen(term.left)}
        />
      )}
    </>
  );
}

/** Everything tracking shows of a request (spec 01 §2 "Request tracking"); the management pages reuse it. */
export function RequestDetails({
  request: r,
  showAnswer = true,
  focusOnShow = false,
}: {
  request: TTrackingResult;
  showAnswer?: boolean;
  focusOnShow?: boolean;
}) {
  const summaryRef = useFocusOnMount<HTMLHeadingElement>(focusOnShow);
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-summary">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Title order={2} size="h3" id="request-summary" ref={summaryRef} tabIndex={-1}>
              Solicitud {r.trackingID}
            </Title>
            <Text>{r.complaintFormType.name}</Text>
          </div>
          <Group gap="xs">
            <Text size="sm">Estado:</Text>
            <StatusBadge status={r.status} />
            {r.term.claimInProgress && (
              <Badge size="lg" color="orange.9" variant="outline">
                {TERM_CLOCK_MESSAGES.claimInProgress}
              </Badge>
            )}
          </Group>
        </Group>
        {r.term.claimInProgress && (
          <Text size="sm" mb="md">
            {TERM_CLOCK_MESSAGES.claimInProgressNote}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <Field label="Número de radicado" value={r.trackingID} />
          <Field label="Fecha de la solicitud" value={formatLongDate(r.date)} />
          <Field label="Fecha máxima de respuesta" value={dueDateText(r)} />
          <TermClock r={r} />
          <Field label="Fecha de cierre" value={r.closingDate ? formatLongDate(r.closingDate) : null} />
          <Field label="Tipo de solicitud" value={r.complaintFormType.name} />
          <Field label="Prórroga" value={r.extended ? `Sí${r.personalData && r.extensionReason ? `: ${r.extensionReason}` : ""}` : null} />
          <LifecycleFields request={r} />
        </SimpleGrid>
      </Paper>

      {!r.personalData && "accessKeyInvalid" in r && r.accessKeyInvalid && (
        <Alert color="red" variant="light" role="alert">
          {TRACKING_MESSAGES.accessKeyInvalid}
        </Alert>
      )}
      {!r.personalData && (
        <Alert color="blue" variant="light" role="note">
          {TRACKING_MESSAGES.summaryOnly}
        </Alert>
      )}
      {r.personalData && <PersonalDetails request={r} showAnswer={showAnswer} />}
    </Stack>
  );
}

/** The answer, the applicant's and contact data and the description: only with the access key or to the owner. */
function PersonalDetails({ request: r, showAnswer }: { request: TTrackedRequest; showAnswer: boolean }) {
  const personalPlace = placeText(r.rootLocationPersonal, r.secondLevelLocationPersonal, r.locationPersonal, r.cityPersonal);
  const contactPlace = placeText(r.rootLocation, r.secondLevelLocation, r.location, r.city);
  return (
    <>
      {showAnswer && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-answer">
          <Title order={2} size="h3" id="request-answer" mb="sm">
            Respuesta
          </Title>
          {r.answer ? (
            <Text style={{ whiteSpace: "pre-wrap" }} data-testid="request-answer">
              {r.answer}
            </Text>
          ) : (
            <Text>Tu solicitud aún no tiene respuesta.</Text>
          )}
          <AccessDenialNotice request={r} />
          {r.files.length > 0 && (
            <>
              <Text fw={700} mt="md">
                Archivos de la respuesta
              </Text>
              <ul>
                {r.files.map((f) => (
                  <li key={f.fileID}>
                    <FileLink name={f.name} token={f.downloadToken} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {r.urlFile && (
            <Text mt="sm">
              <Anchor href={r.urlFile} target="_blank" rel="noopener noreferrer">
                Ver el documento de la respuesta
              </Anchor>
            </Text>
          )}
        </Paper>
      )}

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-basic">
        <Title order={2} size="h3" id="request-basic" mb="md">
          Información básica
        </Title>
        {r.anonymous && !r.identification ? (
          <Text>Solicitud anónima.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
            <Field label="Tipo de persona" value={r.complaintFormUserType?.name} />
            <Field label="Nombres y apellidos" value={r.names} />
            <Field label="Tipo de documento" value={r.identificationType?.name} />
            <Field label="Número de documento" value={r.identification} />
            <Field label="Género" value={r.genre} />
            <Field label="Fecha de nacimiento" value={r.birthDate ? requestDay(r.birthDate) : null} />
            <Field label="Teléfono fijo" value={r.phoneNumberPersonal} />
            <Field label="Teléfono móvil" value={r.mobileNumberPersonal} />
            <Field label="Dirección" value={r.addressPersonal} />
            <Field label="Lugar" value={personalPlace} />
            <Field label="Barrio o vereda" value={r.neighborhoodPersonal} />
          </SimpleGrid>
        )}
      </Paper>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-contact">
        <Title order={2} size="h3" id="request-contact" mb="md">
          Información de contacto
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <Field label="Medio de respuesta" value={r.responseType.name} />
          <Field label="Correo electrónico personal" value={r.emailPersonal} />
          <Field label={contactEmailLabel(r.responseTypeID)} value={r.email} />
          <Field label="Teléfono móvil" value={r.mobileNumber} />
          <Field label="Teléfono fijo" value={r.phoneNumber} />
          <Field label="Extensión" value={r.extension} />
          <Field label="Dirección" value={r.address} />
          <Field label="Lugar" value={contactPlace} />
          <Field label="Vereda o municipio" value={r.neighborhood} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="request-description">
        <Title order={2} size="h3" id="request-description" mb="sm">
          Descripción
        </Title>
        {r.attentionDay && (
          <Text mb="sm">
            Cita {r.presential === PRESENTIAL.inPerson ? "presencial" : "virtual"} el {requestDay(r.attentionDay)}
            {r.hour !== null ? ` a las ${r.hourLabel ?? formatAttentionHour(r.hour)}` : ""}.
          </Text>
        )}
        <Text style={{ whiteSpace: "pre-wrap" }}>{r.description}</Text>
        {r.incident && <IncidentPlace incident={r.incident} />}
        {r.filedByClient && (
          <Text size="sm" c="dimmed" mt="sm">
            {fillMessage(OPEN311_MESSAGES.filedByClient, { client: r.filedByClient })}
          </Text>
        )}
        {r.fileName && (
          <Text mt="md">
            Archivo adjunto: <FileLink name={r.fileName} token={r.fileDownloadToken} />
          </Text>
        )}
      </Paper>
    </>
  );
}
