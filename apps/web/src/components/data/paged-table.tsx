import { Center, Loader, Table, Text } from "@mantine/core";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";
import type { CSSProperties, Key, ReactNode } from "react";
import { FailureAlert } from "../load-or-failure";
import { ListPagination, type TListPaging } from "./list-pagination";
import classes from "./paged-table.module.css";

export type TColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  style?: CSSProperties;
};

export type TPagedTableProps<T> = {
  columns: readonly TColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => Key;
  /** The table's accessible name: a label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** Shown above the rows and read first by screen readers (e.g. "12 solicitudes"). */
  caption?: ReactNode;
  /** While true the rows are replaced by the page loader. */
  loading?: boolean;
  /** Said when the list has loaded and is empty. */
  empty?: ReactNode;
  /** The list's failed load (a query's `error`): its Spanish message above the table, never an empty table alone. */
  failure?: unknown;
  /** Page controls under the table; leave out for lists shown whole. */
  paging?: TListPaging;
  minWidth?: number;
  /** Rows scroll inside this height (long error lists). */
  maxHeight?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  /** On a phone, each row as a card of "header: value" lines (citizens' own lists), not a table scrolled sideways. */
  stackOnPhone?: boolean;
};

/**
 * The administrator area's list table: Mantine Table in a scroll container, column headers with scope, an accessible
 * name, an empty text and page controls. Every admin list uses it, so they look and read alike.
 */
export function PagedTable<T>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  caption,
  loading = false,
  empty = M.empty,
  failure,
  paging,
  minWidth = 700,
  maxHeight,
  striped = true,
  highlightOnHover = false,
  stackOnPhone = false,
}: TPagedTableProps<T>) {
  if (loading) {
    return (
      <Center role="status" aria-live="polite" py="xl">
        <Loader aria-hidden="true" />
        <span className="visually-hidden">{M.loading}</span>
      </Center>
    );
  }
  const items = rows ?? [];
  return (
    <>
      {failure ? <FailureAlert error={failure} /> : null}
      <Table.ScrollContainer minWidth={stackOnPhone ? 0 : minWidth} mah={maxHeight}>
        <Table
          striped={striped}
          highlightOnHover={highlightOnHover}
          aria-label={label}
          aria-labelledby={labelledBy}
          className={stackOnPhone ? classes.stacked : undefined}
        >
          {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} style={c.style} data-label={stackOnPhone && typeof c.header === "string" ? c.header : undefined}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows !== undefined && items.length === 0 && <Text c="dimmed">{empty}</Text>}
      {paging && <ListPagination {...paging} />}
    </>
  );
}
