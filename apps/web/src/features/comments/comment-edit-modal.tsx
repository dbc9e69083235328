import { Text, Textarea } from "@mantine/core";
import { COMMENT_LIMITS, commentCounter } from "@portal/schemas/comments/comment-messages";
import { type FormEvent, useState } from "react";
import { FormModal } from "../../components/forms/form-modal";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { trpc } from "../../lib/trpc";
import { attachmentError, attachmentInput, type TCommentAttachment } from "./comment-attachment";
import { CommentAttachmentField } from "./comment-attachment-field";

/** What the modal reads of a comment or reply. */
type TEditable = { commentID: number; value: string; embedUrl: string | null; fileID: string | null; imageUrl: string | null };

/** The attachment a comment already has, as the edit box starts from it. */
function currentAttachment(comment: TEditable): TCommentAttachment {
  if (comment.embedUrl) return { kind: "video", embedUrl: comment.embedUrl, file: null };
  if (comment.fileID)
    return {
      kind: comment.imageUrl ? "image" : "file",
      embedUrl: "",
      file: { fileID: comment.fileID, name: comment.imageUrl ? "Imagen adjunta" : "Archivo adjunto" },
    };
  return { kind: "none", embedUrl: "", file: null };
}

/**
 * The comment edit modal (spec 02 §2 "a comment edit modal", §5): text required ≤ 560 with its counter, and one of
 * video, file or image. Saved, the thread is read again; Cancelar or closing leaves the comment as it was.
 */
export function CommentEditModal({ comment, onClose, onSaved }: { comment: TEditable; onClose: () => void; onSaved: () => void }) {
  const [value, setValue] = useState(comment.value.trim());
  const [attachment, setAttachment] = useState<TCommentAttachment>(() => currentAttachment(comment));
  const update = trpc.comments.update.useMutation({ meta: { silent: true } });
  const { send, setError, formProps } = useMutationSend({ mutation: update, onSuccess: onSaved });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const refused = attachmentError(attachment);
    if (refused) setError(refused);
    else send({ id: comment.commentID, value, ...attachmentInput(attachment), fileName: null });
  };
  return (
    <FormModal {...formProps} onSubmit={save} onClose={onClose} title="Editar comentario" centered size="lg" submitLabel="Guardar">
      <Textarea
        label="Comentario"
        autosize
        minRows={3}
        maxLength={COMMENT_LIMITS.commentMax}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        data-autofocus
      />
      <Text size="xs" c="dimmed" ta="right">
        {commentCounter(value)}
      </Text>
      <CommentAttachmentField value={attachment} onChange={setAttachment} disabled={update.isPending} idPrefix={`editar-${comment.commentID}`} filesAllowed />
    </FormModal>
  );
}
