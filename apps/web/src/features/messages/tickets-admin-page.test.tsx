// @vitest-environment jsdom
import { fillMessage } from "@portal/schemas/common/fill-message";
import { TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { pendingToastsAtom } from "../../lib/notify";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, refused, renderWithApi } from "../../testing/trpc-test-api";
import { TicketsAdminPage } from "./tickets-admin-page";

beforeAll(() => {
  stubMantineBrowserApis();
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
  const { fetch } = fakeTrpcApi((p) => {
    if (p === "tickets.list") return { items: [TICKET], total: 1, page: 1, pageSize: 20 };
    if (p === "tickets.get") return TICKET;
    writes.push(p);
    return closeAnswer();
  });
  return { fetch, writes };
}

function renderPage(fetch: typeof globalThis.fetch) {
  renderWithApi(
    <>
      <TicketsAdminPage />
      <DialogModal />
    </>,
    { fetch, store: appStore },
  );
}

async function openTicketAndClose() {
  fireEvent.click(await screen.findByRole("button", { name: TICKET.subject }));
  fireEvent.click(await screen.findByRole("button", { name: T.close }));
}

describe("/administrador/mensajes", () => {
  it("'Cerrar' asks first: a message closed without an answer can no longer be answered", async () => {
    const server = apiServer(() => ({ ...TICKET, status: 2 }));
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
    const server = apiServer(() => refused(T.alreadyClosed, "CONFLICT", 409));
    renderPage(server.fetch);
    await openTicketAndClose();
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(server.writes).toEqual(["tickets.close"]));
    await waitFor(() => expect(appStore.get(pendingToastsAtom).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(pendingToastsAtom).map((t) => [t.kind, t.message])).toEqual([["error", T.alreadyClosed]]);
  });

  it("after closing a ticket from the keyboard the focus is on its title, not lost on the page's body", async () => {
    let closed = false;
    const { fetch } = fakeTrpcApi((p) => {
      if (p === "tickets.list") return { items: [TICKET], total: 1, page: 1, pageSize: 20 };
      if (p === "tickets.close") closed = true;
      return closed ? { ...TICKET, status: 2, closedAt: "2026-11-21T15:00:00.000Z" } : TICKET;
    });
    renderPage(fetch);
    fireEvent.click(await screen.findByRole("button", { name: TICKET.subject }));
    const close = await screen.findByRole("button", { name: T.close });
    // As a keyboard user does: the focus on the button that is pressed.
    close.focus();
    fireEvent.click(close);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aceptar" }));
    const title = screen.getByRole("heading", { name: TICKET.subject });
    await waitFor(() => expect(within(title.parentElement!).getByText(T.statusClosed)).toBeTruthy());
    expect(screen.queryByRole("button", { name: T.close })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("opening a ticket moves the focus to its title (it opens below the list)", async () => {
    renderPage(apiServer(() => TICKET).fetch);
    fireEvent.click(await screen.findByRole("button", { name: TICKET.subject }));
    const title = await screen.findByRole("heading", { name: TICKET.subject });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });
});
