// @vitest-environment jsdom
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, heldAnswer, refused, renderWithApi } from "../../testing/trpc-test-api";
import { AdminCommentsPage } from "./admin-comments-page";

beforeAll(() => {
  stubMantineBrowserApis();
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
  const { held: slow, release } = heldAnswer();
  const { fetch } = fakeTrpcApi(async (p) => {
    if (p === "comments.activeCount") return { pending: 1, openReports: 1 };
    if (p === "comments.reports.list") return { items: [REPORT], total: 1, page: 1, pageSize: 20 };
    if (p === "comments.adminList") return { items: [COMMENT], total: 1, page: 1, pageSize: 20 };
    if (["comments.reports.resolve", "comments.moderate", "comments.remove"].includes(p)) {
      writes.push(p);
      await slow;
    }
    return { message: "Listo" };
  });
  return { fetch, writes, finish: release };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApi(<AdminCommentsPage />, { fetch, queryClient });
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
    const { fetch } = fakeTrpcApi((p) =>
      p === "comments.reports.list" ? refused(ERROR_MESSAGES.forbidden, "FORBIDDEN", 403) : { pending: 0, openReports: 0 },
    );
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
