import { Button, Stack, Text } from "@mantine/core";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";

/** "Mostrando 10 de 25" (announced politely as it grows) and a "Cargar más" button while rows are left. */
export function LoadMore({
  shown,
  total,
  loading,
  onLoadMore,
  label = M.loadMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="dimmed" role="status" aria-live="polite">
        {M.shown(shown, total)}
      </Text>
      {shown < total && (
        <Button variant="default" onClick={onLoadMore} loading={loading}>
          {label}
        </Button>
      )}
    </Stack>
  );
}
