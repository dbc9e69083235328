// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { COMPLAINT_QUEUE_VIEW_LABELS } from "@portal/schemas/complaint-forms/dependencies.schema";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
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
import { AdminComplaintsPage } from "./admin-complaints-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const FAILED = { error: { message: ERROR_MESSAGES.general, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, status: 500, details: [] } } };

/** The API for the PQRs office: the request list's queries are recorded (their input); `listFails` makes the list fail. */
function apiServer({ listFails = false } = {}) {
  const listInputs: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input));
    const procedures = url.pathname.split("/").pop()!.split(",");
    const inputs = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, unknown>;
    const results = procedures.map((p, i) => {
      if (p === "complaintDependencies.scope") return { result: { data: { all: true, dependencies: [] } } };
      if (p === "complaintForms.admin.list") {
        listInputs.push(inputs[String(i)]);
        return listFails ? FAILED : { result: { data: { items: [], total: 0, page: 1, pageSize: 20 } } };
      }
      return { result: { data: [] } };
    });
    const failed = results.some((r) => "error" in r);
    return new Response(JSON.stringify(results), { status: failed ? 500 : 200, headers: { "content-type": "application/json" } });
  });
  return { fetch, listInputs };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  appStore.set(currentUserAtom, testSessionUser({ id: 3, permissions: ["PQRs"] }));
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">
            <MemoryRouter>
              <AdminComplaintsPage />
            </MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("/administrador/pqrs › Solicitudes", () => {
  it("keeps the queue chosen while another tab is looked at", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    fireEvent.click(await screen.findByRole("radio", { name: COMPLAINT_QUEUE_VIEW_LABELS.mine }));
    await waitFor(() => expect(server.listInputs.at(-1)).toMatchObject({ view: "mine" }));
    fireEvent.click(screen.getByRole("tab", { name: "Días de cierre" }));
    fireEvent.click(screen.getByRole("tab", { name: "Solicitudes" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: COMPLAINT_QUEUE_VIEW_LABELS.mine }).checked).toBe(true);
    expect(server.listInputs.at(-1)).toMatchObject({ view: "mine" });
  });

  it("a list that failed to load says why, and counts no '0 solicitudes'", async () => {
    renderPage(apiServer({ listFails: true }).fetch);
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.general);
    expect(screen.queryByText("0 solicitudes")).toBeNull();
  });
});
