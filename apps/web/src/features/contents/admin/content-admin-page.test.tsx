// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_CONFIRM_MESSAGES as CM } from "@portal/schemas/contents/content-messages";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { DATA_MESSAGES } from "@portal/schemas/ui/data-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DialogModal } from "../../../components/dialog-modal";
import { dialogsAtom } from "../../../components/dialog-state";
import { pendingToastsAtom } from "../../../lib/notify";
import { createQueryClient } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
import { ContentAdminPage } from "./content-admin-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  appStore.set(pendingToastsAtom, []);
  appStore.set(dialogsAtom, []);
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
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input));
    const procedures = url.pathname.split("/").pop()!.split(",");
    const inputs = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, unknown>;
    if (procedures.includes("contents.move")) {
      writes.push("contents.move");
      await slow;
    }
    const results = procedures.map((p, i) => {
      if (p === "contents.sections.list")
        return sectionsFail
          ? { error: { message: ERROR_MESSAGES.general, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, status: 500, details: [] } } }
          : { result: { data: SECTIONS } };
      if (p === "contents.adminList") {
        listInputs.push(inputs[String(i)]);
        return { result: { data: { items: [CONTENT], total, page: 1, pageSize: 50 } } };
      }
      return { result: { data: { message: "Listo" } } };
    });
    const failed = results.some((r) => "error" in r);
    return new Response(JSON.stringify(results), { status: failed ? 500 : 200, headers: { "content-type": "application/json" } });
  });
  return { fetch, writes, listInputs, finish: () => release() };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">
            <MemoryRouter>
              <ContentAdminPage />
              <DialogModal />
            </MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
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

  it("a section with more than 50 contents is paged: the contents after the 50th can be reached", async () => {
    const server = apiServer({ total: 120 });
    renderPage(server.fetch);
    const nav = await screen.findByRole("navigation", { name: DATA_MESSAGES.pagination });
    expect(within(nav).getByRole("status").textContent).toBe(DATA_MESSAGES.pageOf(1, 3));
    fireEvent.click(within(nav).getByRole("button", { name: DATA_MESSAGES.pageNumber(3) }));
    await waitFor(() => expect(server.listInputs.at(-1)).toMatchObject({ tag: "noticias", page: 3, pageSize: 50 }));
  });
});
