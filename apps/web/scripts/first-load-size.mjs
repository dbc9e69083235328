#!/usr/bin/env node
// The JavaScript a browser downloads to show the home page: the entry script of dist/index.html and every chunk it
// imports statically (followed recursively), gzip-compressed. Lazy chunks (import()) are not counted.
// Usage: npx vite build && node scripts/first-load-size.mjs [--max-kb 150]   (kB = 1000 bytes, as Vite reports)
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Every file the browser downloads with `urls` (site paths of scripts): them and the chunks they import statically,
 * followed recursively, each with its gzip size. Lazy chunks (import()) are not followed.
 * @param {string} dist @param {readonly string[]} urls @returns {{ files: { file: string, gzipBytes: number }[], totalBytes: number }}
 */
export function staticClosure(dist, urls) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  /** @param {string} url */
  const visit = (url) => {
    const file = join(dist, url.replace(/^\//, ""));
    if (seen.has(file)) return;
    const code = readFileSync(file);
    seen.set(file, gzipSync(code).length);
    // Static imports only: `import … from "./x.js"` / `import "./x.js"`; dynamic import("./x.js") is skipped.
    for (const m of code.toString("utf8").matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      visit(join(dirname(url), m[1]).replace(/\\/g, "/"));
    }
  };
  for (const url of urls) visit(url);
  const files = [...seen].map(([file, gzipBytes]) => ({ file: file.slice(dist.length + 1), gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** @param {string} dist @returns {{ files: { file: string, gzipBytes: number }[], totalBytes: number }} */
export function firstLoadSize(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return staticClosure(dist, entries);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), "..", "dist");
  const { files, totalBytes } = firstLoadSize(dist);
  for (const f of files) console.log(`${(f.gzipBytes / 1000).toFixed(2).padStart(8)} kB  ${f.file}`);
  console.log(`${(totalBytes / 1000).toFixed(2).padStart(8)} kB  total first-load JS (gzip)`);
  const maxArg = process.argv.indexOf("--max-kb");
  if (maxArg > 0) {
    const max = Number(process.argv[maxArg + 1]);
    if (totalBytes / 1000 > max) {
      console.error(`First-load JS ${(totalBytes / 1000).toFixed(2)} kB exceeds ${max} kB`);
      process.exit(1);
    }
  }
}
