import type { RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Locations" and the identification-type catalogue (spec 01 §7). */
export const locationsRestRoutes: RestRoute[] = [
  { method: "get", path: "locations/root", call: (t) => t.locations.root, summary: "Departamentos de Colombia" },
  { method: "get", path: "locations/:id/children", call: (t) => t.locations.children, summary: "Municipios de un departamento" },
  { method: "get", path: "identificationtype", call: (t) => t.catalogs.identificationTypes, summary: "Tipos de identificación" },
];
