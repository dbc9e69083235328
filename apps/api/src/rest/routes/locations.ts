import type { RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Locations" and the identification-type catalogue (spec 01 §7). */
export const locationsRestRoutes: RestRoute[] = [
  { method: "get", path: "locations/root", call: (t) => t.locations.root },
  { method: "get", path: "locations/:id/children", call: (t) => t.locations.children },
  { method: "get", path: "identificationtype", call: (t) => t.catalogs.identificationTypes },
];
