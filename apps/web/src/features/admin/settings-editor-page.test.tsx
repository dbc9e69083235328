// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { SettingsEditorPage } from "./settings-editor-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const TTL = "Minutos de inactividad antes de cerrar la sesión";

/** The API: settings.all answers the stored settings (a new object each time); settings.update stores one and answers. */
function apiServer() {
  let stored = structuredClone(DEFAULT_SETTINGS);
  return fakeTrpcApi((p, input) => {
    if (p !== "settings.update") return stored;
    const change = input as { key: string; value: unknown };
    stored = { ...stored, [change.key]: change.value };
    return { message: "El registro se actualizo con exito." };
  });
}

function renderPage() {
  renderWithApi(<SettingsEditorPage />, { fetch: apiServer().fetch, store: appStore });
}

describe("/administrador/configuracion", () => {
  it("saving one setting keeps what was typed and not yet saved in another", async () => {
    renderPage();
    const ttl = await screen.findByRole<HTMLInputElement>("textbox", { name: TTL });
    fireEvent.change(ttl, { target: { value: "45" } });
    const prefix = screen.getByRole("region", { name: "Prefijo de la API" });
    fireEvent.change(within(prefix).getByRole("textbox"), { target: { value: "/api/v2" } });
    fireEvent.click(within(prefix).getByRole("button", { name: "Guardar" }));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Prefijo de la API" })).getByRole<HTMLInputElement>("textbox").value).toBe("/api/v2"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: TTL }).value).toBe("45");
  });

  it("keeps what was typed in one tab while another is looked at", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: TTL }), { target: { value: "45" } });
    fireEvent.click(screen.getByRole("tab", { name: "Datos de la entidad" }));
    fireEvent.click(screen.getByRole("tab", { name: "Portal y rutas" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: TTL }).value).toBe("45");
  });
});
