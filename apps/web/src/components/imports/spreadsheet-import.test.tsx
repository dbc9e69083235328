// @vitest-environment jsdom
import type { TImportJobView } from "@portal/schemas/imports/import.schema";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../testing/trpc-test-api";
import { SpreadsheetImport } from "./spreadsheet-import";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const DONE: TImportJobView = {
  id: "0b6f3c1e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  kind: "contents",
  status: "DONE",
  progress: 100,
  totalRows: 3,
  processedRows: 3,
  errorCount: 0,
  errors: [],
  message: "Se cargaron 3 registros",
  createdAt: "2026-01-01T00:00:00.000Z",
  finishedAt: "2026-01-01T00:00:05.000Z",
};

/** The upload answers at once with a stored file. */
class FakeXhr {
  status = 201;
  responseText = JSON.stringify({ fileID: "f1", filePath: "/files/f1/hoja.xlsx", isImage: false, name: "hoja.xlsx", fileBigImage: null });
  timeout = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {
    queueMicrotask(() => this.onload?.());
  }
}
beforeEach(() => vi.stubGlobal("XMLHttpRequest", FakeXhr));
afterEach(() => vi.unstubAllGlobals());

function renderImport(onAccept: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = renderWithApi(
    <SpreadsheetImport pollWith="contents" accept=".xlsx" start={async () => ({ ...DONE, status: "RUNNING", progress: 10 })} onAccept={onAccept} />,
    { fetch: fakeTrpcApi(() => DONE).fetch, queryClient },
  );
  return container;
}

describe("the bulk upload's end (spec 02 §4: start, progress %, finished with Aceptar)", () => {
  it("shows 100 % and the final message, then Aceptar closes it", async () => {
    const onAccept = vi.fn();
    const container = renderImport(onAccept);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["x"], "hoja.xlsx")] } });
    fireEvent.click(screen.getByRole("button", { name: "Importar" }));
    expect(await screen.findByText("Se cargaron 3 registros")).toBeTruthy();
    expect(screen.getByText("100 %")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});
