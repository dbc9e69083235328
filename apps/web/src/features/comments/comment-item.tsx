import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { COMMENT_LIMITS } from "@portal/schemas/comments/comment-messages";
import { COMMENT_STATUS_LABELS, COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { commentAnchor } from "@portal/schemas/comments/comment-share";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { confirmDelete } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { formErrorMessage } from "../../lib/errors";
import { relativeTime } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { CommentEditModal } from "./comment-edit-modal";
import { CommentForm } from "./comment-form";
import { ShareMenu } from "./share-menu";

export type TThreadComment = RouterOutputs["comments"]["thread"]["items"][number];
type TReply = TThreadComment["firstComments"][number];
type TReportTarget = { ReportType: "Comment"; ElementToReportID: number; parentCommentID: number | null };

/** One comment (or reply): author with the "Administrador" badge, text, like, reply, report, edit and delete. */
export function CommentItem({ comment, onReport }: { comment: TThreadComment | TReply; onReport: (t: TReportTarget) => void }) {
  const utils = trpc.useUtils();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void utils.comments.thread.invalidate({ contentID: comment.contentID });
    void utils.comments.replies.invalidate();
  };
  const like = trpc.comments.like.useMutation({ meta: { silent: true }, onSuccess: refresh, onError: (e) => setError(formErrorMessage(e)) });
  const remove = trpc.comments.remove.useMutation({ meta: { silent: true }, onSuccess: refresh, onError: (e) => setError(formErrorMessage(e)) });
  const needLogin = (run: () => void) => () => (loggedIn ? run() : openAuth("login"));
  const isTop = comment.parentCommentID === null;
  const firstComments = "firstComments" in comment ? comment.firstComments : [];

  return (
    <Paper component="article" withBorder p="sm" id={commentAnchor(comment.commentID)} aria-label={`Comentario de ${comment.user.fullName}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={700}>{comment.user.fullName}</Text>
          {comment.user.isAuthorized && <Badge color="portal">{M.adminBadge}</Badge>}
          {comment.status !== "Published" && (
            <Badge color="gray" variant="light">
              {COMMENT_STATUS_LABELS[comment.status]}
            </Badge>
          )}
          <Text size="sm" c="dimmed" component="time" dateTime={new Date(comment.creationDate).toISOString()}>
            {relativeTime(comment.creationDate)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{comment.value}</Text>
        {editing && (
          <CommentEditModal
            comment={comment}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              refresh();
            }}
          />
        )}
        {comment.codeUrl && (
          <iframe title="Video adjunto" width="320" height="180" src={`https://www.youtube-nocookie.com/embed/${comment.codeUrl}`} allowFullScreen />
        )}
        {comment.imageUrl && <img src={comment.imageUrl} alt="Imagen adjunta al comentario" style={{ maxWidth: 320 }} />}
        {comment.fileUrl && <a href={comment.fileUrl}>Archivo adjunto</a>}
        <FormAlert error={error} />
        <Group gap="xs">
          {comment.status === "Published" && (
            <Button
              size="compact-sm"
              variant={comment.alreadyLiked ? "filled" : "light"}
              aria-pressed={comment.alreadyLiked}
              onClick={needLogin(() => like.mutate({ id: comment.commentID }))}
            >
              Me gusta ({comment.countLikes})
            </Button>
          )}
          {isTop && comment.status === "Published" && (
            <Button size="compact-sm" variant="subtle" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
              Responder
            </Button>
          )}
          {comment.status === "Published" && <ShareMenu comment={comment} />}
          {comment.canReport && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => onReport({ ReportType: "Comment", ElementToReportID: comment.commentID, parentCommentID: comment.parentCommentID })}
            >
              Reportar
            </Button>
          )}
          {comment.canEdit && (
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
              Editar
            </Button>
          )}
          {comment.canDelete && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red.9"
              onClick={() => void confirmDelete(M.confirmDelete).then((yes) => yes && remove.mutate({ id: comment.commentID }))}
            >
              Eliminar
            </Button>
          )}
        </Group>
        {replying && <CommentForm contentID={comment.contentID} parentCommentID={comment.commentID} onDone={() => setReplying(false)} />}
        {isTop &&
          (showReplies ? (
            <Replies parentID={comment.commentID} onReport={onReport} />
          ) : (
            firstComments.map((r) => <CommentItem key={r.commentID} comment={r} onReport={onReport} />)
          ))}
        {isTop && !showReplies && comment.countComments > firstComments.length && (
          <Button size="compact-sm" variant="subtle" onClick={() => setShowReplies(true)}>
            Ver las {comment.countComments} respuestas
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function Replies({ parentID, onReport }: { parentID: number; onReport: (t: TReportTarget) => void }) {
  const [pageSize, setPageSize] = useState<number>(COMMENT_LIMITS.pageSize);
  const replies = trpc.comments.replies.useQuery({ id: parentID, page: 1, pageSize });
  const items = replies.data?.items ?? [];
  return (
    <Stack gap="xs" pl="md">
      {items.map((r) => (
        <CommentItem key={r.commentID} comment={r} onReport={onReport} />
      ))}
      {replies.data && replies.data.total > items.length && (
        <Button size="compact-sm" variant="subtle" onClick={() => setPageSize((s) => Math.min(50, s + COMMENT_LIMITS.pageSize))}>
          Cargar más respuestas
        </Button>
      )}
    </Stack>
  );
}
