import { describe, expect, it } from "vitest";
import { documentClasses } from "./document-effects";

describe("site theme classes (settings.siteTheme through themePair)", () => {
  it("gives the pair of the configured theme", () => {
    expect(documentClasses("tema-1", false)).toEqual(["tema-1", "tema-2"]);
    expect(documentClasses("tema-2", false)).toEqual(["tema-1", "tema-2"]);
    expect(documentClasses("tema-4", false)).toEqual(["tema-3", "tema-4"]);
    expect(documentClasses("tema-13", false)).toEqual(["tema-13", "tema-14"]);
    expect(documentClasses("tema-14", false)).toEqual(["tema-13", "tema-14"]);
  });

  it("adds the high-contrast class when the visitor turns it on", () => {
    expect(documentClasses("tema-5", true)).toEqual(["tema-5", "tema-6", "portal-contrast"]);
  });

  it("has no theme before the settings load", () => {
    expect(documentClasses(undefined, false)).toEqual([]);
  });
});
