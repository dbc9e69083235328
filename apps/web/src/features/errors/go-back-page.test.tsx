// @vitest-environment jsdom

import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { buildRouteTable } from "../../app/route-table";
import { GoBackPage } from "./go-back-page";

afterEach(cleanup);

function Where() {
  const { pathname } = useLocation();
  return <output>{pathname}</output>;
}

/** A page with a link that leads to /external, as a link out of the portal returns there. */
function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate("/external")}>
      Ir
    </button>
  );
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries}>
      <Routes>
        <Route path="/external" element={<GoBackPage />} />
        <Route path="/tramites-y-servicios" element={<Start />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("/external (spec 01 §2: goes back in history)", () => {
  it("is a route of the portal, not the not-found redirect", () => {
    expect(buildRouteTable(DEFAULT_SETTINGS).find((e) => e.path === "/external")?.page).toBe("goBack");
  });

  it("returns to the page the citizen came from", async () => {
    renderAt(["/tramites-y-servicios"]);
    screen.getByRole("button", { name: "Ir" }).click();
    // Back on the previous page: its button is there again.
    expect(await screen.findByRole("button", { name: "Ir" })).toBeTruthy();
  });

  it("goes home when the tab opened the portal on /external", async () => {
    renderAt(["/external"]);
    expect((await screen.findByRole("status")).textContent).toBe("/");
  });
});
