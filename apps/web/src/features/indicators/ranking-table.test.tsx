// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { INDICATORS_MESSAGES as M } from "@portal/schemas/indicators/indicators.schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { RankingTable } from "./ranking-table";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const rows = (n: number, current: number) =>
  Array.from({ length: n }, (_, i) => ({ rank: i + 1, siteName: `Entidad ${i + 1}`, score: 100 - i, current: i === current }));
const shown = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);
const renderTable = (n: number, current: number) =>
  render(
    <MantineProvider env="test">
      <RankingTable id="r" title="Ranking general" rows={rows(n, current)} currentIndex={current} />
    </MantineProvider>,
  );

describe("RankingTable (spec 02 §4)", () => {
  it("opens centred on this site and moves five rows at a time, buttons disabled at the ends", () => {
    renderTable(14, 7);
    expect(shown()).toEqual(["6", "7", "8", "9", "10"]);
    const up = screen.getByRole("button", { name: M.rankingUp });
    const down = screen.getByRole("button", { name: M.rankingDown });
    fireEvent.click(down);
    expect(shown()).toEqual(["10", "11", "12", "13", "14"]);
    expect((down as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(up);
    fireEvent.click(up);
    expect(shown()).toEqual(["1", "2", "3", "4", "5"]);
    expect((up as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: M.rankingCenter }));
    expect(shown()).toEqual(["6", "7", "8", "9", "10"]);
  });

  it("has no navigation with five rows or fewer", () => {
    renderTable(5, 4);
    expect(shown()).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it('shows the server\'s note and badges fictitious example peers "Ejemplo"', () => {
    const demoRows = [
      { rank: 1, siteName: "Alcaldía de ejemplo 1", score: 90, current: false, demo: true },
      { rank: 2, siteName: "Esta alcaldía", score: 80, current: true, demo: false },
    ];
    render(
      <MantineProvider env="test">
        <RankingTable id="r" title="Ranking general" rows={demoRows} currentIndex={1} note={M.rankingDemoNote} />
      </MantineProvider>,
    );
    const [example, own] = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(within(example!).getByText(M.rankingExample)).toBeTruthy();
    expect(within(own!).queryByText(M.rankingExample)).toBeNull();
    expect(screen.getByTestId("r-note").textContent).toBe(M.rankingDemoNote);
  });
});
