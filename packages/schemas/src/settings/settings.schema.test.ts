import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettingValue, themePair, ZSettings } from "./settings.schema.ts";
import { SETTINGS_MESSAGES } from "./settings-messages.ts";

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
  it("the accessibility statement takes a real day and plain-text barriers, one a line (issue 31)", () => {
    const statement = DEFAULT_SETTINGS.accessibilityStatement;
    expect(statement.knownIssues.length).toBeGreaterThan(0);
    const badDay = parseSettingValue("accessibilityStatement", { ...statement, reviewedOn: "2026-02-30" });
    expect(badDay.error?.issues.map((i) => i.message)).toEqual([SETTINGS_MESSAGES.day]);
    const markup = parseSettingValue("accessibilityStatement", { ...statement, knownIssues: ["<b>Contraste</b> bajo en el menú"] });
    expect(markup.error?.issues.map((i) => i.message)).toEqual([SETTINGS_MESSAGES.plainText]);
  });
});
