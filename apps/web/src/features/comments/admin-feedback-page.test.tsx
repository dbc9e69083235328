// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { trpc } from "../../lib/trpc";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestUrl } from "../../testing/fetch-input";
import { AdminFeedbackPage } from "./admin-feedback-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
  const page = { items: [], total: 0, page: 1, pageSize: 20, helped: 0, notHelped: 0 };
  return new Response(JSON.stringify(procedures.map(() => ({ result: { data: page } }))), { headers: { "content-type": "application/json" } });
});

describe("/administrador/feedback-usuarios", () => {
  it("keeps the answers' filters while the suggestions are looked at", async () => {
    const queryClient = createQueryClient();
    const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
    render(
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Provider store={appStore}>
            <MantineProvider env="test">
              <MemoryRouter>
                <AdminFeedbackPage />
              </MemoryRouter>
            </MantineProvider>
          </Provider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    fireEvent.change(await screen.findByRole("textbox", { name: "Página o contenido" }), { target: { value: "Impuesto predial" } });
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("tab", { name: "Sugerencias" }));
    fireEvent.click(screen.getByRole("tab", { name: "¿Esta información fue útil?" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Página o contenido" }).value).toBe("Impuesto predial");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "No" }).checked).toBe(true);
  });
});
