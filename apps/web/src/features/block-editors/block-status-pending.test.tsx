// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { clearAppNotices, fakeTrpcApi, heldAnswer, renderWithApi } from "../../testing/trpc-test-api";
import { BannerTable } from "./banner-table";
import { BlockTable } from "./block-table";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
});

const BLOCK = { blockID: 7, type: 1, typeName: "Carrusel", title: "Inicio", status: 1 };
const BANNER = {
  bannerID: 12,
  blockID: 7,
  blockTypeName: "Carrusel",
  title: "Feria de servicios",
  subtitle: null,
  imageUrl: null,
  position: 1,
  rotation: 5,
  active: true,
  removeBySite: false,
  isRequired: false,
};

/** The API: one block and one banner; the write named `slowWrite` waits until `finish()` (a slow server). */
function apiServer(slowWrite: string) {
  const { held, release } = heldAnswer();
  const { fetch, calls } = fakeTrpcApi(async (p) => {
    if (p === "blockAdmin.list") return [BLOCK];
    if (p === "banners.list") return [BANNER];
    if (p === slowWrite) {
      await held;
      return p === "banners.exclude" ? { ...BANNER, removeBySite: true } : { ...BLOCK, status: 0 };
    }
    return [];
  });
  const writes = () => calls.filter((c) => c.procedure === slowWrite).map((c) => c.input);
  return { fetch, writes, finish: release };
}

describe("a staff member switching a block or excluding a banner twice in a row", () => {
  it("the block's status switch is off while its change is sent, and a second click sends nothing", async () => {
    const server = apiServer("blockAdmin.setStatus");
    renderWithApi(<BlockTable blockSectionID={null} />, { fetch: server.fetch, store: appStore });
    const toggle = await screen.findByRole("switch", { name: `Activo: ${BLOCK.typeName} «${BLOCK.title}»` });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty("disabled", true));
    fireEvent.click(toggle);
    server.finish();
    await waitFor(() => expect(toggle).toHaveProperty("disabled", false));
    expect(server.writes()).toEqual([{ blockID: BLOCK.blockID, status: 0 }]);
  });

  it("'Excluir' shows it is running while the exclusion is sent, and a second click sends nothing", async () => {
    const server = apiServer("banners.exclude");
    renderWithApi(<BannerTable blockID={BLOCK.blockID} />, { fetch: server.fetch, store: appStore });
    const exclude = await screen.findByRole("button", { name: `Excluir ${BANNER.title}` });
    fireEvent.click(exclude);
    await waitFor(() => expect(exclude.getAttribute("data-loading")).toBe("true"));
    fireEvent.click(exclude);
    server.finish();
    await waitFor(() => expect(exclude.getAttribute("data-loading")).toBeNull());
    expect(server.writes()).toEqual([{ bannerID: BANNER.bannerID, removeBySite: true }]);
  });
});
