// @vitest-environment jsdom

import { DEFAULT_SETTINGS, PUBLIC_SETTING_KEYS, type TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { settingsAtom } from "../../../state/settings";
import { SectionSeedRedirect } from "./section-seed-redirect";

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

describe("/tema/{seed}", () => {
  it("leads to the section under the tag route the settings name, with its category, query and anchor", () => {
    const store = createStore();
    const publicSettings = Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, DEFAULT_SETTINGS[k]])) as TPublicSettings;
    store.set(settingsAtom, { ...publicSettings, routes: { ...DEFAULT_SETTINGS.routes, tag: "seccion" } });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={["/tema/noticias/obras/vias?pagina=2#lista"]}>
          <Routes>
            <Route path="/tema/:alias/:id?/:subid?" element={<SectionSeedRedirect />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole("status").textContent).toBe("/seccion/noticias/obras/vias?pagina=2#lista");
  });
});
