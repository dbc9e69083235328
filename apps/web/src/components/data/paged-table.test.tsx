// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { DATA_MESSAGES as M } from "@portal/schemas/ui/data-messages";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { LoadMore } from "./load-more";
import { PagedTable, type TColumn } from "./paged-table";

beforeAll(() => {
  stubMantineBrowserApis();
  // Nor ResizeObserver, which Mantine's scroll container uses.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

type TRow = { id: number; name: string };
const ROWS: TRow[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Persona ${i + 1}` }));
const COLUMNS: TColumn<TRow>[] = [
  { key: "id", header: "Id", cell: (r) => r.id },
  { key: "name", header: "Nombre", cell: (r) => r.name },
];

/** A list paged on the "server" (slices of ROWS), as the admin pages use it. */
function PagedList({ rows, loading = false, firstPage = 1 }: { rows: TRow[] | undefined; loading?: boolean; firstPage?: number }) {
  const [page, setPage] = useState(firstPage);
  const pageSize = 20;
  return (
    <MantineProvider env="test">
      <PagedTable
        label="Personas"
        columns={COLUMNS}
        rows={rows?.slice((page - 1) * pageSize, page * pageSize)}
        rowKey={(r) => r.id}
        loading={loading}
        empty="No hay personas."
        paging={{ page, pageSize, total: rows?.length ?? 0, onChange: setPage }}
      />
    </MantineProvider>
  );
}

describe("PagedTable", () => {
  it("is a named table with column headers and one row per item", () => {
    render(<PagedList rows={ROWS} />);
    const table = screen.getByRole("table", { name: "Personas" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => [h.textContent, h.getAttribute("scope")]),
    ).toEqual([
      ["Id", "col"],
      ["Nombre", "col"],
    ]);
    expect(within(table).getAllByRole("row")).toHaveLength(21);
  });

  it("moves between pages with Spanish control names and announces the page politely", () => {
    render(<PagedList rows={ROWS} />);
    const nav = screen.getByRole("navigation", { name: M.pagination });
    expect(within(nav).getByRole("status").textContent).toBe(M.pageOf(1, 3));
    fireEvent.click(within(nav).getByRole("button", { name: M.nextPage }));
    expect(screen.getByRole("cell", { name: "Persona 21" })).toBeTruthy();
    expect(within(nav).getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(within(nav).getByRole("status").textContent).toBe(M.pageOf(2, 3));
    fireEvent.click(within(nav).getByRole("button", { name: M.pageNumber(3) }));
    expect(screen.getAllByRole("row")).toHaveLength(6);
  });

  it("shows no page controls for a single page, and the empty text only once loaded", () => {
    const { rerender } = render(<PagedList rows={undefined} />);
    expect(screen.queryByText("No hay personas.")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
    rerender(<PagedList rows={[]} />);
    expect(screen.getByText("No hay personas.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("goes to the last page when the rows of the page shown are removed (no 'página 3 de 2' over an empty table)", () => {
    // Page 3 holds Persona 41–45; the official publishes or deletes them and the list reloads with 40 rows.
    const { rerender } = render(<PagedList rows={ROWS} firstPage={3} />);
    expect(screen.getByRole("cell", { name: "Persona 45" })).toBeTruthy();
    rerender(<PagedList rows={ROWS.slice(0, 40)} firstPage={3} />);
    const nav = screen.getByRole("navigation", { name: M.pagination });
    expect(within(nav).getByRole("status").textContent).toBe(M.pageOf(2, 2));
    expect(screen.getByRole("cell", { name: "Persona 40" })).toBeTruthy();
    expect(screen.queryByText("No hay personas.")).toBeNull();
    // Down to one page: page 1, no controls.
    rerender(<PagedList rows={ROWS.slice(0, 15)} firstPage={3} />);
    expect(screen.getByRole("cell", { name: "Persona 15" })).toBeTruthy();
    expect(screen.queryByText("No hay personas.")).toBeNull();
  });

  it("keeps the page asked for while it loads (a list passing a total of 0 meanwhile)", () => {
    // As the registries and payments lists pass it: `total: data?.total ?? 0` while page 2 loads.
    function Loading() {
      const [page, setPage] = useState(2);
      return (
        <MantineProvider env="test">
          <span data-testid="page">{page}</span>
          <PagedTable label="Personas" columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} paging={{ page, pageSize: 20, total: 0, onChange: setPage }} />
        </MantineProvider>
      );
    }
    render(<Loading />);
    expect(screen.getByTestId("page").textContent).toBe("2");
  });

  it("says it is loading instead of showing stale rows", () => {
    render(<PagedList rows={ROWS} loading />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(M.loading);
  });
});

describe("LoadMore", () => {
  it("says how many are shown and offers more only while rows are left", () => {
    const ui = (shown: number) => (
      <MantineProvider env="test">
        <LoadMore shown={shown} total={25} loading={false} onLoadMore={() => {}} />
      </MantineProvider>
    );
    const { rerender } = render(ui(10));
    expect(screen.getByRole("status").textContent).toBe(M.shown(10, 25));
    expect(screen.getByRole("button", { name: M.loadMore })).toBeTruthy();
    rerender(ui(25));
    expect(screen.queryByRole("button", { name: M.loadMore })).toBeNull();
  });
});
