import { ZMenuOptionForm, ZMenuOptionRef } from "@portal/schemas/menus/menu-option.schema";
import { ZRelatedSiteForm, ZRelatedSiteRef } from "@portal/schemas/menus/related-site.schema";
import type { RestRoute } from "../rest-route.ts";

/** What core's saveMenuOption and updateRelatedSite check (their procedures take z.custom): the form and its id. */
const menuOptionSave = ZMenuOptionForm.and(ZMenuOptionRef.partial());
const relatedSiteUpdate = ZRelatedSiteForm.and(ZRelatedSiteRef);

/**
 * Spec 02 §7 "menuoptions (CRUD, state, sort, find; GET with section, keyword, pageSize 50; featured; related
 * sites)", "qrCode" and the contents calls' "Related entities under sites/related: GET search (Page, PageSize,
 * KeyWord), POST, PUT ?id, DELETE ?id". The spec names no menuoptions paths: these follow its other calls.
 */
export const menusRestRoutes: RestRoute[] = [
  { method: "get", path: "menuoptions", call: (t) => t.menus.list },
  { method: "get", path: "menuoptions/find", call: (t) => t.menus.find },
  { method: "get", path: "menuoptions/featured", call: (t) => t.menus.featured },
  { method: "get", path: "menuoptions/relatedsites", call: (t) => t.menus.relatedSites.panel },
  { method: "post", path: "menuoptions/sort", call: (t) => t.menus.sort },
  { method: "get", path: "menuoptions/:menuOptionID", call: (t) => t.menus.get },
  { method: "post", path: "menuoptions", call: (t) => t.menus.save, status: 201, omit: ["menuOptionID"], documentedInput: menuOptionSave },
  { method: "put", path: "menuoptions/:menuOptionID/state", call: (t) => t.menus.setState },
  { method: "put", path: "menuoptions/:menuOptionID", call: (t) => t.menus.save, documentedInput: menuOptionSave },
  { method: "delete", path: "menuoptions/:menuOptionID", call: (t) => t.menus.remove },
  { method: "get", path: "qrCode", call: (t) => t.menus.qrCode },
  {
    method: "get",
    path: "sites/related/search",
    call: (t) => t.menus.relatedSites.search,
    rename: { page: ["Page", "page"], pageSize: ["PageSize", "pageSize"], keyword: ["KeyWord", "keyword"] },
  },
  { method: "post", path: "sites/related", call: (t) => t.menus.relatedSites.create, status: 201, omit: ["id"] },
  { method: "put", path: "sites/related", call: (t) => t.menus.relatedSites.update, documentedInput: relatedSiteUpdate },
  { method: "delete", path: "sites/related", call: (t) => t.menus.relatedSites.remove },
];
