import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { youtubeCode } from "@portal/schemas/contents/content-fields";
import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { useState } from "react";
import { LinkPreview } from "./link-preview";

/** The add-YouTube-URL modal: accepts a YouTube link only (its 11-character code is what the hangout keeps). */
export function YoutubeModal({ opened, onClose, onAdd }: { opened: boolean; onClose: () => void; onAdd: (url: string) => void }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const t = url.trim();
    if (!t) return setError(M.youtubeRequired);
    if (!youtubeCode(t)) return setError(M.youtubeInvalid);
    onAdd(t);
    setUrl("");
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Agregar video de YouTube" centered>
      <Stack>
        <TextInput label="URL de YouTube" withAsterisk type="url" data-autofocus value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={error} />
        <LinkPreview url={url} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={add}>Agregar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
