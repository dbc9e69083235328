// @vitest-environment jsdom
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { pendingToastsAtom } from "../../lib/notify";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { clearAppNotices, fakeTrpcApi, refused, renderWithApi } from "../../testing/trpc-test-api";
import { UsersAdmin } from "./users-admin";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
});

const ANA = { id: 8, fullName: "Ana Pérez", email: "ana@alcaldia.gov.co", permissions: ["Tickets"], active: true };
const REFUSED = "La persona cambió mientras la editabas; vuelve a intentarlo";

/** The API: users.list answers Ana; users.setPermissions is refused (409) with a Spanish message. */
function apiServer() {
  const writes: string[] = [];
  const { fetch } = fakeTrpcApi((p) => {
    if (p === "users.list") return { items: [ANA], total: 1, page: 1, pageSize: 20 };
    writes.push(p);
    return refused(REFUSED, "CONFLICT", 409);
  });
  return { fetch, writes };
}

function renderPage(fetch: typeof globalThis.fetch, extra?: ReactNode) {
  renderWithApi(
    <>
      <UsersAdmin />
      {extra}
    </>,
    { fetch, store: appStore, user: testSessionUser({ id: 1, permissions: ["Administrator"] }) },
  );
}

describe("Usuarios y permisos", () => {
  it("a refused change of permissions is told once, in the dialog that stays open with the choice made", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    fireEvent.click(await screen.findByRole("button", { name: `${M.editPermissions}: ${ANA.fullName}` }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Comentarios/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: M.save }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(REFUSED);
    expect(server.writes).toEqual(["users.setPermissions"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Shown once: no toast besides the dialog's alert.
    expect(appStore.get(pendingToastsAtom)).toEqual([]);
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: /Comentarios/ }).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole("dialog")).toBeTruthy());
  });

  it("'Desactivar' asks with the portal's confirmation; Cancelar changes nothing", async () => {
    const writes: string[] = [];
    const { fetch } = fakeTrpcApi((p) => {
      if (p === "users.list") return { items: [ANA], total: 1, page: 1, pageSize: 20 };
      writes.push(p);
      return { message: "Listo" };
    });
    renderPage(fetch, <DialogModal />);
    const deactivate = await screen.findByRole("button", { name: `${M.deactivate}: ${ANA.fullName}` });
    fireEvent.click(deactivate);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(fillMessage(M.confirmDeactivate, { name: ANA.fullName }))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes).toEqual([]);
    fireEvent.click(deactivate);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: M.deactivate }));
    await waitFor(() => expect(writes).toEqual(["users.setActive"]));
  });
});
