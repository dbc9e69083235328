// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { PAGE_LOAD_FAILED } from "@portal/schemas/errors/error-messages";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { markShellPainted } from "../lib/shell-paint";
import { loadProviders } from "../lib/with-providers";
import { stubMantineBrowserApis } from "../testing/browser-stubs";
import { lazyPage } from "./lazy-page";

// Every page downloads the providers (Mantine, tRPC, react-query) with its chunk: imported here first, their cold
// transform (seconds on a busy machine) is not counted against findByRole's one second in the first test.
beforeAll(() => loadProviders(), 60_000);

beforeAll(() => {
  // Rendered without the layout, which opens the pages' downloads once the shell is painted.
  markShellPainted();
  stubMantineBrowserApis();
});

const show = (Page: React.ComponentType<{ title?: string }>) =>
  render(
    <MantineProvider env="test">
      <Page title="Sucursales" />
    </MantineProvider>,
  );

describe("lazyPage", () => {
  afterEach(cleanup);
  vi.spyOn(console, "error").mockImplementation(() => {});

  it("shows the loader, then the page with the route's props", async () => {
    const Page = lazyPage(async () => ({ BranchesPage: ({ title }: { title?: string }) => <h1>{title}</h1> }), "BranchesPage");
    show(Page);
    expect(screen.getByRole("status").textContent).toContain("Cargando");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sucursales");
  });

  it("retries a failed chunk download once", async () => {
    const load = vi
      .fn<() => Promise<{ BranchesPage: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ BranchesPage: () => <h1>Sucursales</h1> });
    show(lazyPage(load, "BranchesPage", { retryMs: 1 }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sucursales");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says the page could not be loaded and offers a reload when the chunk fails twice", async () => {
    const load = vi.fn(() => Promise.reject<{ BranchesPage: () => React.ReactNode }>(new TypeError("Failed to fetch dynamically imported module")));
    show(lazyPage(load, "BranchesPage", { retryMs: 1 }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(PAGE_LOAD_FAILED.title);
    expect(screen.getByText(PAGE_LOAD_FAILED.text)).toBeTruthy();
    expect(screen.getByRole("button", { name: PAGE_LOAD_FAILED.button })).toBeTruthy();
  });
});
