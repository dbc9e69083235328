import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, ZSettings, themePair } from "./settings.schema.ts";

describe("settings", () => {
  it("defaults are valid settings, with the spec's default captcha threshold and base path", () => {
    expect(ZSettings.parse(DEFAULT_SETTINGS).captchaThreshold).toBe(10);
    expect(DEFAULT_SETTINGS.apiBasePath).toBe("/api/v1");
  });
  it("maps a theme to its pair: tema-1/tema-2 by default, up to tema-13/tema-14", () => {
    expect(themePair("tema-1")).toEqual(["tema-1", "tema-2"]);
    expect(themePair("tema-4")).toEqual(["tema-3", "tema-4"]);
    expect(themePair("tema-13")).toEqual(["tema-13", "tema-14"]);
  });
  it("refuses a theme outside tema-1…tema-14", () => {
    expect(ZSettings.shape.siteTheme.safeParse("tema-15").success).toBe(false);
  });
});
