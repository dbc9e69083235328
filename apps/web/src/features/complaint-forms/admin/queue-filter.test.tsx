// @vitest-environment jsdom
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { testSessionUser } from "../../../testing/session-user";
import { renderWithApi } from "../../../testing/trpc-test-api";
import { ALL_REQUESTS, QueueFilter } from "./queue-filter";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

/** The queue's controls while the API has not answered yet (a busy server): nothing it asks for arrives. */
function renderWhileTheScopeLoads(permissions: TPermission[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pending = () => new Promise<Response>(() => {});
  renderWithApi(<QueueFilter value={ALL_REQUESTS} onChange={() => {}} />, { fetch: pending, user: testSessionUser({ permissions }), queryClient });
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
