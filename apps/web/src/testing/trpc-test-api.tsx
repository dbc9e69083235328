import { MantineProvider } from "@mantine/core";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { dialogsAtom } from "../components/dialog-state";
import { pendingToastsAtom } from "../lib/notify";
import { createQueryClient } from "../lib/query-client";
import { trpc } from "../lib/trpc";
import { currentUserAtom } from "../state/session";
import { appStore } from "../state/store";
import { requestBody, requestUrl } from "./fetch-input";

// Why: the component tests each built the same fake tRPC server and provider tree by hand; one copy keeps them alike.

/** The JSON-RPC codes tRPC sends beside each error's name (only those the tests use). */
const RPC_CODES: Record<string, number> = { BAD_REQUEST: -32600, UNAUTHORIZED: -32001, FORBIDDEN: -32003, NOT_FOUND: -32004, CONFLICT: -32009 };

/** A refused call as the API sends it: the Spanish message, the error's name and its HTTP status. */
class Refusal {
  constructor(
    readonly message: string,
    readonly code: string,
    readonly httpStatus: number,
    readonly details: readonly { path: string; message: string }[],
  ) {}
}

/** What a procedure answers when `refused(…)` is returned instead of its data; `details` as a 400 names its fields. */
export function refused(message: string, code: string, httpStatus: number, details: readonly { path: string; message: string }[] = []): Refusal {
  return new Refusal(message, code, httpStatus, details);
}

type Answer = (procedure: string, input: unknown) => unknown;

/** The inputs of a batched call: in the URL for a query (`?input=`), in the body for a mutation, keyed "0", "1"… */
function batchedInputs(url: URL, init?: RequestInit): Record<string, unknown> {
  const text = url.searchParams.get("input") ?? requestBody(init);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/**
 * A fake tRPC server for `httpBatchLink`: `answer` gives each procedure's data (or a promise of it, or `refused(…)`)
 * from its name and input. `calls` records every procedure called, in order.
 */
export function fakeTrpcApi(answer: Answer) {
  const calls: { procedure: string; input: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input));
    const procedures = url.pathname.split("/").pop()!.split(",");
    const inputs = batchedInputs(url, init);
    const answers = await Promise.all(
      procedures.map((procedure, i) => {
        calls.push({ procedure, input: inputs[i] });
        return answer(procedure, inputs[i]);
      }),
    );
    // As the server does: the calls' common status, or 207 when they differ.
    const statuses = new Set(answers.map((a) => (a instanceof Refusal ? a.httpStatus : 200)));
    const results = answers.map((data) => {
      if (!(data instanceof Refusal)) return { result: { data } };
      const { message, code, httpStatus, details } = data;
      return { error: { message, code: RPC_CODES[code] ?? -32603, data: { code, httpStatus, status: httpStatus, details } } };
    });
    return new Response(JSON.stringify(results), { status: statuses.size === 1 ? [...statuses][0] : 207, headers: { "content-type": "application/json" } });
  });
  return { fetch, calls };
}

interface RenderWithApiOptions {
  fetch: typeof globalThis.fetch;
  /** The signed-in user (null: a visitor); the store's own when left out. */
  user?: TSessionUser | null;
  /** The jotai store; a new one when left out (pass `appStore` where the test reads the app's toasts or dialogs). */
  store?: ReturnType<typeof createStore>;
  /** The router's location. */
  route?: string;
  /** The app's client (with its generic error toasts) when left out. */
  queryClient?: QueryClient;
}

/** `ui` inside the app's providers (tRPC, react-query, jotai, Mantine, a memory router), talking to `fetch`. */
export function renderWithApi(ui: ReactNode, { fetch, user, store = createStore(), route = "/", queryClient = createQueryClient() }: RenderWithApiOptions) {
  const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
  if (user !== undefined) store.set(currentUserAtom, user);
  const inProviders = (children: ReactNode) => (
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Provider store={store}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </MantineProvider>
        </Provider>
      </QueryClientProvider>
    </trpc.Provider>
  );
  const rendered = render(inProviders(ui));
  // Rendering again keeps the same providers (and so the same cache and router), as a parent's new props would.
  return { ...rendered, rerender: (next: ReactNode) => rendered.rerender(inProviders(next)), store, queryClient };
}

/** After a test rendered with `store: appStore`: no toast or dialog of it is left for the next test. */
export function clearAppNotices(): void {
  appStore.set(pendingToastsAtom, []);
  appStore.set(dialogsAtom, []);
}

/** An answer held back until `release()`: a slow server, to see a screen while its request runs. */
export function heldAnswer(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release() };
}
