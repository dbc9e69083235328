// @vitest-environment jsdom
import { ACCESSIBILITY_STATEMENT_PATH } from "@portal/schemas/accessibility/accessibility-nav";
import { BARRIER_REPORT_PREFIX, ACCESSIBILITY_STATEMENT_MESSAGES as M } from "@portal/schemas/accessibility/accessibility-statement";
import type { TAccessibilityRunView } from "@portal/schemas/self-assessment/self-assessment-messages";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildRouteTable } from "../../app/route-table";
import { settingsAtom } from "../../state/settings";
import { appStore } from "../../state/store";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { fixedPages } from "../site-map/fixed-pages";
import { AccessibilityStatementPage } from "./accessibility-statement-page";
import { BARRIER_REPORT_DRAFT_KEY, prefillBarrierReport } from "./barrier-report";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  appStore.set(settingsAtom, null);
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The newest automatic review, as GET accessibility/lastrun answers it (null: none yet). */
const LAST_RUN: TAccessibilityRunView = {
  finishedAt: "2026-11-22T09:00:00.000Z",
  pages: 12,
  failed: false,
  issues: [{ rule: "color-contrast", help: "Los elementos deben tener suficiente contraste de color", impact: "serious", paths: ["/pqrds", "/transparencia"] }],
};

function renderPage(lastRun: TAccessibilityRunView = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApi(
    <Routes>
      <Route path={ACCESSIBILITY_STATEMENT_PATH} element={<AccessibilityStatementPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { fetch: fakeTrpcApi(() => lastRun).fetch, store: appStore, route: ACCESSIBILITY_STATEMENT_PATH, queryClient },
  );
}

describe("/declaracion-de-accesibilidad (issue 31)", () => {
  it("states the WCAG 2.1 AA target of Resolución 1519, the review date, the staff's known barriers and the measures", () => {
    const knownIssues = ["El calendario de eventos no anuncia el mes al cambiarlo"];
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, accessibilityStatement: { reviewedOn: "2026-10-05", knownIssues } });
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Declaración de accesibilidad");
    for (const title of [M.conformanceTitle, M.dateTitle, M.knownIssuesTitle, M.measuresTitle, M.reportTitle]) {
      expect(screen.getByRole("region", { name: title })).toBeTruthy();
    }
    expect(screen.getByRole("region", { name: M.conformanceTitle }).textContent).toMatch(/WCAG\) 2\.1.*Anexo 1 de la Resolución 1519 de 2020/);
    expect(screen.getByText(M.conformancePartial)).toBeTruthy();
    expect(screen.getByRole("region", { name: M.dateTitle }).textContent).toContain("5 de octubre de 2026");
    expect(screen.getByRole("region", { name: M.knownIssuesTitle }).textContent).toContain(knownIssues[0]);
    const measures = screen.getByRole("region", { name: M.measuresTitle }).textContent;
    for (const word of ["Teclado", "Alto contraste", "Lectores de pantalla", "captcha"]) expect(measures).toContain(word);
  });

  it("with no known barrier left, it says so and claims conformance", () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, accessibilityStatement: { reviewedOn: "2026-10-05", knownIssues: [] } });
    renderPage();
    expect(screen.getByText(M.knownIssuesNone)).toBeTruthy();
    expect(screen.getByText(M.conformanceFull)).toBeTruthy();
  });

  it("'Reportar una barrera' opens the Sugerencia form (type 6) with its description started by the barrier prefix", () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, routes: { ...DEFAULT_SETTINGS.routes, complaint: "pqrs-ciudadanas" } });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: M.reportButton }));
    expect(screen.getByTestId("where").textContent).toBe("/pqrs-ciudadanas/enviar/6");
    expect(JSON.parse(sessionStorage.getItem(BARRIER_REPORT_DRAFT_KEY)!)).toEqual({ description: BARRIER_REPORT_PREFIX });
  });

  it("keeps what the citizen had already typed in that form, once, after the prefix", () => {
    sessionStorage.setItem(BARRIER_REPORT_DRAFT_KEY, JSON.stringify({ description: "el lector no lee el menú", names: "Ana" }));
    prefillBarrierReport();
    prefillBarrierReport();
    expect(JSON.parse(sessionStorage.getItem(BARRIER_REPORT_DRAFT_KEY)!)).toEqual({
      description: `${BARRIER_REPORT_PREFIX}el lector no lee el menú`,
      names: "Ana",
    });
  });

  it("with PQRDS switched off, it points to the entity's other channels instead of a form that does not exist", () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, pqrEnabled: false });
    renderPage();
    expect(screen.queryByRole("button", { name: M.reportButton })).toBeNull();
    expect(screen.getByText(M.pqrDisabled)).toBeTruthy();
  });

  it("is a public page of the site map (and so of sitemap.xml, built from the same table)", () => {
    const entry = buildRouteTable(DEFAULT_SETTINGS).find((e) => e.path === ACCESSIBILITY_STATEMENT_PATH);
    expect(entry?.access.kind).toBe("public");
    expect(fixedPages(buildRouteTable(DEFAULT_SETTINGS))).toContainEqual({ path: ACCESSIBILITY_STATEMENT_PATH, title: "Declaración de accesibilidad" });
  });

  it("shows the newest automatic review: the rules broken and on which public pages, or that none has run yet", async () => {
    renderPage(LAST_RUN);
    const section = await screen.findByRole("region", { name: M.automaticTitle });
    expect(await screen.findByText(/Los elementos deben tener suficiente contraste de color \(\/pqrds, \/transparencia\)/)).toBeTruthy();
    expect(section.textContent).toContain("revisó 12 páginas públicas");
    cleanup();
    renderPage(null);
    expect(await screen.findByText(M.automaticNone)).toBeTruthy();
  });
});
