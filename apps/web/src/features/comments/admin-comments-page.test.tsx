// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { trpc } from "../../lib/trpc";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { requestUrl } from "../../testing/fetch-input";
import { AdminCommentsPage } from "./admin-comments-page";

beforeAll(() => {
  stubMantineBrowserApis();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

/** A person's click: the page has re-rendered before the next one (a double click's second comes ~100 ms later). */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const REPORT = {
  reportID: 31,
  ReportType: "Comment",
  ElementToReportID: 5,
  parentCommentID: null,
  reason: { reasonID: 1, name: "Lenguaje ofensivo" },
  Comment: "Ofende a los vecinos",
  createdAt: "2026-11-20T15:00:00.000Z",
  resolvedAt: null,
  resolution: null,
  reportedComment: { value: "Un comentario reportado", status: "Published" },
  content: { name: "Obras del parque", friendlyName: "obras-del-parque" },
};
const COMMENT = {
  commentID: 5,
  value: "Un comentario pendiente",
  status: "Pending",
  openReports: 0,
  actions: ["approve", "reject"],
  creationDate: "2026-11-20T15:00:00.000Z",
  content: { contentID: 9, name: "Obras del parque", friendlyName: "obras-del-parque" },
  user: { fullName: "Ana Pérez" },
};

/** The API as the page calls it: the lists answer at once, every write waits until `finish()` (a slow server). */
function apiServer() {
  const writes: string[] = [];
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = (data: unknown) => ({ result: { data } });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
    const isWrite = procedures.some((p) => ["comments.reports.resolve", "comments.moderate", "comments.remove"].includes(p));
    if (isWrite) {
      writes.push(...procedures);
      await slow;
    }
    const results = procedures.map((p) => {
      if (p === "comments.activeCount") return answer({ pending: 1, openReports: 1 });
      if (p === "comments.reports.list") return answer({ items: [REPORT], total: 1, page: 1, pageSize: 20 });
      if (p === "comments.adminList") return answer({ items: [COMMENT], total: 1, page: 1, pageSize: 20 });
      return answer({ message: "Listo" });
    });
    return new Response(JSON.stringify(results), { headers: { "content-type": "application/json" } });
  });
  return { fetch, writes, finish: () => release() };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <MemoryRouter>
            <AdminCommentsPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("/administrador/comentarios", () => {
  it("a report is resolved once however often its buttons are clicked while the server answers (a double click was a second resolve, a 404)", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    await click(await screen.findByRole("tab", { name: /Reportes/ }));
    const discard = await screen.findByRole("button", { name: "Descartar el reporte 31" });
    await click(discard);
    await click(discard);
    await click(screen.getByRole("button", { name: "Ocultar el comentario del reporte 31" }));
    expect(server.writes).toEqual(["comments.reports.resolve"]);
    server.finish();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Descartar el reporte 31" }).disabled).toBe(false));
  });

  it("a report list that fails to load says why in Spanish instead of an empty table with no text", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
      const results = procedures.map((p) =>
        p === "comments.reports.list"
          ? { error: { message: ERROR_MESSAGES.forbidden, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } }
          : { result: { data: { pending: 0, openReports: 0 } } },
      );
      return new Response(JSON.stringify(results), { status: 207, headers: { "content-type": "application/json" } });
    });
    renderPage(fetch);
    fireEvent.click(await screen.findByRole("tab", { name: /Reportes/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.forbidden);
  });

  it("keeps the comments' state filter while the reports are looked at", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    fireEvent.click(await screen.findByRole("radio", { name: "Publicados" }));
    fireEvent.click(screen.getByRole("tab", { name: /Reportes/ }));
    await screen.findByRole("button", { name: "Descartar el reporte 31" });
    fireEvent.click(screen.getByRole("tab", { name: /Comentarios/ }));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Publicados" }).checked).toBe(true);
  });
});
