import { Button, FileButton, Group, Progress, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { COMMENT_ATTACHMENT_KINDS, COMMENT_DOCUMENT_EXTENSIONS, COMMENT_ATTACHMENT_LABELS as L } from "@portal/schemas/comments/comment-messages";
import { FILE_MESSAGES, fileExtension, IMAGE_EXTENSIONS } from "@portal/schemas/files/upload.schema";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { useState } from "react";
import { uploadFile } from "../../lib/rest";
import { attachmentError, type TCommentAttachment } from "./comment-attachment";

const ACCEPT: Record<"image" | "file", readonly string[]> = { image: IMAGE_EXTENSIONS, file: COMMENT_DOCUMENT_EXTENSIONS };

/**
 * The comment's attachment (spec 02 §3, §5): none, a YouTube video, an image (gif, jpg, jpeg, png, bmp) or a file
 * (pdf, doc, docx, xls, xlsx), uploaded at once through POST uploadfiles/comment (the public size limit, type sniffed
 * by the server, owned by this user). Visitors may link a video only (`filesAllowed` false): uploads need an account.
 */
export function CommentAttachmentField({
  value,
  onChange,
  disabled,
  idPrefix,
  filesAllowed,
}: {
  value: TCommentAttachment;
  onChange: (a: TCommentAttachment) => void;
  disabled?: boolean;
  idPrefix: string;
  filesAllowed: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const videoError = value.kind === "video" && value.embedUrl.trim() ? attachmentError(value) : null;

  async function pick(kind: "image" | "file", file: File | null) {
    if (!file) return;
    setError(null);
    // The size and the kind's own list are checked by uploadFile (and again by the server).
    if (!ACCEPT[kind].includes(fileExtension(file.name))) {
      setError(FILE_MESSAGES.wrongType);
      return;
    }
    setProgress(0);
    try {
      const uploaded: TUploadedFile = await uploadFile("comment", file, { onProgress: setProgress });
      onChange({ kind, embedUrl: "", file: { fileID: uploaded.fileID, name: uploaded.name } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={`${idPrefix}-adjunto`}>
      <Text size="sm" fw={500} id={`${idPrefix}-adjunto`}>
        {L.legend}
      </Text>
      <SegmentedControl
        size="xs"
        disabled={disabled}
        value={value.kind}
        onChange={(kind) => {
          setError(null);
          onChange({ kind: kind, embedUrl: "", file: null });
        }}
        data={COMMENT_ATTACHMENT_KINDS.filter((k) => filesAllowed || k === "none" || k === "video").map((k) => ({ value: k, label: L[k] }))}
        aria-label={L.legend}
      />
      {!filesAllowed && (
        <Text size="xs" c="dimmed">
          {L.loginForFiles}
        </Text>
      )}
      {value.kind === "video" && (
        <TextInput
          label={L.videoUrl}
          placeholder="https://www.youtube.com/watch?v=…"
          value={value.embedUrl}
          onChange={(e) => onChange({ ...value, embedUrl: e.currentTarget.value })}
          error={videoError ?? undefined}
          maxLength={1250}
          disabled={disabled}
        />
      )}
      {(value.kind === "image" || value.kind === "file") && (
        <Group gap="xs" align="center">
          {value.file ? (
            <>
              <Text size="sm">{value.file.name}</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => onChange({ ...value, file: null })} disabled={disabled}>
                {L.remove}
              </Button>
            </>
          ) : (
            <FileButton
              onChange={(f) => void pick(value.kind as "image" | "file", f)}
              accept={ACCEPT[value.kind].map((e) => `.${e}`).join(",")}
              disabled={disabled || progress !== null}
            >
              {(props) => (
                <Button {...props} size="compact-sm" variant="default">
                  {value.kind === "image" ? L.chooseImage : L.chooseFile}
                </Button>
              )}
            </FileButton>
          )}
          <Text size="xs" c="dimmed">
            {value.kind === "image" ? L.imageHint : L.fileHint}
          </Text>
        </Group>
      )}
      {progress !== null && <Progress value={progress} aria-label={L.uploading} size="sm" />}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
