import type { Router } from "express";

export interface TServedRoute {
  method: string;
  /** Express path below the API base path, with its leading slash. */
  path: string;
}

interface TLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: TLayer[] };
}

/**
 * Every route the REST area answers, read from its Express routers (the table's and those of the downloads, uploads
 * and open data, mounted without a prefix), so a router added to the area is listed without anyone writing it here.
 */
export function servedRoutesOf(area: Router): TServedRoute[] {
  const walk = (stack: TLayer[]): TServedRoute[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        return Object.keys(layer.route.methods)
          .filter((method) => method !== "_all")
          .flatMap((method) => paths.map((path) => ({ method, path })));
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((area as unknown as { stack: TLayer[] }).stack);
}
