// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../../testing/browser-stubs";
import { fakeTrpcApi, renderWithApi } from "../../../testing/trpc-test-api";
import type { TManagedView } from "../management-actions";
import { CallRecordForm } from "./call-record-form";

// An official's computer that keeps another zone than Colombia's (a laptop set to Madrid's time).
const zone = process.env.TZ;
beforeAll(() => {
  stubMantineBrowserApis();
  process.env.TZ = "Europe/Madrid";
  vi.useFakeTimers({ toFake: ["Date"] });
  // 02:30 UTC on 22 November: still 21:30 on the 21st in Bogotá, already 03:30 on the 22nd in Madrid.
  vi.setSystemTime(new Date("2026-11-22T02:30:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});
afterEach(cleanup);

const request = { complaintFormID: 7, calls: [] } as unknown as TManagedView;

describe("Registrar llamada", () => {
  it("proposes and records the call's time on Bogotá's clock, whatever zone the computer keeps", async () => {
    const { fetch, calls } = fakeTrpcApi(() => ({ message: "Llamada registrada.", complaintForm: request }));
    renderWithApi(<CallRecordForm request={request} onChanged={() => {}} />, { fetch });
    const when = screen.getByLabelText<HTMLInputElement>(/Fecha y hora de la llamada/);
    expect(when.value).toBe("2026-11-21T21:30");

    fireEvent.change(when, { target: { value: "2026-11-20T09:15" } });
    fireEvent.change(screen.getByLabelText(/Resumen de la llamada/), { target: { value: "Se le explicó la respuesta." } });
    fireEvent.click(screen.getByRole("button", { name: "Registrar llamada" }));
    await waitFor(() => expect(calls.map((c) => c.procedure)).toContain("complaintFormAnswers.recordCall"));
    expect(calls.find((c) => c.procedure === "complaintFormAnswers.recordCall")?.input).toMatchObject({
      complaintFormID: 7,
      calledAt: "2026-11-20T14:15:00.000Z",
    });
  });
});
