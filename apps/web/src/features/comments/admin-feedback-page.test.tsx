// @vitest-environment jsdom

import { DATA_MESSAGES } from "@portal/schemas/ui/data-messages";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { AdminFeedbackPage } from "./admin-feedback-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const { fetch } = fakeTrpcApi(() => ({ items: [], total: 0, page: 1, pageSize: 20, helped: 0, notHelped: 0 }));

describe("/administrador/feedback-usuarios", () => {
  it("keeps the answers' filters while the suggestions are looked at", async () => {
    renderWithApi(<AdminFeedbackPage />, { fetch, store: appStore });
    fireEvent.change(await screen.findByRole("textbox", { name: "Página o contenido" }), { target: { value: "Impuesto predial" } });
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("tab", { name: "Sugerencias" }));
    fireEvent.click(screen.getByRole("tab", { name: "¿Esta información fue útil?" }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Página o contenido" }).value).toBe("Impuesto predial");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "No" }).checked).toBe(true);
  });

  it("says nothing matches the filters, not that no one has answered yet; counts in Spanish format", async () => {
    const answers = fakeTrpcApi((_procedure, input) =>
      (input as { helped?: boolean }).helped === false
        ? { items: [], total: 0, page: 1, pageSize: 20, helped: 12345, notHelped: 0 }
        : { items: [], total: 0, page: 1, pageSize: 20, helped: 0, notHelped: 0 },
    );
    renderWithApi(<AdminFeedbackPage />, { fetch: answers.fetch, store: appStore });
    expect(await screen.findByText("Aún no hay respuestas.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    await waitFor(() => expect(screen.getByText(DATA_MESSAGES.empty)).toBeTruthy());
    expect(screen.queryByText("Aún no hay respuestas.")).toBeNull();
    expect(screen.getByText("Sí: 12.345")).toBeTruthy();
  });
});
