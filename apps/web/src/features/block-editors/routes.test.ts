import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRouteTable } from "../../app/route-table";
import { pageEditorOf, subsectionOf } from "./block-paths";

const table = buildRouteTable(DEFAULT_SETTINGS);
const at = (pathname: string) =>
  (
    matchRoutes(
      table.map((e, i) => ({ path: e.path, id: String(i) })),
      pathname,
    ) ?? []
  ).map((m) => table[Number(m.route.id)]!);

describe("block editor routes", () => {
  it("serve the spec's staff paths, for the Contents permission only", () => {
    const cases: [string, string][] = [
      ["/administrador/bloques", "blocks"],
      ["/administrador/bloques/12", "block"],
      ["/administrador/bloques/mapa", "block"],
      ["/administrador/bloques/7/personas/home", "blockEditor-personas"],
      ["/administrador/bloques/7/contenidos/noticias", "blockEditor-contenidos"],
      ["/administrador/bloques/7/accesos/home", "blockEditor-accesos"],
      ["/administrador/bloques/7/texto/home", "blockEditor-texto"],
      ["/administrador/bloques/7/secciones/home", "blockEditor-secciones"],
      ["/administrador/bloques/7/redes/home", "blockEditor-redes"],
      ["/administrador/bannerlist", "bannerList"],
    ];
    for (const [path, page] of cases) {
      const [entry] = at(path);
      expect(entry?.page, path).toBe(page);
      expect(entry?.access, path).toEqual({ kind: "staff", permissions: ["Contents"] });
    }
  });
  it("open each block type's editors", () => {
    expect(pageEditorOf(6)).toBe("accesos");
    expect(pageEditorOf(14)).toBe("personas");
    expect(pageEditorOf(16)).toBe("texto");
    expect(pageEditorOf(1)).toBeNull();
    expect(subsectionOf(9)).toBe("mapa");
    expect(subsectionOf(2)).toBe("banners");
  });
});
