// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DialogModal } from "../../../components/dialog-modal";
import { dialogsAtom } from "../../../components/dialog-state";
import { createQueryClient } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
import { ClosureDays } from "./closure-days";

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
  appStore.set(dialogsAtom, []);
});

describe("Días de cierre", () => {
  it("'Eliminar' shows the deletion runs, and is not asked again meanwhile", async () => {
    const writes: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
      if (procedures.includes("complaintForms.closureDays.remove")) {
        writes.push("remove");
        await new Promise(() => {}); // a slow server
      }
      const results = procedures.map(() => ({ result: { data: [{ id: 4, date: "2026-12-24", reason: "Navidad" }] } }));
      return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
    });
    const queryClient = createQueryClient();
    const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
    render(
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Provider store={appStore}>
            <MantineProvider env="test">
              <ClosureDays />
              <DialogModal />
            </MantineProvider>
          </Provider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    const remove = await screen.findByRole("button", { name: /Eliminar el cierre del/ });
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(writes).toEqual(["remove"]));
    await waitFor(() => expect(remove.getAttribute("data-loading")).toBe("true"));
    fireEvent.click(remove);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(dialogsAtom)).toEqual([]);
  });
});
