// @vitest-environment jsdom
import { SELF_ASSESSMENT_MESSAGES as M, type TSelfAssessmentReport } from "@portal/schemas/self-assessment/self-assessment-messages";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { SelfAssessmentPage } from "./self-assessment-page";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const REPORT: TSelfAssessmentReport = {
  generatedAt: "2026-11-28T15:00:00.000Z",
  criteria: [
    {
      id: "transparencyLinks",
      name: M.criteria.transparencyLinks,
      area: "res1519",
      areaName: M.areas.res1519,
      kind: "automatic",
      status: "nonCompliant",
      statusName: "No cumple",
      evidence: "3 de 40 ítems de transparencia no tienen enlace.",
      figures: [{ label: "Sin enlace", value: 3 }],
      mark: null,
    },
    {
      id: "dataPolicy",
      name: M.criteria.dataPolicy,
      area: "ita",
      areaName: M.areas.ita,
      kind: "manual",
      status: "review",
      statusName: "Revisar",
      evidence: M.evidence.manualPending,
      figures: [],
      mark: null,
    },
  ],
};

/** The API as the page calls it (tRPC batches): selfAssessment.get answers REPORT, every write is recorded. */
function apiServer() {
  const writes: unknown[] = [];
  const { fetch } = fakeTrpcApi((p, input) => {
    if (p === "selfAssessment.get") return REPORT;
    writes.push(input);
    return REPORT.criteria[1];
  });
  return { fetch, writes };
}

function renderPage(fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApi(<SelfAssessmentPage />, { fetch, queryClient });
}

describe("/administrador/autodiagnostico", () => {
  it("lists each criterion with its status word and evidence; a manual one is marked only with a justification", async () => {
    const server = apiServer();
    renderPage(server.fetch);
    const transparency = (await screen.findByRole("rowheader", { name: M.criteria.transparencyLinks })).closest("tr")!;
    expect(within(transparency).getByText("No cumple")).toBeTruthy();
    expect(within(transparency).getByText("3 de 40 ítems de transparencia no tienen enlace.")).toBeTruthy();
    expect(within(transparency).queryByRole("form")).toBeNull();
    expect(screen.getByRole("button", { name: M.downloadPdf })).toBeTruthy();
    expect(screen.getByRole("button", { name: M.downloadXlsx })).toBeTruthy();

    const form = screen.getByRole("form", { name: `${M.markTitle}: ${M.criteria.dataPolicy}` });
    const justification = within(form).getByRole("textbox", { name: new RegExp(M.justification) });
    fireEvent.change(justification, { target: { value: "corta" } });
    fireEvent.click(within(form).getByRole("button", { name: M.mark }));
    expect(await within(form).findByText(M.justificationShort)).toBeTruthy();
    expect(server.writes).toEqual([]);

    fireEvent.change(justification, { target: { value: "Aprobada por el comité el 3 de marzo" } });
    fireEvent.click(within(form).getByRole("button", { name: M.mark }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(JSON.stringify(server.writes[0])).toContain("Aprobada por el comité el 3 de marzo");
  });
});
