import { Fieldset, Radio, Stack } from "@mantine/core";
import { galleryPickerVisible } from "@portal/schemas/contents/types/gallery.schema";
import type { TFieldsetProps } from "../use-content-form";
import { FileList } from "./file-list";

/** Gallery (15): one to six images (the picker hides at five), one of them the main image. */
export function GalleryFieldset({ form }: TFieldsetProps) {
  const images = form.values.files.filter((f) => f.isImage);
  return (
    <Fieldset legend="Imágenes de la galería">
      <Stack>
        <FileList form={form} kind="image" label="Agregar imagen" hidePicker={!galleryPickerVisible(form.values.files.length)} />
        {images.length > 0 && (
          <Radio.Group
            label="Imagen principal"
            withAsterisk
            value={form.values.imagePrincipalFileID}
            onChange={(v) => {
              form.setField("imagePrincipalFileID", v);
              form.touch("imagePrincipalFileID");
            }}
            error={form.errorOf("imagePrincipalFileID")}
          >
            <Stack gap={4} mt="xs">
              {images.map((f) => (
                <Radio key={f.fileID} value={f.fileID} label={f.name} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Fieldset>
  );
}
