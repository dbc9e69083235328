import { Badge, Button, Group, Image, Stack, Text } from "@mantine/core";
import { CONTENT_POPUP_MESSAGES as M } from "@portal/schemas/contents/content-popup-messages";
import { COMMENT_WALL_TYPE, CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { Link } from "react-router";
import { formatLongDate, publishedPhrase } from "../../../lib/format";
import type { TContentCard } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { PreviewPopup } from "./preview-popup";

/** The contents of a list in the popup with previous and next: image, type, date, description, links to read and take part. */
export function ContentPopup({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: readonly TContentCard[];
  index: number | null;
  onIndexChange: (i: number) => void;
  onClose: () => void;
}) {
  const routes = useContentRoutes();
  return (
    <PreviewPopup items={items} index={index} onIndexChange={onIndexChange} onClose={onClose} titleOf={(c) => c.name}>
      {(c) => (
        <Stack gap="sm">
          {c.imagePrincipal && <Image src={c.imagePrincipal.filePath} alt={c.imageDescription ?? ""} mah={420} fit="contain" radius="md" />}
          <Group gap="xs">
            <Badge variant="light" color="portal">
              {isContentType(c.contentType) ? CONTENT_TYPES[c.contentType].name : "Contenido"}
            </Badge>
            <Text size="sm" c="dimmed">
              <time dateTime={c.creationDate} title={formatLongDate(c.creationDate)}>
                {publishedPhrase(c.creationDate)}
              </time>
            </Text>
          </Group>
          {c.description && <Text>{c.description}</Text>}
          <Group>
            <Button component={Link} to={contentPath(routes, c.friendlyName)}>
              {M.openContent}
            </Button>
            {c.commentWallType !== COMMENT_WALL_TYPE.none && (
              <Button component={Link} variant="light" to={`/${routes.comment}/${encodeURIComponent(c.friendlyName)}`}>
                Participa
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </PreviewPopup>
  );
}
