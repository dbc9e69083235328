// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestUrl } from "../../testing/fetch-input";
import { testSessionUser } from "../../testing/session-user";
import { AdminPanelPage } from "./admin-panel-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

/** The API: empty pages for the users and the audit log, no actions. */
const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
  const results = procedures.map((p) => ({ result: { data: p.endsWith(".list") ? { items: [], total: 0, page: 1, pageSize: 20 } : [] } }));
  return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
});

describe("/administrador (Administrator)", () => {
  it("keeps the users' search while the audit log is looked at", async () => {
    const queryClient = createQueryClient();
    const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
    appStore.set(currentUserAtom, testSessionUser({ id: 1, permissions: ["Administrator"] }));
    render(
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Provider store={appStore}>
            <MantineProvider env="test">
              <MemoryRouter>
                <AdminPanelPage />
              </MemoryRouter>
            </MantineProvider>
          </Provider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    fireEvent.change(await screen.findByRole("textbox", { name: M.searchUsers }), { target: { value: "Ana Pérez" } });
    fireEvent.click(screen.getByRole("tab", { name: "Registro de auditoría" }));
    await screen.findByRole("heading", { name: "Registro de auditoría" });
    fireEvent.click(screen.getByRole("tab", { name: "Usuarios y permisos" }));
    expect((await screen.findByRole<HTMLInputElement>("textbox", { name: M.searchUsers })).value).toBe("Ana Pérez");
  });
});
