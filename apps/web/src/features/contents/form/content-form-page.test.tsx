// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
import { ContentFormPage } from "./content-form-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** Every procedure fails with `status` (404: the content no longer exists; 500: the server failed). */
const failing = (status: number) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    const error = {
      message: "x",
      code: -32603,
      data: { code: status === 404 ? "NOT_FOUND" : "INTERNAL_SERVER_ERROR", httpStatus: status, status, details: [] },
    };
    return new Response(JSON.stringify(procedures.map(() => ({ error }))), { status, headers: { "content-type": "application/json" } });
  });

function renderAt(path: string, fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/administrador/contenidos/nuevo" element={<ContentFormPage />} />
                <Route path="/administrador/contenidos/editar/:alias" element={<ContentFormPage />} />
              </Routes>
            </MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("the content editor's page", () => {
  it("editing a content that no longer exists says so instead of loading forever", async () => {
    renderAt("/administrador/contenidos/editar/ya-no-existe", failing(404));
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.notFound);
    expect(screen.queryByLabelText("Cargando el contenido")).toBeNull();
  });

  it("a new content whose sections failed to load says why instead of loading forever", async () => {
    renderAt("/administrador/contenidos/nuevo", failing(500));
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.general);
    expect(screen.queryByLabelText("Cargando las secciones")).toBeNull();
  });
});
