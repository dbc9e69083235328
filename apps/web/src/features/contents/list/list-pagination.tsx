import { Button, Group, Text } from "@mantine/core";
import { pageCount } from "@portal/schemas/common/page-count";
import type { TPage } from "@portal/schemas/common/pagination";
import { pageItems } from "./page-items";

/**
 * Anterior, page numbers with "…", Siguiente (spec 02 §2), for normatividad, tramites-y-servicios and contrataciones.
 * Written here because the shared components/data/list-pagination.tsx had not landed when contents did.
 */
export function ListPagination({
  page,
  onChange,
  label,
}: {
  page: Pick<TPage<unknown>, "page" | "total" | "pageSize">;
  onChange: (page: number) => void;
  label: string;
}) {
  const total = pageCount(page);
  if (total <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group gap={4} justify="center">
        <Button variant="default" size="xs" disabled={page.page <= 1} onClick={() => onChange(page.page - 1)}>
          Anterior
        </Button>
        {pageItems(page.page, total).map((item, i) =>
          item === "…" ? (
            <Text key={`gap-${i}`} aria-hidden px={4}>
              …
            </Text>
          ) : (
            <Button
              key={item}
              size="xs"
              variant={item === page.page ? "filled" : "default"}
              aria-current={item === page.page ? "page" : undefined}
              aria-label={`Página ${item}`}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button variant="default" size="xs" disabled={page.page >= total} onClick={() => onChange(page.page + 1)}>
          Siguiente
        </Button>
      </Group>
    </nav>
  );
}
