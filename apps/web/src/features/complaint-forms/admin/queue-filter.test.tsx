// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { createStore, Provider } from "jotai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { trpc } from "../../../lib/trpc";
import { currentUserAtom } from "../../../state/session";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { testSessionUser } from "../../../testing/session-user";
import { ALL_REQUESTS, QueueFilter } from "./queue-filter";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** The queue's controls while the API has not answered yet (a busy server): nothing it asks for arrives. */
function renderWhileTheScopeLoads(permissions: TPermission[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pending = () => new Promise<Response>(() => {});
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch: pending })] });
  const store = createStore();
  store.set(currentUserAtom, testSessionUser({ permissions }));
  render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <MantineProvider env="test">
            <QueueFilter value={ALL_REQUESTS} onChange={() => {}} />
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

describe("the queue filter of /administrador/pqrs keeps its place while the caller's scope loads", () => {
  it("draws the PQRs office's 'Dependencia' field at once, so the filters below never move under a click", () => {
    renderWhileTheScopeLoads(["PQRs"]);
    expect(screen.getByRole("combobox", { name: "Dependencia" })).toBeTruthy();
  });

  it("an administrator is the office too; an official of a dependency gets no such field", () => {
    renderWhileTheScopeLoads(["Administrator"]);
    expect(screen.getByRole("combobox", { name: "Dependencia" })).toBeTruthy();
    cleanup();
    renderWhileTheScopeLoads(["Contents"]);
    expect(screen.queryByRole("combobox", { name: "Dependencia" })).toBeNull();
    expect(screen.getByRole("radiogroup", { name: "Cola de solicitudes" })).toBeTruthy();
  });
});
