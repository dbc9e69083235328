import type { TRouteEntry } from "../../app/route-entry";

/**
 * The route table's pages a visitor can open as they are: public, no path parameter, not left out of the sitemap,
 * titled (the home, titled by the entity, is "Inicio"). The home first, then by title.
 */
export function fixedPages(table: readonly TRouteEntry[]): { path: string; title: string }[] {
  const seen = new Set<string>();
  return table
    .map((e) => ({ ...e, title: e.path === "/" ? "Inicio" : e.title }))
    .filter((e) => e.access.kind === "public" && !e.noIndex && e.title !== null && !/[:*]/.test(e.path))
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => ({ path: e.path, title: e.title ?? "" }))
    .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.title.localeCompare(b.title, "es")));
}
