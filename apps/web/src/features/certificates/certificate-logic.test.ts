import { CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { describe, expect, it } from "vitest";
import { importProgress, importRunning } from "../../components/imports/import-progress";
import { RestError } from "../../lib/errors";
import { formatAmount } from "./admin-format";
import { certificateErrorMessage, certificateFields, certificateIdFromSlug, documentErrorMessage, downloadHref, requestErrorDetail } from "./certificate-logic";

const trpcError = (status: number, message: string, details?: { path: string; message: string }[]) =>
  Object.assign(new Error(message), { data: { status, details } });

describe("certificate request screen", () => {
  it("chooses the certificate by the last path segment; any other segment is null (home)", () => {
    expect(certificateIdFromSlug("certificado-paz-y-salvo")).toBe(1);
    expect(certificateIdFromSlug("uso-suelo")).toBe(2);
    expect(certificateIdFromSlug("Estratificacion")).toBe(3);
    expect(certificateIdFromSlug("residencia")).toBe(4);
    expect(certificateIdFromSlug("laboral")).toBe(5);
    expect(certificateIdFromSlug("otro")).toBeNull();
    expect(certificateIdFromSlug("toString")).toBeNull();
    expect(certificateIdFromSlug(undefined)).toBeNull();
  });
  it("asks for the cadastral key up to id 3 and for the identification above", () => {
    expect(certificateFields(1).map((f) => f.name)).toEqual(["key", "identification"]);
    expect(certificateFields(3)[0]).toMatchObject({ name: "key", label: "Cédula catastral", maxLength: 50, required: true });
    // A property certificate also asks for an owner's identification (optional for an owner's verified session).
    expect(certificateFields(3)[1]).toMatchObject({
      name: "identification",
      label: "Número de identificación del propietario",
      maxLength: 12,
      required: false,
    });
    expect(certificateFields(4)).toEqual([
      expect.objectContaining({ name: "identification", label: "Número de identificación", maxLength: 12, numeric: true, required: true }),
    ]);
  });
  it("maps failures: 404 'Código inválido', 400 the field message, other refusals the server's text", () => {
    expect(certificateErrorMessage(trpcError(404, "Código inválido"))).toBe("Código inválido");
    // A property certificate (ids 1–3) says no property was found for that key and owner.
    expect(certificateErrorMessage(trpcError(404, "x"), 1)).toBe(CERTIFICATE_MESSAGES.propertyNotFound);
    expect(certificateErrorMessage(trpcError(404, "x"), 4)).toBe("Código inválido");
    expect(certificateErrorMessage(trpcError(400, "x", [{ path: "key", message: "Debes ingresar la cédula catastral" }]))).toBe(
      "Debes ingresar la cédula catastral",
    );
    expect(certificateErrorMessage(trpcError(409, "Este certificado no está disponible en este momento"))).toBe(
      "Este certificado no está disponible en este momento",
    );
    expect(certificateErrorMessage(new RestError(409, { error: { status: 409, code: "CONFLICT", message: "Anulado", details: [] } }))).toBe("Anulado");
    expect(documentErrorMessage(trpcError(404, "whatever"))).toBe("No se encontró información con los valores ingresados");
  });
  it("keeps the revocation reason as a detail line", () => {
    const revoked = trpcError(409, "Este certificado fue anulado y ya no es válido", [{ path: "", message: "Motivo: Expedido por error" }]);
    expect(requestErrorDetail(revoked)).toBe("Motivo: Expedido por error");
    expect(requestErrorDetail(trpcError(404, "Código inválido"))).toBeNull();
  });
  it("asks the export for an attachment", () => {
    expect(downloadHref("/api/v1/certificates/1/export/ABC")).toBe("/api/v1/certificates/1/export/ABC?download=1");
    expect(downloadHref("/x?a=1")).toBe("/x?a=1&download=1");
  });
});

describe("admin helpers", () => {
  it("formats amounts in pesos", () => {
    expect(formatAmount("350000.5")).toMatch(/350\.000,5/);
    expect(formatAmount(null)).toBe("—");
  });
  it("reads import job progress", () => {
    expect(importProgress({ status: "RUNNING", progress: 42.4 })).toBe(42);
    expect(importProgress({ status: "DONE", progress: 99 })).toBe(100);
    expect(importProgress(null)).toBe(0);
    expect(importRunning({ status: "PENDING" })).toBe(true);
    expect(importRunning({ status: "FAILED" })).toBe(false);
  });
});
