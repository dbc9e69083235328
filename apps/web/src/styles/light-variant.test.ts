import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme, variantColorResolver } from "../theme";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

describe("light badges and alerts", () => {
  it("are painted with their colour's tint even when a shade is named, never the solid dark shade", () => {
    for (const color of ["gray.8", "red.9", "green.9", "orange.9"]) {
      const name = color.split(".")[0]!;
      expect(variantColorResolver({ color, variant: "light", theme: full }).background).toBe(`var(--mantine-color-${name}-light)`);
    }
  });
  it("leave the other variants' shades as they are", () => {
    expect(variantColorResolver({ color: "gray.8", variant: "filled", theme: full }).background).toBe("var(--mantine-color-gray-8)");
  });
});
