import type { CoreDeps } from "@portal/core/deps";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Like `app.use(path, handler)`, with the path read on every request (a setting: the settings store caches it a few
 * seconds and drops it when a setting is saved), so an operator's change applies without a restart. `readPath`
 * answers synchronously while the cache holds the value (no promise per request on the hot path) and with a promise
 * when it must be loaded. Matching is case-insensitive, as Express's own.
 */
export function mountAtSetting(readPath: () => string | Promise<string>, handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = (mount: string) => {
      const base = mount.replace(/\/+$/, "");
      const path = req.path.toLowerCase();
      const lower = base.toLowerCase();
      if (path !== lower && !path.startsWith(`${lower}/`)) return next();
      // What app.use(path, …) does: the handler sees the URL below the mount point and the mount in baseUrl.
      const url = req.url;
      const baseUrl = req.baseUrl;
      req.url = url.slice(base.length) || "/";
      if (!req.url.startsWith("/")) req.url = `/${req.url}`;
      req.baseUrl = baseUrl + url.slice(0, base.length);
      handler(req, res, (error?: unknown) => {
        req.url = url;
        req.baseUrl = baseUrl;
        next(error);
      });
    };
    let mount: string | Promise<string>;
    try {
      mount = readPath();
    } catch (error) {
      return next(error);
    }
    if (typeof mount === "string") route(mount);
    else mount.then(route, next);
  };
}

/** The `apiBasePath` setting as `mountAtSetting` reads it: from the settings cache without waiting when it can. */
export function apiBasePathOf(settings: CoreDeps["settings"]): () => string | Promise<string> {
  return () => settings.peek("apiBasePath") ?? settings.get("apiBasePath");
}
