import { Button, FileInput, Group, Modal, Stack, TextInput } from "@mantine/core";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert";
import { uploadFile } from "../../../lib/rest";

/**
 * "Insertar imagen": the image goes up (POST uploadfiles/content) and into the text with the description the editor
 * must write for it (its alt text, WCAG 1.1.1); the server refuses a body image without one.
 */
export function InsertImageControl() {
  const { editor } = useRichTextEditorContext();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<{ field: "file" | "alt" | "upload"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setFile(null);
    setAlt("");
    setError(null);
  };
  const insert = async () => {
    if (!file) return setError({ field: "file", message: FILE_MESSAGES.missing });
    const text = alt.trim();
    if (!text) return setError({ field: "alt", message: M.imageAltRequired });
    if (text.length > CONTENT_LIMITS.imageDescriptionMax) return setError({ field: "alt", message: M.imageDescriptionMax });
    setBusy(true);
    try {
      const uploaded = await uploadFile("content", file);
      editor?.chain().focus().setImage({ src: uploaded.filePath, alt: text }).run();
      close();
    } catch (e) {
      setError({ field: "upload", message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <RichTextEditor.Control onClick={() => setOpen(true)} aria-label="Insertar imagen" title="Insertar imagen">
        <span aria-hidden="true">🖼</span>
      </RichTextEditor.Control>
      <Modal opened={open} onClose={close} title="Insertar imagen">
        <Stack>
          <FileInput
            label="Imagen"
            withAsterisk
            accept="image/gif,image/jpeg,image/png"
            value={file}
            onChange={setFile}
            placeholder="Selecciona una imagen"
            error={error?.field === "file" ? error.message : undefined}
          />
          <TextInput
            label="Texto alternativo"
            withAsterisk
            description="Describe la imagen para quien no puede verla"
            maxLength={CONTENT_LIMITS.imageDescriptionMax}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
            error={error?.field === "alt" ? error.message : undefined}
          />
          <FormAlert error={error?.field === "upload" && error.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button loading={busy} onClick={() => void insert()}>
              Insertar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
