import { Group, Progress, Text } from "@mantine/core";
import { PROCEDURE_COST_TYPE } from "@portal/schemas/contents/content-types";
import { countdownToStart } from "@portal/schemas/contents/countdown";
import { formatCalendarDate, formatLongDate } from "../../../lib/format";
import { attributeOf, type TContentCard } from "../content-api";

type TPart = { content: TContentCard };

/** Event: day and hour, host and place (spec 02 §3 local attributes). */
export function EventPart({ content }: TPart) {
  const host = attributeOf(content, "EventHost");
  const place = attributeOf(content, "EventLocation");
  return (
    <Text size="sm">
      {content.startDate && (
        <>
          {formatCalendarDate(content.startDate)}
          {content.startHour ? `, ${content.startHour}${content.startHour.includes(":") ? "" : ":00"}` : ""}
          <br />
        </>
      )}
      {host && (
        <>
          Organiza: {host}
          <br />
        </>
      )}
      {place && <>Lugar: {place}</>}
    </Text>
  );
}

/** Challenge, convocation and hangout: days, hours or minutes to start before it starts; days left and time elapsed after. */
export function CountdownPart({ content }: TPart) {
  const toStart = countdownToStart(content.minutesToStart);
  if (toStart) return <Text size="sm">{toStart}</Text>;
  return (
    <div>
      {content.daysToComplete !== null && <Text size="sm">{content.daysToComplete === 1 ? "Queda 1 día" : `Quedan ${content.daysToComplete} días`}</Text>}
      {content.percentageDate !== null && <Progress value={content.percentageDate} aria-label={`Tiempo transcurrido: ${content.percentageDate} %`} mt={4} />}
    </div>
  );
}

/** Accountability: the completion bar (AccountabilityPercentage 0–100). */
export function AccountabilityPart({ content }: TPart) {
  const value = Number(attributeOf(content, "AccountabilityPercentage") ?? content.percentage ?? 0);
  return (
    <div>
      <Group justify="space-between">
        <Text size="sm">Cumplimiento</Text>
        <Text size="sm" fw={700}>
          {value} %
        </Text>
      </Group>
      <Progress value={value} aria-label={`Cumplimiento: ${value} %`} />
    </div>
  );
}

/** Procedure: cost and duration. */
export function ProcedurePart({ content }: TPart) {
  return (
    <Text size="sm">
      Costo: {procedureCost(attributeOf(content, "ProcedureCostType"), attributeOf(content, "ProcedureValue"))}
      <br />
      Duración: {attributeOf(content, "ProcedureTime") ?? "—"}
    </Text>
  );
}

export function procedureCost(costType: string | null, value: string | null): string {
  const type = Number(costType);
  if (type === PROCEDURE_COST_TYPE.exactCost && value) return `$ ${value}`;
  return type === PROCEDURE_COST_TYPE.withCost ? "Con costo" : "Sin costo";
}

/** Document: its issue date. */
export function DocumentPart({ content }: TPart) {
  return content.startingDate ? <Text size="sm">Fecha de expedición: {formatLongDate(content.startingDate)}</Text> : null;
}

/** Link: where it goes. */
export function LinkPart({ content }: TPart) {
  if (!content.embedUrl) return null;
  let host = content.embedUrl;
  try {
    host = new URL(content.embedUrl).hostname;
  } catch {
    // Shown as typed.
  }
  return <Text size="sm">Enlace a {host}</Text>;
}

/** Vote and poll: an invitation to take part. */
export function VotePart() {
  return <Text size="sm">Votación abierta: participa con tu cuenta.</Text>;
}
export function PollPart() {
  return <Text size="sm">Encuesta: responde con tu cuenta.</Text>;
}
