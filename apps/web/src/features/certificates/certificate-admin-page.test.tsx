// @vitest-environment jsdom
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DialogModal } from "../../components/dialog-modal";
import { pendingToastsAtom } from "../../lib/notify";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { clearAppNotices, fakeTrpcApi, heldAnswer, renderWithApi } from "../../testing/trpc-test-api";
import { CertificateAdminPage } from "./certificate-admin-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  clearAppNotices();
});

const COUNT = { certificateID: 3, name: "Paz y salvo predial", issueCount: 41_250, issuedToday: 2, pendingPayment: 0 };

/** The API: one counter, no certificates or processes; certificates.setCount waits until `finish()` (a slow server). */
function apiServer() {
  const writes: string[] = [];
  const { held: slow, release } = heldAnswer();
  const { fetch } = fakeTrpcApi(async (p) => {
    if (p === "certificates.counts") return [COUNT];
    if (p !== "certificates.setCount") return [];
    writes.push("certificates.setCount");
    await slow;
    return { ...COUNT, issueCount: 0 };
  });
  return { fetch, writes, finish: release };
}

describe("/administrador/certificados › Contadores", () => {
  it("'Reiniciar contador' shows it is running and then says it was done", async () => {
    const server = apiServer();
    renderWithApi(
      <>
        <CertificateAdminPage />
        <DialogModal />
      </>,
      { fetch: server.fetch, store: appStore },
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
