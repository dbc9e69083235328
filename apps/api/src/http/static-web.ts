import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { Router } from "express";

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other GET that is
 * not an API path answered with index.html so the client router handles it (and sends unknown paths to the 404 page).
 */
export function createStaticWebRouter(distDir: string, apiPrefixes: string[]): Router | null {
  if (!existsSync(join(distDir, "index.html"))) return null;
  const web = Router();
  web.use("/assets", express.static(join(distDir, "assets"), { immutable: true, maxAge: "365d", fallthrough: false }));
  web.use(express.static(distDir, { index: false, maxAge: "1h" }));
  web.get(/.*/, (req, res, next) => {
    if (apiPrefixes.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(join(distDir, "index.html"));
  });
  return web;
}
