import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { linkRefusalMessage, managementErrorMessage } from "./management-errors";

/** An error as the API's errorFormatter sends it through tRPC. */
const apiError = (status: number, message: string, details: { path: string; message: string }[] = []) =>
  TRPCClientError.from({ error: { code: -32603, message, data: { code: "X", httpStatus: status, status, details } } });

describe("resolving a request fails", () => {
  it("a 500 shows the resolve-error message (spec 01 §8), not the general one", () => {
    expect(managementErrorMessage(apiError(500, ERROR_MESSAGES.general), MANAGEMENT_MESSAGES.resolveError)).toBe(MANAGEMENT_MESSAGES.resolveError);
  });
  it("a 400 keeps its first detail; a plain answer without fallback gets the general message on a 500", () => {
    const invalid = apiError(400, "x", [{ path: "answer", message: "Debes ingresar la respuesta" }]);
    expect(managementErrorMessage(invalid, MANAGEMENT_MESSAGES.resolveError)).toBe("Debes ingresar la respuesta");
    expect(managementErrorMessage(apiError(500, ERROR_MESSAGES.general))).toBe(ERROR_MESSAGES.general);
  });
});

describe("a mailed link that opens nothing", () => {
  it("tells the delegate the request was closed, and reads anything else as an invalid or expired link", () => {
    expect(linkRefusalMessage(apiError(404, MANAGEMENT_MESSAGES.delegateLinkClosed))).toBe(MANAGEMENT_MESSAGES.delegateLinkClosed);
    expect(linkRefusalMessage(apiError(404, MANAGEMENT_MESSAGES.tokenInvalid))).toBe(MANAGEMENT_MESSAGES.tokenInvalid);
    expect(linkRefusalMessage(apiError(500, ERROR_MESSAGES.general))).toBe(MANAGEMENT_MESSAGES.tokenInvalid);
    expect(linkRefusalMessage(null)).toBe(MANAGEMENT_MESSAGES.tokenInvalid);
  });
});
