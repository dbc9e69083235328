// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { type TokenLinkMutation, TokenLinkPage } from "./token-link-view";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

function renderPage(mutation: TokenLinkMutation) {
  render(
    <Provider store={createStore()}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={["/enlace/abc123"]}>
          <Routes>
            <Route
              path="/enlace/:token"
              element={<TokenLinkPage title="Título" pendingLabel="Comprobando" invalidMessage="El enlace no es válido." mutation={mutation} />}
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}

describe("TokenLinkPage (a mailed account link)", () => {
  it("spends the link's token once as the page opens and shows a loader meanwhile", () => {
    const sent: { token: string }[] = [];
    renderPage({ mutate: (input) => sent.push(input), isSuccess: false, isError: false, data: undefined, error: null });
    expect(sent).toEqual([{ token: "abc123" }]);
    expect(screen.getByRole("heading", { level: 1, name: "Título" })).toBeTruthy();
    expect(screen.getByLabelText("Comprobando")).toBeTruthy();
  });

  it("shows the server's confirmation and offers the login to a visitor not logged in", () => {
    renderPage({ mutate: () => {}, isSuccess: true, isError: false, data: { message: "Listo." }, error: null });
    expect(screen.getByRole("status").textContent).toContain("Listo.");
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
  });

  it("a refused token says the link is not valid, with the page's own message", () => {
    renderPage({
      mutate: () => {},
      isSuccess: false,
      isError: true,
      data: undefined,
      error: Object.assign(new Error("HTTP 400"), { data: { httpStatus: 400 } }),
    });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Enlace no válido");
    expect(alert.textContent).toContain("El enlace no es válido.");
  });
});
