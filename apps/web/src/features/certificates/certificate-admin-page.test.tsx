// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { dialogsAtom } from "../../components/dialog-state";
import { pendingToastsAtom } from "../../lib/notify";
import { createQueryClient } from "../../lib/query-client";
import { trpc } from "../../lib/trpc";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestUrl } from "../../testing/fetch-input";
import { CertificateAdminPage } from "./certificate-admin-page";

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

const COUNT = { certificateID: 3, name: "Paz y salvo predial", issueCount: 41_250, issuedToday: 2, pendingPayment: 0 };

/** The API: one counter, no certificates or processes; certificates.setCount waits until `finish()` (a slow server). */
function apiServer() {
  const writes: string[] = [];
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    if (procedures.includes("certificates.setCount")) {
      writes.push("certificates.setCount");
      await slow;
    }
    const results = procedures.map((p) => {
      if (p === "certificates.counts") return { result: { data: [COUNT] } };
      if (p === "certificates.setCount") return { result: { data: { ...COUNT, issueCount: 0 } } };
      return { result: { data: [] } };
    });
    return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
  });
  return { fetch, writes, finish: () => release() };
}

describe("/administrador/certificados › Contadores", () => {
  it("'Reiniciar contador' shows it is running and then says it was done", async () => {
    const server = apiServer();
    const queryClient = createQueryClient();
    const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch: server.fetch })] });
    render(
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Provider store={appStore}>
            <MantineProvider env="test">
              <MemoryRouter>
                <CertificateAdminPage />
                <DialogModal />
              </MemoryRouter>
            </MantineProvider>
          </Provider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    const button = await screen.findByRole("button", { name: `Reiniciar contador de ${COUNT.name}` });
    // The count as Colombia writes it.
    expect(screen.getByRole("cell", { name: "41.250" })).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Aceptar" }));
    await waitFor(() => expect(server.writes).toEqual(["certificates.setCount"]));
    await waitFor(() => expect(button.getAttribute("data-loading")).toBe("true"));
    server.finish();
    await waitFor(() => expect(appStore.get(pendingToastsAtom).map((t) => [t.kind, t.message])).toEqual([["success", DIALOG_MESSAGES.updated]]));
  });
});
