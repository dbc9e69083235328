import { Anchor, AspectRatio, Group, Image, List, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { PROCEDURE_TYPE, type TContentType } from "@portal/schemas/contents/content-types";
import type { ComponentType } from "react";
import { formatCalendarDate, formatLongDate } from "../../../lib/format";
import { CountdownPart, procedureCost } from "../cards/card-parts";
import { attributeOf, type TContentDetail } from "../content-api";

type TPart = { content: TContentDetail };
const hour = (h: string | null) => (h ? `${h}${h.includes(":") ? "" : ":00"}` : "");

function EventDetail({ content }: TPart) {
  return (
    <List spacing={4} aria-label="Datos del evento">
      {content.startDate && (
        <List.Item>
          Inicio: {formatCalendarDate(content.startDate)} {hour(content.startHour)}
        </List.Item>
      )}
      {content.endDate && (
        <List.Item>
          Cierre: {formatCalendarDate(content.endDate)} {hour(content.endHour)}
        </List.Item>
      )}
      <List.Item>Organiza: {attributeOf(content, "EventHost") ?? "—"}</List.Item>
      <List.Item>Lugar: {attributeOf(content, "EventLocation") ?? "—"}</List.Item>
    </List>
  );
}

function AccountabilityDetail({ content }: TPart) {
  const value = Number(attributeOf(content, "AccountabilityPercentage") ?? content.percentage ?? 0);
  return (
    <Stack gap={4}>
      <Text>Línea base: {attributeOf(content, "AccountabilityBase") ?? "—"}</Text>
      <Text>Meta: {attributeOf(content, "AccountabilityGoal") ?? "—"}</Text>
      <Group justify="space-between">
        <Text>Cumplimiento</Text>
        <Text fw={700}>{value} %</Text>
      </Group>
      <Progress value={value} size="lg" aria-label={`Cumplimiento: ${value} %`} />
    </Stack>
  );
}

function ProcedureDetail({ content }: TPart) {
  const url = attributeOf(content, "ProcedureUrl");
  return (
    <List spacing={4} aria-label="Datos del trámite">
      <List.Item>Tipo: {Number(attributeOf(content, "ProcedureTypeID")) === PROCEDURE_TYPE.link ? "En línea" : "Presencial"}</List.Item>
      <List.Item>Costo: {procedureCost(attributeOf(content, "ProcedureCostType"), attributeOf(content, "ProcedureValue"))}</List.Item>
      <List.Item>Duración: {attributeOf(content, "ProcedureTime") ?? "—"}</List.Item>
      {url && (
        <List.Item>
          <Anchor href={url} target="_blank" rel="noopener noreferrer">
            Realizar el trámite en línea
          </Anchor>
        </List.Item>
      )}
    </List>
  );
}

function DocumentDetail({ content }: TPart) {
  const files = content.files.filter((f) => !f.isImage);
  return (
    <Stack gap={4}>
      {content.startingDate && <Text>Fecha de expedición: {formatLongDate(content.startingDate)}</Text>}
      {content.downloadFiles &&
        files.map((f) => (
          <Anchor key={f.fileID} href={f.filePath} download={f.name}>
            Descargar {f.name}
          </Anchor>
        ))}
      {content.embedUrl && (
        <Anchor href={content.embedUrl} target="_blank" rel="noopener noreferrer">
          Ver documento
        </Anchor>
      )}
    </Stack>
  );
}

function GalleryDetail({ content }: TPart) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {content.files
        .filter((f) => f.isImage)
        .map((f) => (
          <figure key={f.fileID} style={{ margin: 0 }}>
            <Image src={f.filePath} alt={f.description ?? f.name} radius="sm" />
            {f.description && (
              <Text component="figcaption" size="sm">
                {f.description}
              </Text>
            )}
          </figure>
        ))}
    </SimpleGrid>
  );
}

function LinkDetail({ content }: TPart) {
  if (!content.embedUrl) return null;
  return (
    <Anchor href={content.embedUrl} target={content.targetSelf ? undefined : "_blank"} rel="noopener noreferrer">
      Ir al enlace
    </Anchor>
  );
}

function HangoutDetail({ content }: TPart) {
  return (
    <Stack>
      <CountdownPart content={content} />
      {content.codeYouTube && (
        <AspectRatio ratio={16 / 9} maw={720}>
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${content.codeYouTube}`}
            title={`Video: ${content.name}`}
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      )}
    </Stack>
  );
}

function Countdown({ content }: TPart) {
  return <CountdownPart content={content} />;
}

/** The part of the detail page each type adds (vote and poll answer in their own boxes); exhaustive like the cards. */
export const DETAIL_PARTS = {
  1: null,
  2: EventDetail,
  3: null,
  4: null,
  5: Countdown,
  6: HangoutDetail,
  7: LinkDetail,
  8: null,
  9: AccountabilityDetail,
  10: DocumentDetail,
  11: null,
  12: Countdown,
  13: null,
  14: ProcedureDetail,
  15: GalleryDetail,
  100: null,
} as const satisfies { [K in TContentType]: ComponentType<TPart> | null };
