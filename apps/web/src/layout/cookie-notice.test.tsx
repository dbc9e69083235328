// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { COOKIE_NOTICE } from "@portal/schemas/ui/ui-constants";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../testing/browser-stubs";
import { CookieNotice } from "./cookie-notice";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderNotice = () =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>
    </MantineProvider>,
  );

describe("cookie notice", () => {
  it("shows the text with Aceptar and Información (to /politicas/)", () => {
    renderNotice();
    expect(screen.getByRole("region", { name: "Aviso de cookies" })).toBeTruthy();
    expect(screen.getByText(COOKIE_NOTICE.text)).toBeTruthy();
    expect(screen.getByRole("link", { name: COOKIE_NOTICE.info }).getAttribute("href")).toBe("/politicas/");
  });

  it("Aceptar stores the cookies flag and hides it for good", () => {
    renderNotice();
    fireEvent.click(screen.getByRole("button", { name: COOKIE_NOTICE.accept }));
    expect(localStorage.getItem(COOKIE_NOTICE.storageKey)).toBe("true");
    expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
    cleanup();
    renderNotice();
    expect(screen.queryByRole("region", { name: "Aviso de cookies" })).toBeNull();
  });
});
