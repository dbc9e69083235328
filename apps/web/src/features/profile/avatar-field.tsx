import { Avatar, Button, FileButton, Group, Progress, Stack, Text } from "@mantine/core";
import { FILE_MESSAGES, fileExtension, IMAGE_EXTENSIONS } from "@portal/schemas/files/upload.schema";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { uploadFile } from "../../lib/rest";
import { settingsAtom } from "../../state/settings";

const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(",");

/**
 * The profile photo: uploaded at once as a "profile" image (the server sniffs its type and checks the settings'
 * minimum size); it replaces the current one when the form is saved.
 */
export function AvatarField({
  fileID,
  initials,
  onChange,
  disabled,
}: {
  fileID: string | null;
  initials: string;
  onChange: (fileID: string | null) => void;
  disabled?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploads = useAtomValue(settingsAtom)?.uploads;

  async function pick(file: File | null) {
    if (!file) return;
    setError(null);
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
      setError(FILE_MESSAGES.wrongType);
      return;
    }
    setProgress(0);
    try {
      onChange((await uploadFile("profile", file, { onProgress: setProgress })).fileID);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Group gap="md" align="center" role="group" aria-labelledby="profile-photo">
      <Avatar size={72} radius="xl" color="portal" src={fileID ? `/files/${fileID}` : undefined} alt="Tu foto de perfil">
        {initials}
      </Avatar>
      <Stack gap={4}>
        <Text fw={500} id="profile-photo">
          Foto de perfil
        </Text>
        <Group gap="xs">
          <FileButton onChange={(f) => void pick(f)} accept={ACCEPT} disabled={disabled || progress !== null}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="default">
                {fileID ? "Cambiar foto" : "Subir foto"}
              </Button>
            )}
          </FileButton>
          {fileID && (
            <Button size="compact-sm" variant="subtle" onClick={() => onChange(null)} disabled={disabled}>
              Quitar foto
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {IMAGE_EXTENSIONS.join(", ")}
          {uploads ? `; mínimo ${uploads.minImageWidth} × ${uploads.minImageHeight} px` : ""}. Se guarda con el botón «Guardar cambios».
        </Text>
        {progress !== null && <Progress value={progress} aria-label="Subiendo la foto" size="sm" />}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
