// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { clearAppNotices, fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { RelatedSitesEditor } from "./related-sites-editor";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
  vi.restoreAllMocks();
});

const SITE = { id: 4, name: "Gobierno en línea", allowedUrl: "https://www.gov.co", installed: false };

describe("Sitios relacionados: deleting a site", () => {
  it("asks with the portal's confirmation, never the browser's (which a browser lets the user silence); Cancelar deletes nothing", async () => {
    const nativeConfirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const api = fakeTrpcApi((procedure) =>
      procedure === "menus.relatedSites.search" ? { items: [SITE], total: 1, page: 1, pageSize: 20 } : { message: "Listo" },
    );
    renderWithApi(
      <>
        <RelatedSitesEditor />
        <DialogModal />
      </>,
      { fetch: api.fetch, store: appStore, user: testSessionUser({ permissions: ["Menus"] }) },
    );
    const remove = await screen.findByRole("button", { name: `Eliminar ${SITE.name}` });
    const removals = () => api.calls.filter((c) => c.procedure === "menus.relatedSites.remove");

    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(`¿Eliminar el sitio «${SITE.name}»?`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(removals()).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(removals()).toEqual([{ procedure: "menus.relatedSites.remove", input: { id: SITE.id } }]));
    expect(nativeConfirm).not.toHaveBeenCalled();
  });
});
