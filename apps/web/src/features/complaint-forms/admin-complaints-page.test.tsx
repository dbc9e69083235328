// @vitest-environment jsdom
import { COMPLAINT_QUEUE_VIEW_LABELS } from "@portal/schemas/complaint-forms/dependencies.schema";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { fakeTrpcApi, refused, renderWithApi } from "../../testing/trpc-test-api";
import { AdminComplaintsPage } from "./admin-complaints-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** The API for the PQRs office: the request list's queries are recorded (their input); `listFails` makes the list fail. */
function apiServer({ listFails = false } = {}) {
  const listInputs: unknown[] = [];
  const { fetch } = fakeTrpcApi((p, input) => {
    if (p === "complaintDependencies.scope") return { all: true, dependencies: [] };
    if (p === "complaintForms.admin.list") {
      listInputs.push(input);
      return listFails ? refused(ERROR_MESSAGES.general, "INTERNAL_SERVER_ERROR", 500) : { items: [], total: 0, page: 1, pageSize: 20 };
    }
    return [];
  });
  return { fetch, listInputs };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithApi(<AdminComplaintsPage />, { fetch, store: appStore, user: testSessionUser({ id: 3, permissions: ["PQRs"] }), queryClient });
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
