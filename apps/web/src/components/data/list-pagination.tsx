import { Group, Pagination } from "@mantine/core";
import { pageCount } from "@portal/schemas/common/page-count";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";
import { useEffect } from "react";

const CONTROL_LABELS = { previous: M.previousPage, next: M.nextPage, first: M.firstPage, last: M.lastPage } as const;

export type TListPaging = { page: number; pageSize: number; total: number; onChange: (page: number) => void };

/**
 * Page controls of a list, shown only when there is more than one page. Each control has a Spanish name and the
 * current page is announced politely ("Página 2 de 5") when it changes. A page past the last (its last rows removed or
 * moved to another filter) goes to the last page, rather than saying "página 3 de 2" over an empty table.
 * A total of 0 moves nothing: it is also what a list passes while its page is loading.
 */
export function ListPagination({ page, pageSize, total, onChange, label = M.pagination }: TListPaging & { label?: string }) {
  const pages = pageCount({ total, pageSize });
  useEffect(() => {
    // Not on a total of 0: some lists pass `data?.total ?? 0` while the page asked for is still loading.
    if (total > 0 && page > pages) onChange(pages);
  }, [page, pages, total, onChange]);
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap="md">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ "aria-label": M.pageNumber(item) })}
      />
      <span className="visually-hidden" role="status" aria-live="polite">
        {M.pageOf(Math.min(page, pages), pages)}
      </span>
    </Group>
  );
}
