// @vitest-environment jsdom
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { draftKey } from "@portal/schemas/ui/draft-messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentUserAtom, tokenAtom } from "../../state/session";
import { appStore } from "../../state/store";

// The logout call itself is the API's: the test runs what the hook does once it has settled.
const settled = vi.hoisted(() => ({ current: null as null | (() => void) }));
vi.mock("../../lib/trpc", () => ({
  trpc: {
    auth: {
      logout: {
        useMutation: (options: { onSettled: () => void }) => {
          settled.current = options.onSettled;
          return {};
        },
      },
    },
  },
}));

const { useLogout } = await import("./use-logout");

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("Cerrar sesión on a shared computer", () => {
  it("leaves nothing personal of the user for the next person in the tab: cached answers and form drafts go, public ones stay", () => {
    const queryClient = new QueryClient();
    const mineDetail = [["complaintForms", "mineDetail"], { input: { trackingID: "123" }, type: "query" }];
    queryClient.setQueryData(mineDetail, { requester: { name: "Ana Pérez", identification: "1020304050" } });
    queryClient.setQueryData([["profile", "own"], { type: "query" }], { email: "ana@example.com" });
    queryClient.setQueryData([["chat", "mine"], { input: {}, type: "query" }], { messages: ["hola"] });
    queryClient.setQueryData([["users", "me"], { type: "query" }], { id: 1 });
    queryClient.setQueryData([["settings", "public"], { type: "query" }], { siteName: "Portal" });
    sessionStorage.setItem(draftKey("pqrds:1"), JSON.stringify({ firstName: "Ana", identification: "1020304050" }));
    sessionStorage.setItem(draftKey("certificado:3"), JSON.stringify({ identification: "1020304050" }));
    sessionStorage.setItem("unrelated", "kept");
    appStore.set(tokenAtom, "token");
    appStore.set(currentUserAtom, { id: 1, name: "Ana", permissions: [] } as unknown as TSessionUser);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    renderHook(() => useLogout(), { wrapper });
    settled.current?.();

    expect(queryClient.getQueryData(mineDetail)).toBeUndefined();
    expect(queryClient.getQueryData([["profile", "own"], { type: "query" }])).toBeUndefined();
    expect(queryClient.getQueryData([["chat", "mine"], { input: {}, type: "query" }])).toBeUndefined();
    expect(queryClient.getQueryData([["users", "me"], { type: "query" }])).toBeUndefined();
    expect(queryClient.getQueryData([["settings", "public"], { type: "query" }])).toEqual({ siteName: "Portal" });
    expect(sessionStorage.getItem(draftKey("pqrds:1"))).toBeNull();
    expect(sessionStorage.getItem(draftKey("certificado:3"))).toBeNull();
    expect(sessionStorage.getItem("unrelated")).toBe("kept");
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(currentUserAtom)).toBeNull();
  });
});
