import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7 names no paths for transparency and the site map; these follow its other calls. The PUT rows carry the
 * id in the path (the body's id, if any, is overwritten by it).
 */
export const transparencyRestRoutes: RestRoute[] = [
  { method: "get", path: "transparency", call: (t) => t.transparency.get, summary: "Menú de transparencia y acceso a la información (Ley 1712 de 2014)" },
  { method: "put", path: "transparency/state", call: (t) => t.transparency.setActive },
  { method: "put", path: "transparency/sort", call: (t) => t.transparency.sort },
  { method: "post", path: "transparency/items", call: (t) => t.transparency.saveItem, status: 201, omit: ["transparencyItemID"] },
  { method: "put", path: "transparency/items/:transparencyItemID", call: (t) => t.transparency.saveItem },
  { method: "delete", path: "transparency/items/:transparencyItemID", call: (t) => t.transparency.deleteItem },
  { method: "post", path: "transparency/groups", call: (t) => t.transparency.saveGroup, status: 201, omit: ["transparencySectionID"] },
  { method: "put", path: "transparency/groups/:transparencySectionID", call: (t) => t.transparency.saveGroup },
  { method: "delete", path: "transparency/groups/:transparencySectionID", call: (t) => t.transparency.deleteGroup },
  { method: "get", path: "sitemap", call: (t) => t.siteMap.get },
];
