// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { trpc } from "../../lib/trpc";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestBody, requestUrl } from "../../testing/fetch-input";
import { SettingsEditorPage } from "./settings-editor-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const TTL = "Minutos de inactividad antes de cerrar la sesión";

/** The API: settings.all answers the stored settings (a new object each time); settings.update stores one and answers. */
function apiServer() {
  let stored = structuredClone(DEFAULT_SETTINGS);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    const results = procedures.map((p) => {
      if (p === "settings.update") {
        const body = JSON.parse(requestBody(init) || "{}") as Record<string, { key: string; value: unknown }>;
        const change = body["0"]!;
        stored = { ...stored, [change.key]: change.value };
        return { result: { data: { message: "El registro se actualizo con exito." } } };
      }
      return { result: { data: stored } };
    });
    return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
  });
  return { fetch };
}

function renderPage() {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch: apiServer().fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">
            <MemoryRouter>
              <SettingsEditorPage />
            </MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("/administrador/configuracion", () => {
  it("saving one setting keeps what was typed and not yet saved in another", async () => {
    renderPage();
    const ttl = await screen.findByRole<HTMLInputElement>("textbox", { name: TTL });
    fireEvent.change(ttl, { target: { value: "45" } });
    const prefix = screen.getByRole("region", { name: "Prefijo de la API" });
    fireEvent.change(within(prefix).getByRole("textbox"), { target: { value: "/api/v2" } });
    fireEvent.click(within(prefix).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Prefijo de la API" })).getByRole<HTMLInputElement>("textbox").value).toBe("/api/v2"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: TTL }).value).toBe("45");
  });

  it("keeps what was typed in one tab while another is looked at", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: TTL }), { target: { value: "45" } });
    fireEvent.click(screen.getByRole("tab", { name: "Datos de la entidad" }));
    fireEvent.click(screen.getByRole("tab", { name: "Portal y rutas" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: TTL }).value).toBe("45");
  });
});
