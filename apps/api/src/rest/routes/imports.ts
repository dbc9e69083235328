import type { RestRoute } from "../rest-route.ts";

/** Spreadsheet imports (registries and document data; not in the spec's table), run by the worker. */
export const importsRestRoutes: RestRoute[] = [
  { method: "post", path: "imports", call: (t) => t.imports.start, status: 202 },
  { method: "get", path: "imports", call: (t) => t.imports.list },
  { method: "get", path: "imports/:id", call: (t) => t.imports.get },
];
