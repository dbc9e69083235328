import { Button, FileInput, Group, Image, Progress, Stack, Text } from "@mantine/core";
import { useUploads } from "../../components/use-uploads";

export type TImageValue = { fileID: string; url: string | null } | null;

/** An image uploaded through POST uploadfiles/image (staff images), shown small with a button to take it away. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  value: TImageValue;
  onChange: (v: TImageValue) => void;
  error?: string;
  description?: string;
}) {
  const uploads = useUploads("image");
  const uploading = uploads.items.filter((i) => !i.file);
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        description={description}
        placeholder={value ? "Cambiar imagen" : "Selecciona una imagen"}
        accept="image/png,image/jpeg,image/gif,image/bmp"
        value={null}
        clearable={false}
        error={error}
        onChange={(file) => {
          if (!file) return;
          void uploads.add(file).then((uploaded) => {
            if (uploaded) onChange({ fileID: uploaded.fileID, url: uploaded.filePath });
          });
        }}
      />
      {uploading.map((i) => (
        <Progress key={i.key} value={i.progress} aria-label={`Subiendo ${i.name}`} />
      ))}
      {value && (
        <Group gap="xs" wrap="nowrap">
          {value.url ? (
            <Image src={value.url} alt={`Vista previa: ${label}`} h={56} w="auto" fit="contain" radius="sm" />
          ) : (
            <Text size="sm">Imagen cargada</Text>
          )}
          <Button size="compact-sm" variant="default" onClick={() => onChange(null)} aria-label={`Quitar ${label.toLowerCase()}`}>
            Quitar
          </Button>
        </Group>
      )}
    </Stack>
  );
}
