// @vitest-environment jsdom
import type { TTransparencyPage } from "@portal/schemas/transparency/transparency.schema";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import type { TMenuEntry } from "../menus/menu-types";
import { TransparencyPage } from "./transparency-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const PAGE: TTransparencyPage = { active: true, canEdit: false, groups: [], missingLinks: 0 };
const entry = (menuOptionID: number, name: string, extra: Partial<TMenuEntry>): TMenuEntry => ({
  menuOptionID,
  name,
  description: null,
  parentID: null,
  link: null,
  icon: "transparencia",
  menuOptionType: 3,
  typeName: "Enlace",
  relatedID: null,
  contentName: null,
  contentType: [],
  showContentsOnHome: false,
  isPrivate: false,
  isMain: false,
  canBeDeleted: true,
  active: true,
  displayOrder: menuOptionID,
  section: "Transparency",
  href: null,
  external: false,
  children: [],
  ...extra,
});
const MENU: TMenuEntry[] = [
  entry(1, "Información de la entidad", {
    menuOptionType: 4,
    typeName: "Grupo",
    children: [entry(2, "Presupuesto vigente", { parentID: 1, link: "/tema/presupuesto", href: "/tema/presupuesto" })],
  }),
];

/** The API as the page calls it (tRPC batches); records which section's menu was asked for. */
function apiServer(menu: TMenuEntry[]) {
  const asked: unknown[] = [];
  const { fetch } = fakeTrpcApi((p, input) => {
    if (p !== "menus.tree") return PAGE;
    asked.push(input);
    return menu;
  });
  return { fetch, asked };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApi(<TransparencyPage />, { fetch, user: null, queryClient });
}

describe("/transparencia shows the menu's Transparency section (spec 02 §2 'Menu sections: Home, Transparency')", () => {
  it("lists the section's groups and items to a visitor, as links", async () => {
    const server = apiServer(MENU);
    renderPage(server.fetch);
    const nav = await screen.findByRole("navigation", { name: "Accesos de transparencia" });
    expect(within(nav).getByRole("heading", { name: /Información de la entidad/ })).toBeTruthy();
    expect(
      within(nav)
        .getByRole("link", { name: /Presupuesto vigente/ })
        .getAttribute("href"),
    ).toBe("/tema/presupuesto");
    expect(server.asked).toContainEqual({ section: "Transparency" });
  });

  it("shows nothing of it when the section has no entries", async () => {
    renderPage(apiServer([]).fetch);
    expect(await screen.findByRole("heading", { name: "Transparencia y acceso a la información pública" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Accesos de transparencia" })).toBeNull();
  });
});
