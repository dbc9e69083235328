import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_POPUP_MESSAGES as M } from "@portal/schemas/contents/content-popup-messages";
import { useState } from "react";
import { Link } from "react-router";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { galleryPageInput } from "./gallery-page";
import { PreviewPopup } from "./preview-popup";

type TGalleryImage = RouterOutputs["contents"]["gallery"]["items"][number];
const captionOf = (img: TGalleryImage) => img.description ?? img.contentName;

/**
 * A gallery section's grid (GET contents/gallery/{x}, 12 a page, "Cargar más imágenes"): each picture opens the
 * popup, which walks every loaded picture of the section with previous and next.
 */
export function SectionGallery({ tag }: { tag: string }) {
  const routes = useContentRoutes();
  const [loaded, setLoaded] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const pages = trpc.useQueries((t) => Array.from({ length: loaded }, (_, i) => t.contents.gallery(galleryPageInput(tag, i + 1))));
  const images = pages.flatMap((p) => p.data?.items ?? []);
  const total = pages[0]?.data?.total ?? 0;
  // Nothing until its first page is there (the section page waits for it too): a title shown while loading, then
  // taken away for an empty gallery, moved the list below it.
  if (!pages[0]?.data || total === 0) return null;
  return (
    <Stack component="section" aria-labelledby="galeria-seccion" gap="sm">
      <Title order={2} id="galeria-seccion">
        {M.gallery}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {images.map((img, i) => (
          <UnstyledButton
            key={`${img.contentID}-${img.fileID}`}
            onClick={() => setOpen(i)}
            aria-haspopup="dialog"
            aria-label={fillMessage(M.openImage, [captionOf(img)])}
          >
            <Image src={img.filePath} alt="" h={140} fit="cover" radius="sm" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {images.length < total && (
        <Group justify="center">
          <Button variant="default" loading={pages.some((p) => p.isLoading)} onClick={() => setLoaded((n) => n + 1)}>
            {M.moreImages}
          </Button>
        </Group>
      )}
      <PreviewPopup items={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} titleOf={(img) => img.contentName}>
        {(img) => (
          <Stack gap="xs">
            <Image src={img.filePath} alt={captionOf(img)} mah="70vh" fit="contain" />
            {img.description && <Text>{img.description}</Text>}
            <Anchor component={Link} to={contentPath(routes, img.friendlyName)}>
              {M.openContent}
            </Anchor>
          </Stack>
        )}
      </PreviewPopup>
    </Stack>
  );
}
