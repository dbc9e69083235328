import { Card, Group, Image, Loader, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { isHttpUrl } from "@portal/schemas/contents/content-fields";
import { PAGE_PREVIEW_DEBOUNCE_MS, PAGE_PREVIEW_MESSAGES } from "@portal/schemas/contents/page-preview.schema";
import { useState } from "react";
import { trpc } from "../../../lib/trpc";

/**
 * The link's preview (GET pagepreviews: title, description, image) under a link field: asked only once the value looks
 * like an http(s) address and the editor has stopped typing for 1 s (spec 02 §5), so typing sends no requests.
 */
export function LinkPreview({ url }: { url: string }) {
  const [settled] = useDebouncedValue(url.trim(), PAGE_PREVIEW_DEBOUNCE_MS);
  const ready = settled !== "" && settled === url.trim() && isHttpUrl(settled);
  const preview = trpc.contents.pagePreview.useQuery({ url: settled }, { enabled: ready, retry: false, staleTime: 5 * 60_000, meta: { silent: true } });
  // The page's image may come from a host the portal's image policy does not allow: then it is left out, not broken.
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  if (!ready) return null;
  if (preview.isLoading) return <Loader size="xs" aria-label="Cargando la vista previa del link" />;
  if (preview.error)
    return (
      <Text size="xs" c="dimmed" role="status">
        {PAGE_PREVIEW_MESSAGES.unavailable}
      </Text>
    );
  const p = preview.data;
  if (!p || (!p.title && !p.description && !p.image)) return null;
  return (
    <Card withBorder padding="xs" aria-label="Vista previa del link">
      <Group wrap="nowrap" align="flex-start">
        {/* The preview image is the page's own; it is decorative next to its title. */}
        {p.image && imageFailed !== p.image && (
          <Image src={p.image} alt="" w={96} h={64} fit="cover" radius="sm" referrerPolicy="no-referrer" onError={() => setImageFailed(p.image)} />
        )}
        <Stack gap={2}>
          {p.title && (
            <Text size="sm" fw={600} lineClamp={1}>
              {p.title}
            </Text>
          )}
          {p.description && (
            <Text size="xs" lineClamp={2}>
              {p.description}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
