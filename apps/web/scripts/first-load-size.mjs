#!/usr/bin/env node
// The JavaScript a browser downloads to show the home page: the entry script of dist/index.html and every chunk it
// imports statically (followed recursively), gzip-compressed. Lazy chunks (import()) are not counted.
// Usage: npx vite build && node scripts/first-load-size.mjs [--max-kb 150]   (kB = 1000 bytes, as Vite reports)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dist = resolve(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entries = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]);

const seen = new Map();
function visit(url) {
  const file = join(dist, url.replace(/^\//, ""));
  if (seen.has(file)) return;
  const code = readFileSync(file);
  seen.set(file, gzipSync(code).length);
  const text = code.toString("utf8");
  // Static imports only: `import … from "./x.js"` / `import "./x.js"`; dynamic import("./x.js") is skipped.
  for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    visit(join(dirname(url), m[1]).replace(/\\/g, "/"));
  }
}
for (const e of entries) visit(e);

let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file.slice(dist.length + 1)}`);
}
console.log(`${(total / 1000).toFixed(2).padStart(8)} kB  total first-load JS (gzip)`);

const maxArg = process.argv.indexOf("--max-kb");
if (maxArg > 0) {
  const max = Number(process.argv[maxArg + 1]);
  if (total / 1000 > max) {
    console.error(`First-load JS ${(total / 1000).toFixed(2)} kB exceeds ${max} kB`);
    process.exit(1);
  }
}
