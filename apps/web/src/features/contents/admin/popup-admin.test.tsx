// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { DATA_MESSAGES } from "@portal/schemas/ui/data-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pendingToastsAtom } from "../../../lib/notify";
import { createQueryClient } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
import { GlobalExclusionsAdmin } from "./global-exclusions-admin";
import { PopupAdmin } from "./popup-admin";

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
});

const FAILED = { error: { message: ERROR_MESSAGES.general, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, status: 500, details: [] } } };
const REFUSED = "El contenido ya se muestra en este sitio";

/** The API: each procedure answers what `answers` gives it (a list, a failure, or a promise that never settles). */
function apiServer(answers: Record<string, () => unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    const results = await Promise.all(procedures.map((p) => answers[p]?.()));
    const failed = results.find((r) => r && typeof r === "object" && "error" in r) as typeof FAILED | undefined;
    return new Response(JSON.stringify(results), { status: failed ? failed.error.data.httpStatus : 200, headers: { "content-type": "application/json" } });
  });
}

function renderWith(fetch: typeof globalThis.fetch, ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={appStore}>
          <MantineProvider env="test">{ui}</MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("the contents screen's popup and hidden-globals tabs", () => {
  it("say they are loading, not 'No hay …', while their list comes", async () => {
    const never = () => new Promise(() => {});
    renderWith(apiServer({ "contents.popups.list": never, "contents.globalExclusions.list": never }), [
      <PopupAdmin key="p" />,
      <GlobalExclusionsAdmin key="g" />,
    ]);
    await waitFor(() => expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual([DATA_MESSAGES.loading, DATA_MESSAGES.loading]));
    expect(screen.queryByText("No hay ventanas emergentes.")).toBeNull();
    expect(screen.queryByText("No hay contenidos globales ocultos.")).toBeNull();
  });

  it("say why a list failed, not that there is nothing", async () => {
    renderWith(apiServer({ "contents.popups.list": () => FAILED, "contents.globalExclusions.list": () => FAILED }), [
      <PopupAdmin key="p" />,
      <GlobalExclusionsAdmin key="g" />,
    ]);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([ERROR_MESSAGES.general, ERROR_MESSAGES.general]));
    expect(screen.queryByText("No hay ventanas emergentes.")).toBeNull();
    expect(screen.queryByText("No hay contenidos globales ocultos.")).toBeNull();
  });

  it("a refused 'Volver a mostrar' is told once, with the API's message", async () => {
    const refused = { error: { message: REFUSED, code: -32009, data: { code: "CONFLICT", httpStatus: 409, status: 409, details: [] } } };
    renderWith(
      apiServer({
        "contents.globalExclusions.list": () => ({ result: { data: [{ contentID: -7, createdAt: "2026-11-20T15:00:00.000Z" }] } }),
        "contents.globalExclusions.restore": () => refused,
      }),
      <GlobalExclusionsAdmin />,
    );
    fireEvent.click(await screen.findByRole("button", { name: /Volver a mostrar/ }));
    await waitFor(() => expect(appStore.get(pendingToastsAtom).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(pendingToastsAtom).map((t) => [t.kind, t.message])).toEqual([["error", REFUSED]]);
  });
});
