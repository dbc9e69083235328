// @vitest-environment jsdom
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_CONFIRM_MESSAGES as CM } from "@portal/schemas/contents/content-messages";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { DATA_MESSAGES } from "@portal/schemas/ui/data-messages";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DialogModal } from "../../../components/dialog-modal";
import { dialogsAtom } from "../../../components/dialog-state";
import { createQueryClient } from "../../../lib/query-client";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { clearAppNotices, fakeTrpcApi, heldAnswer, refused, renderWithApi } from "../../../testing/trpc-test-api";
import { ContentAdminPage } from "./content-admin-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
});

const SECTIONS = [
  { tagID: 1, name: "Noticias", friendlyName: "noticias", templateType: "Default", isPrivate: false, validContentTypes: [] },
  { tagID: 2, name: "Eventos", friendlyName: "eventos", templateType: "Default", isPrivate: false, validContentTypes: [] },
];
const CONTENT = {
  contentID: 40,
  name: "Feria del libro",
  friendlyName: "feria-del-libro",
  contentType: 1,
  isFeatured: false,
  featured: false,
  showOnHome: true,
  isRequired: false,
  admin: { label: null, actions: ["move"] },
};

/** The API: the sections (or their failure), one content; contents.move waits until `finish()` (a slow server). */
function apiServer({ sectionsFail = false, total = 1 } = {}) {
  const writes: string[] = [];
  const listInputs: unknown[] = [];
  const { held: slow, release } = heldAnswer();
  const { fetch } = fakeTrpcApi(async (p, input) => {
    if (p === "contents.sections.list") return sectionsFail ? refused(ERROR_MESSAGES.general, "INTERNAL_SERVER_ERROR", 500) : SECTIONS;
    if (p === "contents.adminList") {
      listInputs.push(input);
      return { items: [CONTENT], total, page: 1, pageSize: 50 };
    }
    if (p === "contents.move") {
      writes.push("contents.move");
      await slow;
    }
    return { message: "Listo" };
  });
  return { fetch, writes, listInputs, finish: release };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithApi(
    <>
      <ContentAdminPage />
      <DialogModal />
    </>,
    { fetch, store: appStore, queryClient },
  );
}

describe("/administrador/contenidos", () => {
  it("moving contents asks and moves once, however often 'Mover' is clicked while it runs", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    fireEvent.click(await screen.findByRole("checkbox", { name: `Seleccionar ${CONTENT.name}` }));
    fireEvent.click(within(screen.getByRole("group", { name: "Acciones sobre los seleccionados" })).getByRole("button", { name: "Mover" }));
    const modal = await screen.findByRole("dialog", { name: "Mover contenidos" });
    fireEvent.click(within(modal).getAllByLabelText(/Sección de destino/)[0]!);
    fireEvent.click(await screen.findByRole("option", { name: "Eventos" }));
    const submit = within(modal).getByRole("button", { name: "Mover" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(appStore.get(dialogsAtom).length).toBeGreaterThan(0));
    expect(appStore.get(dialogsAtom).map((d) => d.message)).toEqual([fillMessage(CM.moveOne, ["Eventos"])]);
    fireEvent.click(await screen.findByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(server.writes).toEqual(["contents.move"]));
    // While the move runs, another click neither asks again nor moves again.
    fireEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(dialogsAtom)).toEqual([]);
    expect(server.writes).toEqual(["contents.move"]);
    server.finish();
  });

  it("sections that fail to load say why instead of a spinner forever", async () => {
    renderPage(apiServer({ sectionsFail: true }).fetch);
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.general);
    expect(screen.queryByLabelText("Cargando las secciones")).toBeNull();
  });

  // A full page of 50 rows drawn three times: about 2.5 s alone, over 5 s beside the rest of the suite.
  it("in a Sortable section the arrows move a content across a page's edge, beside its real neighbour", async () => {
    const section = { tagID: 3, name: "Trámites", friendlyName: "tramites", templateType: "Sortable", isPrivate: false, validContentTypes: [] };
    const contents = Array.from({ length: 51 }, (_, i) => ({ ...CONTENT, contentID: 100 + i, name: `Trámite ${i + 1}`, friendlyName: `tramite-${i + 1}` }));
    const { fetch, calls } = fakeTrpcApi((p, input) => {
      if (p === "contents.sections.list") return [section];
      if (p === "contents.adminList") {
        const { page, pageSize } = input as { page: number; pageSize: number };
        return { items: contents.slice((page - 1) * pageSize, page * pageSize), total: contents.length, page, pageSize };
      }
      return { contentID: 0, tagID: section.tagID, displayOrder: 0, message: "Listo" };
    });
    const sorts = () => calls.filter((c) => c.procedure === "contents.sort").map((c) => c.input);
    renderPage(fetch);
    const [fiftieth, fiftyFirst] = [contents[49]!, contents[50]!];
    // The last of page 1 goes down: after the first of page 2, and the list follows it there.
    fireEvent.click(await screen.findByRole("button", { name: `Bajar ${fiftieth.name}` }));
    await waitFor(() => expect(sorts()).toEqual([{ id: fiftieth.contentID, tagID: section.tagID, after: fiftyFirst.contentID }]));
    const up = await screen.findByRole("button", { name: `Subir ${fiftyFirst.name}` });
    const pageShown = () => within(screen.getByRole("navigation", { name: DATA_MESSAGES.pagination })).getByRole("status").textContent;
    expect(pageShown()).toBe(DATA_MESSAGES.pageOf(2, 2));
    // The first of page 2 goes up: before the last of page 1. Nothing is below the very last content.
    expect(screen.getByRole("button", { name: `Bajar ${fiftyFirst.name}` })).toHaveProperty("disabled", true);
    await waitFor(() => expect(up).toHaveProperty("disabled", false));
    fireEvent.click(up);
    await waitFor(() => expect(sorts().at(-1)).toEqual({ id: fiftyFirst.contentID, tagID: section.tagID, before: fiftieth.contentID }));
    await screen.findByRole("button", { name: `Subir ${fiftieth.name}` });
    expect(pageShown()).toBe(DATA_MESSAGES.pageOf(1, 2));
  }, 15_000);

  it("a section with more than 50 contents is paged: the contents after the 50th can be reached", async () => {
    const server = apiServer({ total: 120 });
    renderPage(server.fetch);
    const nav = await screen.findByRole("navigation", { name: DATA_MESSAGES.pagination });
    expect(within(nav).getByRole("status").textContent).toBe(DATA_MESSAGES.pageOf(1, 3));
    fireEvent.click(within(nav).getByRole("button", { name: DATA_MESSAGES.pageNumber(3) }));
    await waitFor(() => expect(server.listInputs.at(-1)).toMatchObject({ tag: "noticias", page: 3, pageSize: 50 }));
  });
});
