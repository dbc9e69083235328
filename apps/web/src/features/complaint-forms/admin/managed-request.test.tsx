// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { httpBatchLink } from "@trpc/react-query";
import { Provider } from "jotai";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client";
import { trpc } from "../../../lib/trpc";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { requestUrl } from "../../../testing/fetch-input";
import { ManagedRequest } from "./managed-request";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

describe("the PQRDS request's drawer", () => {
  it("a request the official may no longer open (reassigned to another dependency) says so instead of loading forever", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const procedures = new URL(requestUrl(input)).pathname.split("/").pop()!.split(",");
      const error = { message: "x", code: -32003, data: { code: "FORBIDDEN", httpStatus: 403, status: 403, details: [] } };
      return new Response(JSON.stringify(procedures.map(() => ({ error }))), { status: 403, headers: { "content-type": "application/json" } });
    });
    const queryClient = createQueryClient();
    const client = trpc.createClient({ links: [httpBatchLink({ url: "http://portal.test/trpc", fetch })] });
    render(
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Provider store={appStore}>
            <MantineProvider env="test">
              <MemoryRouter>
                <ManagedRequest complaintFormID={12} onChanged={() => {}} />
              </MemoryRouter>
            </MantineProvider>
          </Provider>
        </QueryClientProvider>
      </trpc.Provider>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.forbidden);
    expect(screen.queryByText("Cargando…")).toBeNull();
  });
});
