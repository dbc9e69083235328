import { Button, Checkbox, Fieldset, FileInput, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import { CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { lazy, Suspense, useState } from "react";
import { useUploads } from "../../../../components/use-uploads";
import { LinkPreview } from "../link-preview";
import { RichTextField } from "../rich-text-editor";
import type { TFieldsetProps } from "../use-content-form";

// The cropper (and its library) loads only when "Recortar imagen" is pressed.
const ImageCropModal = lazy(() => import("../image-crop-modal").then((m) => ({ default: m.ImageCropModal })));

/** Name, description, body, main image and link: the fields every type shares (the link's rule follows the type). */
export function MainFieldset({ form }: TFieldsetProps) {
  const type = form.values.contentType;
  const row = type === null ? null : CONTENT_TYPES[type];
  const image = useUploads("image");
  const showBody = type !== 9; // Accountability's body is its name, padded by the schema.
  const [cropping, setCropping] = useState(false);
  return (
    <Fieldset legend="Contenido">
      <Stack gap="sm">
        <TextInput label="Nombre" withAsterisk maxLength={CONTENT_LIMITS.nameMax} {...form.textProps("name")} />
        <Textarea
          label="Descripción"
          withAsterisk
          autosize
          minRows={3}
          maxLength={CONTENT_LIMITS.descriptionMax}
          description={`Mínimo ${CONTENT_LIMITS.descriptionMin} caracteres`}
          {...form.textProps("description")}
        />
        {showBody && <RichTextField label="Cuerpo" value={form.values.body} onChange={(html) => form.setField("body", html)} error={form.errorOf("body")} />}
        {row && row.link !== "youtube" && (
          <TextInput
            label="Link"
            type="url"
            withAsterisk={row.link === "required"}
            maxLength={CONTENT_LIMITS.linkMax}
            description={row.link === "linkOrFile" ? "Ingresa un link o adjunta un archivo" : undefined}
            {...form.textProps("embedUrl")}
          />
        )}
        {row && row.link !== "youtube" && <LinkPreview url={form.values.embedUrl} />}
        <TextInput
          label="Link externo"
          type="url"
          maxLength={CONTENT_LIMITS.linkMax}
          description="Si lo ingresas, las tarjetas del contenido llevan a este link"
          {...form.textProps("externalLink")}
        />
        <LinkPreview url={form.values.externalLink} />
        <Checkbox
          label="Abrir los links en la misma pestaña"
          checked={form.values.targetSelf}
          onChange={(e) => form.setField("targetSelf", e.currentTarget.checked)}
        />
        <Textarea
          label="Meta descripción"
          autosize
          minRows={2}
          maxLength={CONTENT_LIMITS.metaDescriptionMax}
          description="Resumen para buscadores y vistas previas de enlaces"
          {...form.textProps("metaDescription")}
        />
        {type !== 15 && (
          <Group align="flex-end">
            <FileInput
              label="Imagen principal"
              placeholder={form.values.imagePrincipalName || "Selecciona una imagen"}
              accept="image/gif,image/jpeg,image/png,image/bmp"
              value={null}
              clearable={false}
              style={{ flex: 1 }}
              description="gif, jpg, jpeg, png o bmp; recomendado 1200 × 768"
              onChange={(file) => {
                if (!file) return;
                void image.add(file).then((uploaded) => {
                  if (!uploaded) return;
                  form.setField("imagePrincipalFileID", uploaded.fileID);
                  form.setField("imagePrincipalName", uploaded.name);
                });
              }}
            />
            {form.values.imagePrincipalFileID && (
              <>
                <Button variant="default" onClick={() => setCropping(true)}>
                  Recortar imagen
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    form.setField("imagePrincipalFileID", null);
                    form.setField("imagePrincipalName", "");
                  }}
                >
                  Quitar imagen
                </Button>
              </>
            )}
          </Group>
        )}
        {form.values.imagePrincipalName && <Text size="sm">Imagen: {form.values.imagePrincipalName}</Text>}
        {cropping && form.values.imagePrincipalFileID && (
          <Suspense fallback={null}>
            <ImageCropModal
              fileID={form.values.imagePrincipalFileID}
              onClose={() => setCropping(false)}
              onCropped={(file) => {
                form.setField("imagePrincipalFileID", file.fileID);
                form.setField("imagePrincipalName", `${file.name} (recortada)`);
              }}
            />
          </Suspense>
        )}
        {(form.values.imagePrincipalFileID || type === 15) && (
          <TextInput label="Descripción de la imagen" maxLength={CONTENT_LIMITS.imageDescriptionMax} {...form.textProps("imageDescription")} />
        )}
      </Stack>
    </Fieldset>
  );
}
