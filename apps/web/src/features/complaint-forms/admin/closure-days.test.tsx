// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DialogModal } from "../../../components/dialog-modal";
import { dialogsAtom } from "../../../components/dialog-state";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../../testing/trpc-test-api";
import { ClosureDays } from "./closure-days";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  appStore.set(dialogsAtom, []);
});

describe("Días de cierre", () => {
  it("'Eliminar' shows the deletion runs, and is not asked again meanwhile", async () => {
    const writes: string[] = [];
    const { fetch } = fakeTrpcApi((p) => {
      if (p !== "complaintForms.closureDays.remove") return [{ id: 4, date: "2026-12-24", reason: "Navidad" }];
      writes.push("remove");
      return new Promise(() => {}); // a slow server
    });
    renderWithApi(
      <>
        <ClosureDays />
        <DialogModal />
      </>,
      { fetch, store: appStore },
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
