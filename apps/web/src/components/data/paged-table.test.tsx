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
function PagedList({ rows, loading = false }: { rows: TRow[] | undefined; loading?: boolean }) {
  const [page, setPage] = useState(1);
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
