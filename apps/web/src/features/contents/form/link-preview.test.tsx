// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trpc } from "../../../lib/trpc";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
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
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(requestUrl(input));
    const batch = JSON.parse(url.searchParams.get("input") ?? "{}") as Record<string, { url: string }>;
    asked.push(...Object.values(batch).map((b) => b.url));
    const result = { url: asked.at(-1), title: "Trámites en línea", description: "Haga sus trámites sin filas", image: null };
    return new Response(JSON.stringify(Object.keys(batch).map(() => ({ result: { data: result } }))), { headers: { "content-type": "application/json" } });
  });
  return { asked, fetch };
}

function renderPreview(url: string, fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient();
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  const ui = (u: string) => (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <LinkPreview url={u} />
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
  const view = render(ui(url));
  return { rerender: (u: string) => view.rerender(ui(u)) };
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
