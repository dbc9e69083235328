import { Badge, Button, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import { COMMENT_WALL_TYPE, CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate, publishedPhrase } from "../../../lib/format";
import type { TContentCard } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { cardTemplate } from "./card-registry";

/**
 * A content's card: image, type, title linking to the detail, description, the part its type shows (card registry),
 * "Participa" unless its wall is closed (commentWallType 2), and for administrators the "Programado"/"Vencido" label.
 */
export function ContentCard({ content, headingLevel = 2, actions }: { content: TContentCard; headingLevel?: 2 | 3; actions?: ReactNode }) {
  const routes = useContentRoutes();
  const { Part, template } = cardTemplate(content.contentType);
  const typeName = isContentType(content.contentType) ? CONTENT_TYPES[content.contentType].name : "Contenido";
  const href = contentPath(routes, content.friendlyName);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`content-${content.contentID}`} data-template={template}>
      {content.imagePrincipal && (
        <Card.Section>
          <Image src={content.imagePrincipal.filePath} alt={content.imageDescription ?? ""} h={180} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={content.imagePrincipal ? "sm" : 0}>
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Badge variant="light" color="portal">
              {typeName}
            </Badge>
            {content.isFeatured && <Badge variant="outline">Destacado</Badge>}
            {content.admin?.label && (
              <Badge color="orange.9" variant="light">
                {content.admin.label}
              </Badge>
            )}
          </Group>
          {actions}
        </Group>
        <Title order={headingLevel} size="h4" id={`content-${content.contentID}`}>
          <Link to={href}>{content.name}</Link>
        </Title>
        <Text size="xs" c="dimmed">
          <time dateTime={content.creationDate} title={formatLongDate(content.creationDate)}>
            {publishedPhrase(content.creationDate)}
          </time>
        </Text>
        {content.description && (
          <Text size="sm" lineClamp={3}>
            {content.description}
          </Text>
        )}
        {Part && <Part content={content} />}
        {content.labels.length > 0 && (
          <Group gap={4}>
            {content.labels.map((l) => (
              <Badge key={l.labelID} size="sm" variant="default">
                {l.name}
              </Badge>
            ))}
          </Group>
        )}
        {content.commentWallType !== COMMENT_WALL_TYPE.none && (
          <div>
            <Button
              component={Link}
              to={`/${routes.comment}/${encodeURIComponent(content.friendlyName)}`}
              size="xs"
              variant="light"
              aria-label={`Participa en ${content.name}`}
            >
              Participa
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
