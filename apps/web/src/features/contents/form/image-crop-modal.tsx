import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import ReactCrop, { type PercentCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import type { TUploadedFile } from "@portal/schemas/files/uploaded-file.schema";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { trpc } from "../../../lib/trpc";

/** The cropper's handles, named in Spanish for screen readers (the library's are English). */
const CROP_LABELS = {
  cropArea: "Área de recorte: muévela con las flechas",
  nwDragHandle: "Esquina superior izquierda",
  nDragHandle: "Borde superior",
  neDragHandle: "Esquina superior derecha",
  eDragHandle: "Borde derecho",
  seDragHandle: "Esquina inferior derecha",
  sDragHandle: "Borde inferior",
  swDragHandle: "Esquina inferior izquierda",
  wDragHandle: "Borde izquierdo",
};
const WHOLE: PercentCrop = { unit: "%", x: 0, y: 0, width: 100, height: 100 };

/**
 * "Recortar imagen" (spec 02 §7 POST uploadfiles/{id}/crop): the editor draws the rectangle on the image (mouse or
 * arrow keys); the server stores it as a new image, which replaces the field's value. The original is left as it was.
 */
export function ImageCropModal({ fileID, onClose, onCropped }: { fileID: string; onClose: () => void; onCropped: (file: TUploadedFile) => void }) {
  const [crop, setCrop] = useState<PercentCrop>(WHOLE);
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const save = trpc.files.crop.useMutation({
    meta: { silent: true },
    onSuccess: (file) => {
      onCropped(file);
      onClose();
    },
  });
  const { send, error: failure, alertRef } = useMutationSend({ mutation: save });
  const apply = () => {
    const img = image.current;
    if (!img || !img.naturalWidth) return;
    // The rectangle in the stored image's pixels, whatever size the image is shown at.
    const px = (percent: number, size: number) => Math.round((percent / 100) * size);
    const x = px(crop.x, img.naturalWidth);
    const y = px(crop.y, img.naturalHeight);
    send({
      fileID,
      x,
      y,
      width: Math.max(1, Math.min(img.naturalWidth - x, px(crop.width, img.naturalWidth))),
      height: Math.max(1, Math.min(img.naturalHeight - y, px(crop.height, img.naturalHeight))),
    });
  };
  return (
    <Modal opened onClose={onClose} title="Recortar imagen" size="xl">
      <Stack>
        <Text size="sm">Arrastra el área o sus bordes; con el teclado, muévela con las flechas.</Text>
        <ReactCrop crop={crop} onChange={(_, percent) => setCrop(percent)} ariaLabels={CROP_LABELS} keepSelection>
          <img
            ref={image}
            src={`/files/${encodeURIComponent(fileID)}`}
            alt="Imagen a recortar"
            style={{ maxWidth: "100%", maxHeight: "60vh" }}
            onLoad={() => setLoaded(true)}
          />
        </ReactCrop>
        <FormAlert ref={alertRef} error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={save.isPending} disabled={!loaded} onClick={apply}>
            Recortar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
