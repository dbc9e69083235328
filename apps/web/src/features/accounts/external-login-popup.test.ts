// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { openLoginPopup } from "./external-login-popup";

afterEach(() => vi.restoreAllMocks());

const featuresFor = (provider: Parameters<typeof openLoginPopup>[0]) => {
  const open = vi.spyOn(window, "open").mockReturnValue(null);
  openLoginPopup(provider);
  return String(open.mock.calls[0]?.[2]);
};

describe("the social login popup (spec 03 §9: 500x350 or 500x500)", () => {
  it("is 500×350 for Facebook's compact dialog", () => {
    expect(featuresFor("facebook")).toMatch(/^popup,width=500,height=350,/);
  });

  it("is 500×500 for Google, X and the identity provider", () => {
    for (const provider of ["google", "twitter", "idp"] as const) expect(featuresFor(provider)).toMatch(/^popup,width=500,height=500,/);
  });
});
