import { Alert, Group, Stack, Title } from "@mantine/core";
import { pageCount } from "@portal/schemas/common/page-count";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";
import { type ReactNode, useCallback, useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import type { TPagedListQuery } from "./paged-query";
import { PagedTable, type TPagedTableProps } from "./paged-table";

type TFilteredPagedTableProps<T> = Omit<TPagedTableProps<T>, "rows" | "caption" | "loading" | "paging"> & {
  title: ReactNode;
  /** The filter fields, laid out in one wrapping row above the table. */
  filters: ReactNode;
  list: TPagedListQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** What the caption counts: "acciones" → "12 acciones: página 1 de 2". */
  countNoun: string;
  /** Below the table (e.g. the row's edit dialog). */
  children?: ReactNode;
};

/**
 * An administrator list filtered and paged on the server: its title, the filter row, the list's error, the table
 * with its count caption and page controls. The page state and the filters' reset come from `useFilteredPage`.
 */
export function FilteredPagedTable<T>({ title, filters, list, page, onPageChange, countNoun, children, ...table }: TFilteredPagedTableProps<T>) {
  const data = list.data;
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Group align="end" wrap="wrap">
        {filters}
      </Group>
      {list.error ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorMessage(list.error)}
        </Alert>
      ) : null}
      <PagedTable
        {...table}
        rows={data?.items}
        caption={data && M.countedPage(data.total, countNoun, page, pageCount(data))}
        loading={list.isLoading}
        paging={data && { page, pageSize: data.pageSize, total: data.total, onChange: onPageChange }}
      />
      {children}
    </Stack>
  );
}

/** The list's page, and `filter(set)`: a filter's setter that also goes back to page 1 (a new filter starts over). */
export function useFilteredPage() {
  const [page, setPage] = useState(1);
  const filter = useCallback(
    <V,>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setPage(1);
      },
    [],
  );
  return { page, setPage, filter };
}
