// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { pendingToastsAtom } from "../../lib/notify";
import { createQueryClient } from "../../lib/query-client";
import { trpc } from "../../lib/trpc";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestUrl } from "../../testing/fetch-input";
import { TicketsAdminPage } from "./tickets-admin-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  appStore.set(pendingToastsAtom, []);
});

const TICKET = {
  ticketID: 12,
  subject: "Poda del árbol de la calle 10",
  message: "El árbol tapa la luminaria.",
  name: "Ana Pérez",
  email: "ana@correo.co",
  status: 1,
  createdAt: "2026-11-20T15:00:00.000Z",
  closedAt: null,
  assignedToId: null,
  assignedToName: null,
  answer: null,
  answeredAt: null,
  seen: false,
};

/** The API as the page calls it: the list and the ticket answer at once; tickets.close answers `closeAnswer`. */
function apiServer(closeAnswer: () => unknown) {
  const writes: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    const results = procedures.map((p) => {
      if (p === "tickets.list") return { result: { data: { items: [TICKET], total: 1, page: 1, pageSize: 20 } } };
      if (p === "tickets.get") return { result: { data: TICKET } };
      writes.push(p);
      return closeAnswer();
    });
    const failed = results.some((r) => "error" in (r as object));
    return new Response(JSON.stringify(results), { status: failed ? 409 : 200, headers: { "content-type": "application/json" } });
  });
  return { fetch, writes };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">
            <MemoryRouter>
              <TicketsAdminPage />
              <DialogModal />
            </MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

async function openTicketAndClose() {
  fireEvent.click(await screen.findByRole("button", { name: TICKET.subject }));
  fireEvent.click(await screen.findByRole("button", { name: T.close }));
}

describe("/administrador/mensajes", () => {
  it("'Cerrar' asks first: a message closed without an answer can no longer be answered", async () => {
    const server = apiServer(() => ({ result: { data: { ...TICKET, status: 2 } } }));
    renderPage(server.fetch);
    await openTicketAndClose();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(fillMessage(T.confirmClose, { subject: TICKET.subject }))).toBeTruthy();
    expect(server.writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.writes).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: T.close }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(server.writes).toEqual(["tickets.close"]));
  });

  it("a refused close is told once, with the API's Spanish message (not a second generic toast)", async () => {
    const server = apiServer(() => ({ error: { message: T.alreadyClosed, code: -32009, data: { code: "CONFLICT", httpStatus: 409 } } }));
    renderPage(server.fetch);
    await openTicketAndClose();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(server.writes).toEqual(["tickets.close"]));
    await waitFor(() => expect(appStore.get(pendingToastsAtom).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(pendingToastsAtom).map((t) => [t.kind, t.message])).toEqual([["error", T.alreadyClosed]]);
  });

  it("opening a ticket moves the focus to its title (it opens below the list)", async () => {
    renderPage(apiServer(() => ({ result: { data: TICKET } })).fetch);
    fireEvent.click(await screen.findByRole("button", { name: TICKET.subject }));
    const title = await screen.findByRole("heading", { name: TICKET.subject });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});
