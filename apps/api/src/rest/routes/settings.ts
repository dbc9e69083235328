import type { RestRoute } from "../rest-route.ts";

/** Public settings and the administrator's change of one (the body is the new value, of any JSON type). */
export const settingsRestRoutes: RestRoute[] = [
  { method: "get", path: "settings", call: (t) => t.settings.public },
  { method: "put", path: "settings/:key", call: (t) => t.settings.update, input: (req) => ({ key: req.params.key, value: req.body }) },
];
