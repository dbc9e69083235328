import type { RestRoute } from "../rest-route.ts";

/** Public settings and the administrator's change of one (the body is the new value, of any JSON type). */
export const settingsRestRoutes: RestRoute[] = [
  { method: "get", path: "settings", call: (t) => t.settings.public },
  // Spec 03 §7 "Keycloak id and an Instagram token": served as settings reads, with what is safe to answer.
  { method: "get", path: "settings/keycloak", call: (t) => t.settings.keycloak },
  { method: "get", path: "settings/instagram", call: (t) => t.settings.instagram },
  { method: "put", path: "settings/:key", call: (t) => t.settings.update, input: (req) => ({ key: req.params.key, value: req.body }) },
];
