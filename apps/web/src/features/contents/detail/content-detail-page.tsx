import { Anchor, Badge, Breadcrumbs, Button, Group, Loader, Stack, Text, Title, Typography } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { CONTENT_EXPORT_MESSAGES as X } from "@portal/schemas/contents/content-export.schema";
import { CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { CONTENT_TYPE, CONTENT_TYPES, isContentType } from "@portal/schemas/contents/content-types";
import { CONTENT_MAIN_IMAGE_SIZES } from "@portal/schemas/files/image-variants";
import { useAtomValue, useSetAtom } from "jotai";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { PATHS } from "../../../app/paths";
import { confirmDelete } from "../../../components/dialogs";
import { usePageDescription, usePageTitle } from "../../../components/page-title";
import { ResponsiveImage } from "../../../components/responsive-image";
import { errorStatus, formErrorMessage } from "../../../lib/errors";
import { formatLongDate, publishedPhrase } from "../../../lib/format";
import { toast } from "../../../lib/notify";
import { takePageData } from "../../../lib/page-data";
import { trpc } from "../../../lib/trpc";
import { currentUserAtom, isLoggedInAtom } from "../../../state/session";
import { authModalAtom } from "../../../state/ui";
import { CommentThread } from "../../comments/comment-thread";
import { FeedbackWidget } from "../../comments/feedback-widget";
import { ReportContentButton } from "../../comments/report-content-button";
import type { TContentDetail } from "../content-api";
import { crumb, editPath, sectionPath } from "../content-paths";
import { HiddenOrMissing } from "../hidden-or-missing";
import { useContentRoutes } from "../use-content-routes";
import bodyClasses from "./content-body.module.css";
import { DETAIL_PARTS } from "./detail-parts";
import { ExportButton } from "./export-button";
import { HangoutComments } from "./hangout-comments";
import { PollBox, VoteBox } from "./vote-box";

/** /{content-info route}/{alias}: a content as its readers see it; unknown or private to a visitor → HiddenOrMissing. */
export function ContentDetailPage() {
  const { alias } = useParams();
  const input = { friendlyName: alias ?? "" };
  const detail = trpc.contents.detail.useQuery(input, {
    enabled: Boolean(alias),
    retry: false,
    meta: { silent: true },
    // The first page's HTML may carry this answer (lib/page-data.ts): rendered at once, with no second round trip.
    initialData: () => takePageData("contents.detail", input),
  });
  usePageTitle(detail.data?.name ?? "Publicación");
  if (!alias) return <Navigate to={PATHS.notFound} replace />;
  if (detail.error) return errorStatus(detail.error) === 404 ? <HiddenOrMissing what="contenido" /> : <Navigate to={PATHS.notFound} replace />;
  if (!detail.data) return <Loader aria-label="Cargando el contenido" />;
  return <ContentDetail content={detail.data} />;
}

function ContentDetail({ content }: { content: TContentDetail }) {
  const routes = useContentRoutes();
  const location = useLocation();
  usePageDescription(content.metaDescription ?? content.description);
  // Administrators and the content's owner (decided by the server, spec 02 §6).
  const canEdit = content.canEdit;
  const section = content.tags[0];
  const Part = isContentType(content.contentType) ? DETAIL_PARTS[content.contentType] : null;
  const typeName = isContentType(content.contentType) ? CONTENT_TYPES[content.contentType].name : "Contenido";
  return (
    <Stack gap="lg" component="article" aria-labelledby="content-title">
      <Breadcrumbs aria-label="Ruta de navegación">
        <Anchor component={Link} to={PATHS.home}>
          Inicio
        </Anchor>
        {section && (
          <Anchor component={Link} to={sectionPath(routes, section.friendlyName)}>
            {crumb(section.name)}
          </Anchor>
        )}
        <Text>{crumb(content.name)}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color="portal">
              {typeName}
            </Badge>
            {content.admin?.label && (
              <Badge color="orange.9" variant="light">
                {content.admin.label}
              </Badge>
            )}
          </Group>
          <Title order={1} id="content-title">
            {content.name}
          </Title>
          <Text size="sm" c="dimmed">
            <time dateTime={content.creationDate} title={formatLongDate(content.creationDate)}>
              {publishedPhrase(content.creationDate)}
            </time>
          </Text>
        </Stack>
        <Group>
          {canEdit && (
            <Button component={Link} to={editPath(content.friendlyName)} variant="default">
              Editar
            </Button>
          )}
          {content.canDelete && <DeleteButton content={content} />}
          <ExportButtons content={content} />
        </Group>
      </Group>
      {/* The largest paint on a phone: the 640 px copy rather than the original, requested before anything else. */}
      {content.imagePrincipal && (
        <ResponsiveImage
          className={bodyClasses.principalImage}
          src={content.imagePrincipal.filePath}
          fileID={content.imagePrincipal.fileID}
          alt={content.imageDescription ?? ""}
          sizes={CONTENT_MAIN_IMAGE_SIZES}
          priority
        />
      )}
      {content.description && <Text size="lg">{content.description}</Text>}
      {content.labels.length > 0 && (
        <Group gap="xs" component="ul" aria-label="Categorías" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {content.labels.map((l) => (
            <Badge key={`l${l.labelID}`} component="li" variant="default">
              {l.name}
            </Badge>
          ))}
          {content.subLabels.map((s) => (
            <Badge key={`s${s.subLabelID}`} component="li" variant="outline">
              {s.name}
            </Badge>
          ))}
        </Group>
      )}
      {Part && <Part content={content} />}
      {content.bodyHtml && (
        <Typography>
          {/* Sanitised on the server with an allow-list (core/contents/sanitize-html.ts) on every write. */}
          <div className={bodyClasses.body} dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
        </Typography>
      )}
      {content.contentType === 3 && <VoteBox content={content} />}
      {content.contentType === 100 && <PollBox content={content} />}
      {content.contentType === CONTENT_TYPE.hangout && <HangoutComments content={content} />}
      <Group>
        <LikeButton content={content} />
        <ReportContentButton contentID={content.contentID} />
      </Group>
      {/* Wall 0 open, 1 private (the server shows others' comments only to the author and administrators), 2 none. */}
      <CommentThread contentID={content.contentID} commentWallType={content.commentWallType} />
      <FeedbackWidget friendlyName={location.pathname} contentID={content.contentID} />
    </Stack>
  );
}

/** Staff exports (spec 02 §6): results of votes, polls and challenges with Contents; comments with Contents or Comments. */
function ExportButtons({ content }: { content: TContentDetail }) {
  const user = useAtomValue(currentUserAtom);
  const permissions = user?.permissions ?? [];
  const contents = holdsPermission(permissions, "Contents");
  const results =
    content.contentType === CONTENT_TYPE.vote || content.contentType === CONTENT_TYPE.poll
      ? "votes"
      : content.contentType === CONTENT_TYPE.challenge
        ? "challenge"
        : null;
  return (
    <>
      {contents && results && (
        <ExportButton kind={results} contentID={content.contentID}>
          {X.download}
        </ExportButton>
      )}
      {(contents || holdsPermission(permissions, "Comments")) && content.commentWallType !== 2 && (
        <ExportButton kind="comments" contentID={content.contentID}>
          {X.downloadComments}
        </ExportButton>
      )}
    </>
  );
}

/** "Eliminar" for the content's owner and administrators (spec 02 §6): confirmed, then back to its section. */
function DeleteButton({ content }: { content: TContentDetail }) {
  const navigate = useNavigate();
  const routes = useContentRoutes();
  const utils = trpc.useUtils();
  const remove = trpc.contents.remove.useMutation({
    meta: { silent: true },
    onSuccess: () => {
      toast("success", S.deleted);
      const section = content.tags[0];
      void navigate(section ? sectionPath(routes, section.friendlyName) : PATHS.home, { replace: true });
      // Marked stale, not refetched now: this page stays on screen until the section's code arrives, and refetching the
      // deleted content meanwhile answers 404, which sends the official to "página no encontrada" instead.
      void utils.contents.invalidate(undefined, { refetchType: "none" });
    },
    onError: (e) => toast("error", formErrorMessage(e)),
  });
  const ask = async () => {
    if (await confirmDelete(S.confirmDelete)) remove.mutate({ id: content.contentID });
  };
  return (
    <Button color="red" variant="light" loading={remove.isPending} onClick={() => void ask()}>
      Eliminar
    </Button>
  );
}

function LikeButton({ content }: { content: TContentDetail }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  const utils = trpc.useUtils();
  const like = trpc.contents.like.useMutation({
    onSuccess: (r) =>
      utils.contents.detail.setData({ friendlyName: content.friendlyName }, (d) => (d ? { ...d, alreadyLiked: r.alreadyLiked, countLikes: r.countLikes } : d)),
  });
  return (
    <Group>
      <Button
        variant={content.alreadyLiked ? "filled" : "default"}
        aria-pressed={content.alreadyLiked}
        loading={like.isPending}
        onClick={() => (loggedIn ? like.mutate({ friendlyName: content.friendlyName }) : openAuth("login"))}
      >
        Me gusta ({content.countLikes})
      </Button>
    </Group>
  );
}
