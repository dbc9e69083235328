import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { commentAnchor } from "@portal/schemas/comments/comment-share";
import { Link } from "react-router";
import { relativeTime } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useContentRoutes } from "../contents/use-content-routes";

/** The portal's newest comments on open walls (GET comments), each linking to its thread. */
export function RecentComments({ exceptContentID, pageSize = 5 }: { exceptContentID?: number; pageSize?: number }) {
  const routes = useContentRoutes();
  const recent = trpc.comments.recent.useQuery({ page: 1, pageSize }, { meta: { silent: true } });
  const items = (recent.data?.items ?? []).filter((c) => c.contentID !== exceptContentID);
  if (items.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="comentarios-recientes" gap="xs">
      <Title order={2} size="h3" id="comentarios-recientes">
        Participación reciente en el portal
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {items.map((c) => (
          <List.Item key={c.commentID}>
            <Text size="sm" lineClamp={2}>
              <strong>{c.user.fullName}</strong> en{" "}
              <Anchor component={Link} to={`/${routes.comment}/${encodeURIComponent(c.content.friendlyName)}#${commentAnchor(c.commentID)}`}>
                {c.content.name}
              </Anchor>
              {" · "}
              <time dateTime={new Date(c.creationDate).toISOString()}>{relativeTime(c.creationDate)}</time>: {c.value}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
