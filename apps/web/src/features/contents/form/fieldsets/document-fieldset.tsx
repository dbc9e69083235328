import { Checkbox, Fieldset, Stack } from "@mantine/core";
import type { TFieldsetProps } from "../use-content-form";
import { FileList } from "./file-list";

/** Document (10): the file (or the link of the common fields) and whether readers may download it. */
export function DocumentFieldset({ form }: TFieldsetProps) {
  return (
    <Fieldset legend="Documento">
      <Stack>
        <FileList form={form} kind="content" label="Archivo del documento" />
        <Checkbox
          label="Permitir descargar los archivos"
          checked={form.values.downloadFiles}
          onChange={(e) => form.setField("downloadFiles", e.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
