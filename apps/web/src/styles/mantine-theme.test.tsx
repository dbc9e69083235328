import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "../theme";

const FILE = join(import.meta.dirname, "mantine-theme.css");
const HEADER =
  "/* Generated from src/theme.ts by src/styles/mantine-theme.test.tsx (UPDATE_MANTINE_THEME=1 npx vitest run src/styles/mantine-theme.test.tsx).\n" +
  " * The theme's CSS variables and global classes, shipped as CSS so the shell is styled before Mantine's JavaScript loads\n" +
  " * (MantineProvider runs with withCssVariables/withGlobalClasses off, in the lazily loaded src/lib/app-providers.tsx). */\n";

/** What MantineProvider would inject for the theme: its <style> tags' contents. */
function generated(): string {
  const html = renderToString(
    <MantineProvider theme={theme}>
      <p />
    </MantineProvider>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.replaceAll("}", "}\n")).join("");
}

describe("the theme's static CSS", () => {
  it("matches what MantineProvider generates from src/theme.ts", () => {
    const css = HEADER + generated();
    if (process.env.UPDATE_MANTINE_THEME) writeFileSync(FILE, css);
    expect(readFileSync(FILE, "utf8"), "src/theme.ts changed: regenerate src/styles/mantine-theme.css").toBe(css);
  });
});
