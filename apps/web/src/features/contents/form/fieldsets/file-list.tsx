import { Button, FileInput, Group, Progress, Stack, Text, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import type { TUploadKind } from "@portal/schemas/files/upload.schema";
import { useUploads } from "../../../../components/use-uploads";
import type { TFileValue } from "../form-values";
import type { TFieldsetProps } from "../use-content-form";

/** Files of a content, uploaded through POST uploadfiles/{kind} (superupload/{kind} for content files) with their progress; images carry a description. */
export function FileList({ form, kind, label, hidePicker = false }: TFieldsetProps & { kind: TUploadKind; label: string; hidePicker?: boolean }) {
  // Content files may be large (videos, archives): they go through the super upload, waited for up to 3 hours.
  const uploads = useUploads(kind, { superUpload: kind === "content" });
  const files = form.values.files;
  const setFiles = (next: TFileValue[]) => {
    form.setField("files", next);
    form.touch("files");
  };
  return (
    <Stack gap="xs">
      {!hidePicker && (
        <FileInput
          label={label}
          placeholder="Selecciona un archivo"
          value={null}
          clearable={false}
          onChange={(file) => {
            if (!file) return;
            void uploads.add(file).then((uploaded) => {
              if (uploaded) setFiles([...form.values.files, { fileID: uploaded.fileID, name: uploaded.name, isImage: uploaded.isImage, description: "" }]);
            });
          }}
          error={form.errorOf("files")}
        />
      )}
      {hidePicker && form.errorOf("files") && (
        <Text c="red.8" size="sm" role="alert">
          {form.errorOf("files")}
        </Text>
      )}
      {uploads.items
        .filter((i) => !i.file)
        .map((i) => (
          <Progress key={i.key} value={i.progress} aria-label={`Subiendo ${i.name}`} />
        ))}
      {files.map((f, i) => (
        <Group key={f.fileID} align="flex-end" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {f.name}
          </Text>
          {f.isImage && (
            <TextInput
              label={`Descripción de ${f.name}`}
              size="xs"
              maxLength={CONTENT_LIMITS.imageDescriptionMax}
              value={f.description}
              onChange={(e) => {
                const description = e.currentTarget.value;
                form.setField(
                  "files",
                  files.map((x, j) => (j === i ? { ...x, description } : x)),
                );
              }}
            />
          )}
          <Button size="xs" variant="default" onClick={() => setFiles(files.filter((_, j) => j !== i))} aria-label={`Quitar ${f.name}`}>
            Quitar
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
