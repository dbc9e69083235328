// @vitest-environment jsdom
import { USER_MAIN_MESSAGES as M, type TUserMainState, type TUserMainView } from "@portal/schemas/accounts/user-main.schema";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { UpdateDataPage } from "./update-data-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const row = (userMainID: number, userMainType: TUserMainView["userMainType"], extra: Partial<TUserMainView>): TUserMainView =>
  ({
    userMainID,
    userMainType,
    firstName: "Ana",
    middleName: null,
    firstLastName: "Pérez",
    middleLastName: null,
    identification: null,
    gender: null,
    responsible: null,
    email: "otra@alcaldia.gov.co",
    phone: "6044445566",
    mobil: null,
    siteID: 1,
    registerDate: "2026-01-01T00:00:00.000Z",
    policies: true,
    terms: true,
    usersMainFilesModel: [],
    ...extra,
  }) as TUserMainView;

/** An Administrator who is not the main webmaster, with a legal representative registered by someone else. */
const STATE: TUserMainState = {
  mainUsers: [
    row(1, "Administrator", { email: "admin@alcaldia.gov.co", firstName: "Luis", firstLastName: "Gómez" }),
    row(2, "LegalRepresentative", {
      firstName: "Marta",
      firstLastName: "Ruiz",
      identification: "43123456",
      gender: "Femenino",
      responsible: "Alcaldesa",
      mobil: "3004445566",
    }),
  ],
  pending: null,
  isMainWebMaster: false,
};

/** The API as the page calls it (tRPC batches): userMain.get answers STATE, every write is recorded and succeeds. */
function apiServer() {
  const writes: string[] = [];
  const { fetch } = fakeTrpcApi((p) => {
    if (p === "userMain.get") return STATE;
    writes.push(p);
    return { message: "Guardado", userMain: STATE.mainUsers[0] };
  });
  return { fetch, writes };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = testSessionUser({ id: 7, email: "admin@alcaldia.gov.co", permissions: ["Administrator"], name: "Luis" });
  renderWithApi(<UpdateDataPage />, { fetch, user, queryClient });
}

describe("the update-data wizard (spec 03 §4)", () => {
  it("shows a record the person may not change as its summary: Editar opens the admin warning, Cancelar returns, Finalizar goes on unsaved", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    // Step 1, the administrator's own data: form, then its summary, then saved.
    fireEvent.click(await screen.findByRole("button", { name: M.next }));
    fireEvent.click(await screen.findByRole("button", { name: M.finish }));
    // Step 2, the legal representative: its summary at once, no form.
    expect(await screen.findByText("Paso 2 de 3: Administrador → Representante legal → Webmaster")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: M.summaryTitle })).toBeTruthy();
    expect(screen.getByText("Marta")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Primer nombre/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: M.edit }));
    const warning = screen.getByRole("alert");
    expect(warning.textContent).toContain(M.adminWarning);
    fireEvent.click(within(warning).getByRole("button", { name: M.cancel }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { name: M.summaryTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: M.finish }));
    expect(await screen.findByText("Paso 3 de 3: Administrador → Representante legal → Webmaster")).toBeTruthy();
    expect(server.writes).toEqual(["userMain.update"]);
  });
});
