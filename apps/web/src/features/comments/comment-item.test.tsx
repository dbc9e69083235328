// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { testSessionUser } from "../../testing/session-user";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { CommentItem, type TThreadComment } from "./comment-item";

beforeAll(() => {
  stubMantineBrowserApis();
  // Mantine's autosize textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
});
afterEach(cleanup);

const COMMENT = {
  commentID: 41,
  parentCommentID: null,
  contentID: 9,
  commentType: 1,
  value: "La vía del barrio sigue sin arreglo.",
  valueHtml: "",
  date: new Date(),
  creationDate: new Date(),
  status: "Published",
  user: { userID: 7, id: 7, name: "Ana", fullName: "Ana Pérez", friendlyName: "ana", image: null, level: 1, firstsLetter: "AP", isAuthorized: false },
  embedUrl: null,
  codeUrl: null,
  imageUrl: null,
  fileUrl: null,
  fileID: null,
  countLikes: 0,
  alreadyLiked: false,
  countComments: 0,
  canEdit: true,
  canDelete: true,
  canReport: false,
  firstComments: [],
} as unknown as TThreadComment;

/** The API as the item calls it (tRPC batches): records each mutation's procedure and input. */
function apiServer() {
  return fakeTrpcApi(() => ({ ok: true }));
}

function renderItem(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = testSessionUser({ id: 7, email: "ana@example.com", permissions: [], name: "Ana" });
  renderWithApi(<CommentItem comment={COMMENT} onReport={() => undefined} />, { fetch, user, queryClient });
}

describe("a comment's edit (spec 02 §2: 'a comment edit modal')", () => {
  it("opens a modal with the text and its counter, saves the edit and closes", async () => {
    const server = apiServer();
    renderItem(server.fetch);
    fireEvent.click(screen.getByRole("button", { name: "Editar" }));
    const modal = await screen.findByRole("dialog", { name: "Editar comentario" });
    const text = within(modal).getByRole("textbox", { name: "Comentario" });
    expect((text as HTMLTextAreaElement).value).toBe(COMMENT.value);
    expect(within(modal).getByText(`${COMMENT.value.length}/560`)).toBeTruthy();
    fireEvent.change(text, { target: { value: "La vía del barrio sigue sin arreglo desde enero." } });
    fireEvent.click(within(modal).getByRole("button", { name: "Guardar" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.procedure === "comments.update")?.input).toMatchObject({
        id: 41,
        value: "La vía del barrio sigue sin arreglo desde enero.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Editar comentario" })).toBeNull());
  });

  it("Cancelar closes the modal without saving", async () => {
    const server = apiServer();
    renderItem(server.fetch);
    fireEvent.click(screen.getByRole("button", { name: "Editar" }));
    const modal = await screen.findByRole("dialog", { name: "Editar comentario" });
    fireEvent.click(within(modal).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Editar comentario" })).toBeNull());
    expect(server.calls.some((c) => c.procedure === "comments.update")).toBe(false);
  });
});

describe("sharing a comment (spec 03 §9: 'Share window 650x500')", () => {
  it("opens the network's share page in a 650×500 window, without a handle back to the portal", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderItem(apiServer().fetch);
    fireEvent.click(screen.getByRole("button", { name: "Compartir" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Compartir en Facebook" }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(String(url)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(features).toMatch(/\bwidth=650\b/);
    expect(features).toMatch(/\bheight=500\b/);
    expect(features).toMatch(/noopener/);
    open.mockRestore();
  });
});
