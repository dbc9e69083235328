// @vitest-environment jsdom
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { AdminPanelPage } from "./admin-panel-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** The API: empty pages for the users and the audit log, no actions. */
const { fetch } = fakeTrpcApi((p) => (p.endsWith(".list") ? { items: [], total: 0, page: 1, pageSize: 20 } : []));

describe("/administrador (Administrator)", () => {
  it("keeps the users' search while the audit log is looked at", async () => {
    renderWithApi(<AdminPanelPage />, { fetch, store: appStore, user: testSessionUser({ id: 1, permissions: ["Administrator"] }) });
    fireEvent.change(await screen.findByRole("textbox", { name: M.searchUsers }), { target: { value: "Ana Pérez" } });
    fireEvent.click(screen.getByRole("tab", { name: "Registro de auditoría" }));
    await screen.findByRole("heading", { name: "Registro de auditoría" });
    fireEvent.click(screen.getByRole("tab", { name: "Usuarios y permisos" }));
    expect((await screen.findByRole<HTMLInputElement>("textbox", { name: M.searchUsers })).value).toBe("Ana Pérez");
  });
});
