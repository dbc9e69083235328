import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { ZTracking } from "./tracking.schema.ts";
import { complaintStatusName, contactEmailLabel, TRACKING_MESSAGES as M } from "./tracking-rules.ts";

const ok = { trackingID: "2026040112345678", captchaId: "c", captcha: "abc" };

describe("ZTracking (POST complaintforms/tracking)", () => {
  it("accepts a numeric code as text or number", () => {
    expect(ZTracking.parse(ok).trackingID).toBe("2026040112345678");
    expect(ZTracking.parse({ ...ok, trackingID: 123 }).trackingID).toBe("123");
    expect(ZTracking.parse({ ...ok, trackingID: " 42 " }).trackingID).toBe("42");
  });
  it("requires the code: digits only, at most 20", () => {
    expect(messagesOf(ZTracking, { ...ok, trackingID: "" }).trackingID).toEqual([M.codeRequired]);
    expect(messagesOf(ZTracking, { ...ok, trackingID: undefined }).trackingID).toEqual([M.codeRequired]);
    expect(messagesOf(ZTracking, { ...ok, trackingID: "12a" }).trackingID).toEqual([M.codeRequired]);
    expect(messagesOf(ZTracking, { ...ok, trackingID: "1".repeat(21) }).trackingID).toEqual([M.codeRequired]);
    expect(ZTracking.safeParse({ ...ok, trackingID: "1".repeat(20) }).success).toBe(true);
    expect(M.codeRequired).toBe("Debes ingresar el número de la solicitud");
  });
  it("requires the captcha", () => {
    expect(messagesOf(ZTracking, { ...ok, captcha: " " }).captcha).toEqual(["Debes ingresar el Captcha"]);
  });
  it("names the status: 1 Abierta, anything else Cerrada", () => {
    expect(complaintStatusName(1)).toBe("Abierta");
    expect(complaintStatusName(2)).toBe("Cerrada");
    expect(complaintStatusName(7)).toBe("Cerrada");
  });
  it("labels the contact e-mail by response type", () => {
    expect(contactEmailLabel(1)).toBe("Correo electrónico");
    expect(contactEmailLabel(2)).toBe("Correo certificado");
    expect(contactEmailLabel(3)).toBe("Correo certificado");
  });
});
