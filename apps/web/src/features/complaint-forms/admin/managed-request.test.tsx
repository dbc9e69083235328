// @vitest-environment jsdom
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appStore } from "../../../state/store";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, refused, renderWithApi } from "../../../testing/trpc-test-api";
import { ManagedRequest } from "./managed-request";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

describe("the PQRDS request's drawer", () => {
  it("a request the official may no longer open (reassigned to another dependency) says so instead of loading forever", async () => {
    const { fetch } = fakeTrpcApi(() => refused("x", "FORBIDDEN", 403));
    renderWithApi(<ManagedRequest complaintFormID={12} onChanged={() => {}} />, { fetch, store: appStore });
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_MESSAGES.forbidden);
    expect(screen.queryByText("Cargando…")).toBeNull();
  });
});
