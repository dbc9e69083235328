// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useSearchInAddress } from "./use-search-in-address";

afterEach(cleanup);

function SectionList({ search }: { search: string }) {
  useSearchInAddress(search);
  const { pathname, search: query } = useLocation();
  return <output>{`${pathname}${query}`}</output>;
}

function mount(entry: string, search: string) {
  const router = createMemoryRouter(
    [
      { path: "/tema/noticias", element: <SectionList search={search} /> },
      { path: "*", element: null },
    ],
    { initialEntries: [entry] },
  );
  const navigations: string[] = [];
  router.subscribe((state) => navigations.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return { navigations };
}

describe("a section list's search in the address", () => {
  it("does not navigate when the list mounts with the address's search (a link followed meanwhile stays followed)", async () => {
    const { navigations } = mount("/tema/noticias", "");
    const again = mount("/tema/noticias?q=vacunas", "vacunas");
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(navigations).toEqual([]);
    expect(again.navigations).toEqual([]);
  });

  it("writes a changed search into the address by replacing the entry, and removes it when cleared", async () => {
    const router = createMemoryRouter([{ path: "/tema/noticias", element: <TypedSearch /> }], { initialEntries: ["/tema/noticias?orden=name"] });
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(`${state.historyAction} ${state.location.search}`));
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "vacunas" } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("/tema/noticias?orden=name&q=vacunas"));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "" } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("/tema/noticias?orden=name"));
    expect(navigations).toEqual(["REPLACE ?orden=name&q=vacunas", "REPLACE ?orden=name"]);
  });
});

function TypedSearch() {
  const [search, setSearch] = useState("");
  return (
    <>
      <input value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <SectionList search={search} />
    </>
  );
}
