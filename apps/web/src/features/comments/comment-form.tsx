import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { ZComment } from "@portal/schemas/comments/comment.schema";
import { COMMENT_LIMITS, commentCounter } from "@portal/schemas/comments/comment-messages";
import { useAtomValue } from "jotai";
import { useCallback, useState } from "react";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { useCaptcha } from "../../components/captcha/use-captcha";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { isLoggedInAtom } from "../../state/session";
import { attachmentError, attachmentInput, NO_ATTACHMENT, type TCommentAttachment } from "./comment-attachment";
import { CommentAttachmentField } from "./comment-attachment-field";

/** The comment box (or, with parentCommentID, the reply box): 10–560 characters with a counter; the captcha for visitors. */
export function CommentForm({ contentID, parentCommentID = null, onDone }: { contentID: number; parentCommentID?: number | null; onDone?: () => void }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return loggedIn ? (
    <Form contentID={contentID} parentCommentID={parentCommentID} onDone={onDone} captcha={null} />
  ) : (
    <VisitorForm contentID={contentID} parentCommentID={parentCommentID} onDone={onDone} />
  );
}

function VisitorForm(props: { contentID: number; parentCommentID: number | null; onDone?: () => void }) {
  const captcha = useCaptcha("comment");
  return <Form {...props} captcha={captcha} />;
}

function Form({
  contentID,
  parentCommentID,
  onDone,
  captcha,
}: {
  contentID: number;
  parentCommentID: number | null;
  onDone?: () => void;
  captcha: ReturnType<typeof useCaptcha> | null;
}) {
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const reply = parentCommentID !== null;
  const [attachment, setAttachment] = useState<TCommentAttachment>(NO_ATTACHMENT);
  const toInput = useCallback(
    (v: { value: string }) => ({
      contentID,
      parentCommentID,
      value: v.value,
      ...attachmentInput(attachment),
      captchaId: captcha?.captchaId ?? null,
      captcha: captcha?.answer ?? null,
    }),
    [contentID, parentCommentID, attachment, captcha?.captchaId, captcha?.answer],
  );
  const form = useZodForm({ schema: ZComment, initialValues: { value: "" }, toInput });
  const create = trpc.comments.create.useMutation({
    meta: { silent: true },
    onSuccess: (res) => {
      captcha?.consume();
      void captcha?.reload();
      form.reset();
      setAttachment(NO_ATTACHMENT);
      setNotice({ ok: true, text: res.message });
      void utils.comments.thread.invalidate({ contentID });
      if (reply) void utils.comments.replies.invalidate();
      onDone?.();
    },
    onError: (e) => {
      setNotice({ ok: false, text: formErrorMessage(e) });
      void captcha?.reload();
    },
  });
  const label = reply ? "Tu respuesta" : "Escribe tu comentario";
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={reply ? "Responder comentario" : "Nuevo comentario"}
      onSubmit={form.handleSubmit((data) => {
        const refused = attachmentError(attachment);
        setNotice(refused ? { ok: false, text: refused } : null);
        if (!refused) create.mutate(data);
      })}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          withAsterisk
          autosize
          minRows={reply ? 2 : 3}
          maxLength={COMMENT_LIMITS.commentMax}
          {...form.textProps("value")}
          disabled={create.isPending}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {commentCounter(form.values.value)}
        </Text>
        <CommentAttachmentField
          value={attachment}
          onChange={setAttachment}
          disabled={create.isPending}
          idPrefix={reply ? `respuesta-${parentCommentID}` : `comentario-${contentID}`}
          filesAllowed={captcha === null}
        />
        {captcha && (
          <CaptchaField captcha={captcha} error={form.errorOf("captcha")} onBlur={() => captcha.answer && form.touch("captcha")} disabled={create.isPending} />
        )}
        {notice && (
          <Alert color={notice.ok ? "green.9" : "red"} variant="light" role={notice.ok ? "status" : "alert"}>
            {notice.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {reply ? "Responder" : "Comentar"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
