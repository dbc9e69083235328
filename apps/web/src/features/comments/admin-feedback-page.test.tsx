// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
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
});
