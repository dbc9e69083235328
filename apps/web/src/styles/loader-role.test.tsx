import { Loader, MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "../theme";

describe("loaders", () => {
  it("are status messages, so their Spanish label is allowed and read out", () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Loader aria-label="Cargando el mapa del sitio" />
      </MantineProvider>,
    );
    expect(html).toMatch(
      /<span[^>]*role="status"[^>]*aria-label="Cargando el mapa del sitio"|<span[^>]*aria-label="Cargando el mapa del sitio"[^>]*role="status"/,
    );
  });
});
