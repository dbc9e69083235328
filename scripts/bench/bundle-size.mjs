#!/usr/bin/env node
// `npm run bench:bundle`: the gzip size of the JavaScript a citizen's first visit to the home page downloads.
// Counts the entry <script type="module"> of apps/web/dist/index.html, its <link rel="modulepreload"> files and every chunk
// they import statically; lazily imported chunks (import()) are not counted. Compares the total with the 120 KB goal and
// with a bare baseline: React + ReactDOM alone, built with the same Vite in the same run. A report: it always exits 0.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { quietToolsEnv, repoRoot } from "../lib/steps.mjs";
import { buildWeb } from "../lib/system.mjs";

const GOAL_KB = 120;
const KB = 1024;
const dist = join(repoRoot, "apps/web/dist");
const gzipBytes = (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);

/**
 * The JS files a page loads before any lazy import: entry scripts and modulepreloads, then their static imports.
 * @param {string} htmlFile
 * @returns {string[]} absolute paths
 */
export function firstVisitScripts(htmlFile) {
  const root = dirname(htmlFile);
  const html = readFileSync(htmlFile, "utf8");
  const attr = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
  /** @type {string[]} */
  const queue = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src && attr(tag, "type") === "module") queue.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, "href");
    if (href && attr(tag, "rel") === "modulepreload") queue.push(href);
  }
  const toFile = (/** @type {string} */ url, /** @type {string} */ fromFile) => (url.startsWith("/") ? join(root, url) : join(dirname(fromFile), url));
  const seen = new Set(queue.map((url) => toFile(url, htmlFile)));
  const pending = [...seen];
  while (pending.length) {
    const file = /** @type {string} */ (pending.shift());
    if (!existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    // Static imports only: `import … from "./x.js"`, `export … from "./x.js"`, `import "./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      const spec = /** @type {string} */ (m[1]);
      if (!spec.startsWith(".") && !spec.startsWith("/")) continue;
      const dep = toFile(spec, file);
      if (!seen.has(dep)) {
        seen.add(dep);
        pending.push(dep);
      }
    }
  }
  return [...seen].filter((f) => existsSync(f));
}

/** @returns {Promise<number>} gzip bytes of React + ReactDOM rendering one element, built by Vite */
async function baselineGzip() {
  const dir = join(repoRoot, ".bench/bundle-baseline");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, "main.js"),
    'import { createElement } from "react";\nimport { createRoot } from "react-dom/client";\ncreateRoot(document.getElementById("root")).render(createElement("p", null, "Hola"));\n',
  );
  const { build } = await import("vite");
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    resolve: { alias: { react: join(repoRoot, "node_modules/react"), "react-dom": join(repoRoot, "node_modules/react-dom") } },
    build: { outDir: join(dir, "dist"), emptyOutDir: true, target: "es2022", sourcemap: false },
  });
  return firstVisitScripts(join(dir, "dist/index.html")).reduce((sum, f) => sum + gzipBytes(readFileSync(f)), 0);
}

async function main() {
  try {
    await buildWeb({ ...process.env, ...quietToolsEnv });
  } catch (error) {
    console.log(`The web app did not build: ${/** @type {Error} */ (error).message}`);
    return;
  }
  const html = join(dist, "index.html");
  if (!existsSync(html)) {
    console.log(`${relative(repoRoot, html)} is missing after the build.`);
    return;
  }
  const files = firstVisitScripts(html);
  const rows = files.map((file) => {
    const data = readFileSync(file);
    return { file: posix.normalize(relative(dist, file)), raw: data.length, gzip: gzipBytes(data) };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const allJs = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".js")).length;

  const width = Math.max(20, ...rows.map((r) => r.file.length));
  console.log(`\nJavaScript of the first visit to the home page (apps/web/dist, gzip level 9, 1 KB = ${KB} bytes)\n`);
  console.log(`${"file".padEnd(width)}  ${"raw KB".padStart(9)}  ${"gzip KB".padStart(8)}`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(9)}  ${kb(r.gzip).padStart(8)}`);
  console.log(`${"-".repeat(width + 21)}`);
  const verdict = total <= GOAL_KB * KB ? "within" : "OVER";
  console.log(`${"total".padEnd(width)}  ${kb(rows.reduce((s, r) => s + r.raw, 0)).padStart(9)}  ${kb(total).padStart(8)}   goal ≤ ${GOAL_KB} KB: ${verdict}`);
  console.log(`(${rows.length} of ${allJs} JS files load on the first visit; the rest are lazy chunks)`);

  try {
    const baseline = await baselineGzip();
    console.log(`\nbare baseline (react + react-dom rendering one element): ${kb(baseline)} KB gzip`);
    console.log(`ratio total / baseline: ${(total / baseline).toFixed(2)}×`);
  } catch (error) {
    console.log(`\nThe baseline build failed: ${/** @type {Error} */ (error).message}`);
  }
}

await main();
process.exit(0);
