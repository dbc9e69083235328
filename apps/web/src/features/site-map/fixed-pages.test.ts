import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { describe, expect, it } from "vitest";
import { buildRouteTable } from "../../app/route-table";
import { fixedPages } from "./fixed-pages";

describe("the site map's fixed pages", () => {
  const pages = fixedPages(buildRouteTable(DEFAULT_SETTINGS));
  const paths = pages.map((p) => p.path);

  it("lists the public pages of the route table, the home first, each once", () => {
    expect(paths[0]).toBe("/");
    for (const path of ["/transparencia", "/mapa-del-sitio", "/politicas/", "/politicasTratamiento/", "/sucursales"]) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pages.find((p) => p.path === "/transparencia")?.title).toBe("Transparencia y acceso a la información pública");
  });

  it("leaves out staff and login pages, pages with parameters and those kept out of the sitemap", () => {
    expect(paths.some((p) => p.startsWith("/administrador"))).toBe(false);
    expect(paths).not.toContain("/mi-perfil/");
    expect(paths).not.toContain("/pagina-no-encontrada");
    expect(paths.some((p) => /[:*]/.test(p))).toBe(false);
  });
});
