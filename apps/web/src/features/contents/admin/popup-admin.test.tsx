// @vitest-environment jsdom
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { DATA_MESSAGES } from "@portal/schemas/ui/data-messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { pendingToastsAtom } from "../../../lib/notify";
import { createQueryClient } from "../../../lib/query-client";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, refused, renderWithApi } from "../../../testing/trpc-test-api";
import { GlobalExclusionsAdmin } from "./global-exclusions-admin";
import { PopupAdmin } from "./popup-admin";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  appStore.set(pendingToastsAtom, []);
});

const FAILED = () => refused(ERROR_MESSAGES.general, "INTERNAL_SERVER_ERROR", 500);
const REFUSED = "El contenido ya se muestra en este sitio";

/** The API: each procedure answers what `answers` gives it (a list, a failure, or a promise that never settles). */
function apiServer(answers: Record<string, () => unknown>) {
  return fakeTrpcApi((p) => answers[p]?.()).fetch;
}

function renderWith(fetch: typeof globalThis.fetch, ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithApi(ui, { fetch, store: appStore, queryClient });
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
    renderWith(apiServer({ "contents.popups.list": FAILED, "contents.globalExclusions.list": FAILED }), [
      <PopupAdmin key="p" />,
      <GlobalExclusionsAdmin key="g" />,
    ]);
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([ERROR_MESSAGES.general, ERROR_MESSAGES.general]));
    expect(screen.queryByText("No hay ventanas emergentes.")).toBeNull();
    expect(screen.queryByText("No hay contenidos globales ocultos.")).toBeNull();
  });

  it("a refused 'Volver a mostrar' is told once, with the API's message", async () => {
    renderWith(
      apiServer({
        "contents.globalExclusions.list": () => [{ contentID: -7, createdAt: "2026-11-20T15:00:00.000Z" }],
        "contents.globalExclusions.restore": () => refused(REFUSED, "CONFLICT", 409),
      }),
      <GlobalExclusionsAdmin />,
    );
    fireEvent.click(await screen.findByRole("button", { name: /Volver a mostrar/ }));
    await waitFor(() => expect(appStore.get(pendingToastsAtom).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appStore.get(pendingToastsAtom).map((t) => [t.kind, t.message])).toEqual([["error", REFUSED]]);
  });
});
