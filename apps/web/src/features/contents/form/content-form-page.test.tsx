// @vitest-environment jsdom
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { cleanup, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, refused, renderWithApi } from "../../../testing/trpc-test-api";
import { ContentFormPage } from "./content-form-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** Every procedure fails with `status` (404: the content no longer exists; 500: the server failed). */
const failing = (status: number) => fakeTrpcApi(() => refused("x", status === 404 ? "NOT_FOUND" : "INTERNAL_SERVER_ERROR", status)).fetch;

function renderAt(path: string, fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithApi(
    <Routes>
      <Route path="/administrador/contenidos/nuevo" element={<ContentFormPage />} />
      <Route path="/administrador/contenidos/editar/:alias" element={<ContentFormPage />} />
    </Routes>,
    { fetch, store: appStore, route: path, queryClient },
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
