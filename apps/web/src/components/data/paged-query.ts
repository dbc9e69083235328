import { pageCount } from "@portal/schemas/common/page-count";
import type { TPage } from "@portal/schemas/common/pagination";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";
import type { TPagedTableProps } from "./paged-table";

/** What a table reads of a paged list query (a tRPC `useQuery` result fits). */
export type TPagedListQuery<T> = { data?: TPage<T>; isLoading: boolean; error: unknown };

/**
 * A `PagedTable`'s rows, loader, caption ("Comentarios: página 1 de 2") and page controls for the page of a list
 * query it shows: spread into the table beside its columns.
 */
export function pagedQueryProps<T>(
  list: TPagedListQuery<T>,
  page: number,
  onPageChange: (page: number) => void,
  name: string,
): Pick<TPagedTableProps<T>, "rows" | "caption" | "loading" | "paging"> {
  const data = list.data;
  return {
    rows: data?.items,
    caption: data && M.namedPage(name, page, pageCount(data)),
    loading: list.isLoading,
    paging: data && { page, pageSize: data.pageSize, total: data.total, onChange: onPageChange },
  };
}
