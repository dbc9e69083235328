import { CERTIFICATE_MESSAGES as M } from "@portal/schemas/certificates/certificate-rules";
import { describe, expect, it } from "vitest";
import { revokedError } from "./validate-certificate.ts";

describe("revokedError", () => {
  it("answers 409 with the revocation date and reason after the message", () => {
    const error = revokedError(M.revoked, new Date("2024-03-01T15:00:00Z"), "expedido por error");
    expect(error.status).toBe(409);
    expect(error.message).toBe(M.revoked);
    expect(error.details).toEqual([{ path: "id", message: "Este certificado fue anulado y ya no es válido (anulado el 2024-03-01: expedido por error)" }]);
  });

  it("leaves the reason out when there is none", () => {
    expect(revokedError(M.revoked, new Date("2024-03-01T15:00:00Z"), null).details[0]?.message).toBe(
      "Este certificado fue anulado y ya no es válido (anulado el 2024-03-01)",
    );
  });
});
