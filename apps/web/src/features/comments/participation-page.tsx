import { Alert, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { COMMENT_NOTES } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { Navigate, useLocation, useParams } from "react-router";
import { LoginRequired } from "../../app/access-messages";
import { PATHS } from "../../app/paths";
import { usePageTitle } from "../../components/page-title";
import { errorStatus } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { CommentThreadPanel } from "./comment-thread-panel";
import { FeedbackWidget } from "./feedback-widget";
import { RecentComments } from "./recent-comments";
import { ReportContentButton } from "./report-content-button";

/** /{comment route}/{alias} (spec 02 §2): the participation page of a content — its comment thread and the feedback box. */
export function ParticipationPage() {
  const { alias = "" } = useParams();
  const location = useLocation();
  const detail = trpc.contents.detail.useQuery({ friendlyName: alias }, { retry: false, meta: { silent: true } });
  usePageTitle(detail.data ? `Participa: ${detail.data.name}` : "Participa");
  if (detail.isError) {
    const status = errorStatus(detail.error);
    if (status === 401) return <LoginRequired />;
    return <Navigate to={PATHS.notFound} replace />;
  }
  if (!detail.data) return <Loader aria-label="Cargando" />;
  const content = detail.data;
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{content.name}</Title>
        <ReportContentButton contentID={content.contentID} />
      </Group>
      {content.description && <Text>{content.description}</Text>}
      {content.commentWallType === 2 ? (
        <Alert color="portal" variant="light">
          {M.wallClosed}
        </Alert>
      ) : (
        <>
          {content.commentWallType === 1 && (
            <Alert color="portal" variant="light" role="note">
              {COMMENT_NOTES.privateWall}
            </Alert>
          )}
          <CommentThreadPanel contentID={content.contentID} />
        </>
      )}
      <FeedbackWidget friendlyName={location.pathname} contentID={content.contentID} />
      <RecentComments exceptContentID={content.contentID} />
    </Stack>
  );
}
