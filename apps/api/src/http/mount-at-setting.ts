import type { NextFunction, Request, RequestHandler, Response } from "express";

/**
 * Like `app.use(path, handler)`, with the path read on every request (a setting: the settings store caches it a few
 * seconds), so an operator's change applies without a restart. Matching is case-insensitive, as Express's own.
 */
export function mountAtSetting(readPath: () => Promise<string>, handler: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    readPath().then((mount) => {
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
    }, next);
  };
}
