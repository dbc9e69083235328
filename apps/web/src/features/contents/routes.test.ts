import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { matchPath, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRouteTable } from "../../app/route-table";
import { contentRoutes } from "./routes";

/** The page the router picks (static segments rank before parameters, as in the browser). */
const pageAt = (pathname: string, settings = DEFAULT_SETTINGS) => {
  const table = buildRouteTable(settings);
  return (
    matchRoutes(
      table.map((e, i) => ({ path: e.path, id: String(i) })),
      pathname,
    ) ?? []
  ).map((m) => table[Number(m.route.id)]!.page);
};

describe("content routes", () => {
  it("take the tag and content-info segments from the settings", () => {
    const custom = { ...DEFAULT_SETTINGS, routes: { ...DEFAULT_SETTINGS.routes, tag: "seccion", contentInfo: "info" } };
    const paths = contentRoutes(custom).map((r) => r.path);
    expect(paths).toContain("/seccion/:alias/:id?/:subid?");
    expect(paths).toContain("/info/:alias");
  });

  it("replace the pending screens: sections, detail, search, /tramites-y-servicios", () => {
    expect(pageAt("/tema/noticias")).toEqual(["contentSection"]);
    expect(pageAt("/tema/noticias/categoria/sub")).toEqual(["contentSection"]);
    expect(pageAt("/publicaciones/una-noticia")).toEqual(["contentDetail"]);
    expect(pageAt("/buscar")).toEqual(["contentSearch"]);
    expect(pageAt("/tramites-y-servicios")).toEqual(["contentProcedures"]);
  });

  it("answer /tema/{seed} whatever the tag route (spec 02/03 §2): another word sends it on to the section", () => {
    const custom = { ...DEFAULT_SETTINGS, routes: { ...DEFAULT_SETTINGS.routes, tag: "seccion" } };
    expect(pageAt("/tema/noticias", custom)).toEqual(["contentSectionSeed"]);
    expect(pageAt("/tema/noticias/categoria/sub", custom)).toEqual(["contentSectionSeed"]);
    expect(pageAt("/seccion/noticias", custom)).toEqual(["contentSection"]);
  });

  it("show any other /{tag}/{alias} as generic content, without shadowing the fixed pages", () => {
    expect(pageAt("/noticias/una-noticia")).toEqual(["contentCatchAll"]);
    expect(pageAt("/publicaciones/una-noticia")).toEqual(["contentDetail"]);
    expect(pageAt("/administrador/contenidos")).toEqual(["contentAdmin"]);
    expect(pageAt("/pagina-no-encontrada")).not.toContain("contentCatchAll");
    expect(pageAt("/a/b/c/d/e")).toEqual([]);
  });

  it("keep the admin list and the new-content form for staff holding Contents; the edit form for logged owners too", () => {
    const accessOf = (path: string) => buildRouteTable(DEFAULT_SETTINGS).find((e) => matchPath({ path: e.path, end: true }, path))?.access;
    for (const path of ["/administrador/contenidos", "/administrador/contenidos/nuevo"]) {
      expect(accessOf(path), path).toEqual({ kind: "staff", permissions: ["Contents"] });
    }
    // The server decides per content (administrator or owner); the page only needs a login.
    expect(accessOf("/administrador/contenidos/editar/una-noticia")).toEqual({ kind: "login" });
  });
});
