// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import type { TOpenApiDocument, TOpenApiOperation } from "@portal/schemas/developers/openapi-document";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { DevelopersPage } from "./developers-page";

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
  vi.unstubAllGlobals();
});

const operation = (id: string, tag: string, summary: string, extra: Partial<TOpenApiOperation> = {}): TOpenApiOperation => ({
  operationId: id,
  summary,
  tags: [tag],
  "x-access": "public",
  responses: { 200: { description: "Respuesta correcta.", content: { "application/json": { schema: { type: "array" } } } } },
  ...extra,
});

/** The shape the API publishes (openapi.api.test.ts checks the real one), cut to three operations. */
const DOCUMENT: TOpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "API", version: "1.0.0", description: "" },
  servers: [{ url: "/api/v1" }],
  tags: [{ name: "complaintForms" }, { name: "locations" }],
  paths: {
    "/complaintforms/tracking": {
      post: operation("post_complaintforms_tracking", "complaintForms", "Consultar el estado de una PQRDS", {
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { trackingID: { type: "string" } } } } } },
      }),
    },
    "/complaintforms/mine": { get: operation("get_complaintforms_mine", "complaintForms", "complaintForms.mine", { "x-access": "user" }) },
    "/locations/root": { get: operation("get_locations_root", "locations", "Departamentos de Colombia") },
  },
  components: { schemas: {}, responses: {}, securitySchemes: {} },
  "x-rate-limits": { tracking: { per: "address", points: 30, durationSeconds: 60 } },
};

function renderPage(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DevelopersPage />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("/desarrolladores", () => {
  it("links the OpenAPI document and lists its operations by tag, each opening to its schemas", async () => {
    const fetchMock = renderPage(async () => new Response(JSON.stringify(DOCUMENT), { headers: { "content-type": "application/json" } }));
    expect(screen.getByTestId("openapi-link").getAttribute("href")).toBe("/api/v1/openapi.json");
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/openapi.json", expect.anything());

    const pqrds = await screen.findByRole("region", { name: "complaintForms" });
    expect(within(pqrds).getByText("/api/v1/complaintforms/tracking")).toBeTruthy();
    expect(within(pqrds).getByText("Consultar el estado de una PQRDS")).toBeTruthy();
    expect(within(pqrds).getByText(M.accessUser)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "locations" })).getByText("Departamentos de Colombia")).toBeTruthy();
    // The rate limits the API states.
    expect(screen.getByRole("cell", { name: "tracking" })).toBeTruthy();

    const tracking = screen.getByTestId("operation-post_complaintforms_tracking");
    expect(within(tracking).queryByText(M.requestBody)).toBeNull();
    fireEvent.click(within(tracking).getByRole("button"));
    expect(within(tracking).getByText(M.requestBody)).toBeTruthy();
    expect(within(tracking).getByText(/"trackingID"/)).toBeTruthy();
  });

  it("filters the operations", async () => {
    renderPage(async () => new Response(JSON.stringify(DOCUMENT)));
    await screen.findByRole("region", { name: "locations" });
    fireEvent.change(screen.getByLabelText(M.filterLabel), { target: { value: "departamentos" } });
    expect(screen.queryByRole("region", { name: "complaintForms" })).toBeNull();
    expect(screen.getByText("Departamentos de Colombia")).toBeTruthy();
  });

  it("says so in Spanish when the document cannot be loaded", async () => {
    renderPage(async () => new Response("", { status: 503 }));
    // One retry (the hook's), then the notice.
    expect(await screen.findByText(M.loadFailed, {}, { timeout: 4000 })).toBeTruthy();
  });
});
