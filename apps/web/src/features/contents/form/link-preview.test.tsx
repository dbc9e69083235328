// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../../testing/trpc-test-api";
import { LinkPreview } from "./link-preview";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** GET pagepreviews as the API answers it (one tRPC batch), recording each URL asked for. */
function previewServer() {
  const asked: string[] = [];
  const { fetch } = fakeTrpcApi((_p, input) => {
    const { url } = input as { url: string };
    asked.push(url);
    return { url, title: "Trámites en línea", description: "Haga sus trámites sin filas", image: null };
  });
  return { asked, fetch };
}

function renderPreview(url: string, fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient();
  const view = renderWithApi(<LinkPreview url={url} />, { fetch, queryClient });
  return { rerender: (u: string) => view.rerender(<LinkPreview url={u} />) };
}

describe("LinkPreview (spec 02 §5: link preview after an http(s) URL, 1 s later)", () => {
  it("asks nothing while the editor types, then once for the link they stopped at, and shows its title", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = previewServer();
    const view = renderPreview("www.gov", server.fetch);
    view.rerender("https://www.gov.co/tra");
    await act(() => vi.advanceTimersByTimeAsync(600));
    view.rerender("https://www.gov.co/tramites");
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(server.asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText("Trámites en línea")).toBeTruthy();
    expect(server.asked).toEqual(["https://www.gov.co/tramites"]);
  });

  it("never asks for a value that is not an http(s) link", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = previewServer();
    renderPreview("javascript:alert(1)", server.fetch);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(server.asked).toEqual([]);
  });
});
