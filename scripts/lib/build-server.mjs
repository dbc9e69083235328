// The API's and the worker's code as one JavaScript file each, bundled by esbuild when `npm start` starts them.
// Through tsx every start loaded some 500 TypeScript files through Node's loader hooks (a thread of their own on
// Node 20, a resolution and a transform per file): 3.4–3.9 s of CPU before the API answered, 2.5 s of a killed API's
// outage on a quiet host and most of 11.6 s under load. The bundle boots on 1.7–2.1 s of CPU. Dependencies stay in
// node_modules (imported by their resolved paths, so a workspace's own version of a package is the one it gets);
// `import.meta.url` keeps naming the source file (paths.ts finds the repository from it).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { repoRoot } from "./steps.mjs";

/** Where the bundles go: a cache inside node_modules (never committed, rebuilt when a source changes). */
export const SERVER_BUILD_DIR = join(repoRoot, "node_modules/.cache/portal-server");

/** @type {Record<"api" | "worker", string>} the entry point of each process, relative to the repository */
export const SERVER_ENTRIES = { api: "apps/api/src/main.ts", worker: "apps/worker/src/main.ts" };

const MANIFEST = join(SERVER_BUILD_DIR, "manifest.json");

/**
 * What decides whether a bundle is current: every input file's size and modification time, plus this script and the
 * lockfile (a dependency upgrade may move a package's entry file, which the bundle names).
 * @param {string[]} inputs absolute paths
 */
function fingerprint(inputs) {
  const files = [...inputs, fileURLToPath(import.meta.url), join(repoRoot, "package-lock.json")];
  return files
    .map((file) => {
      if (!existsSync(file)) return `${file}:missing`;
      const info = statSync(file);
      return `${file}:${info.size}:${info.mtimeMs}`;
    })
    .join("\n");
}

/** True when the last build's inputs are all unchanged and its bundles are there. */
function upToDate() {
  if (!existsSync(MANIFEST)) return false;
  try {
    const manifest = /** @type {{ inputs: string[], fingerprint: string }} */ (JSON.parse(readFileSync(MANIFEST, "utf8")));
    const bundles = Object.keys(SERVER_ENTRIES).map((name) => join(SERVER_BUILD_DIR, `${name}.mjs`));
    return bundles.every((file) => existsSync(file)) && manifest.fingerprint === fingerprint(manifest.inputs);
  } catch {
    return false;
  }
}

/** @type {import("esbuild").Plugin} */
const keepDependenciesAndFileUrls = {
  name: "portal-server",
  setup(build) {
    // Packages stay out of the bundle, imported by the path esbuild resolves from the importing file (as Node
    // would): packages/core's p-limit 7 is not the root's p-limit 3. Our workspaces (@portal/*) are bundled.
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@portal/") || args.pluginData === "resolving") return undefined;
      if (args.path.startsWith("node:")) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "resolving" });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
    // Each module's import.meta.url is its source file's, as under tsx (the bundle's own would point elsewhere).
    build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source.includes("import.meta.url") ? source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)) : source;
      return { contents, loader: "ts" };
    });
  },
};

/**
 * Bundles the API and the worker unless their bundles are current. Files are written beside and renamed, so a process
 * starting meanwhile (another `npm start` of this checkout) never reads half a file.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<Record<"api" | "worker", string>>} the bundles' absolute paths
 */
export async function buildServer(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  /** @type {Record<"api" | "worker", string>} */
  const bundles = { api: join(SERVER_BUILD_DIR, "api.mjs"), worker: join(SERVER_BUILD_DIR, "worker.mjs") };
  if (upToDate()) return bundles;
  const started = Date.now();
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, join(repoRoot, file)])),
    absWorkingDir: repoRoot,
    outdir: SERVER_BUILD_DIR,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Stack traces in the logs name the TypeScript files and lines (node --enable-source-maps).
    sourcemap: "linked",
    sourcesContent: false,
    plugins: [keepDependenciesAndFileUrls],
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  mkdirSync(SERVER_BUILD_DIR, { recursive: true });
  // Maps first: a bundle is never there before its map.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  const inputs = Object.keys(result.metafile.inputs).map((input) => join(repoRoot, input));
  const manifestPartial = `${MANIFEST}.${process.pid}.partial`;
  writeFileSync(manifestPartial, JSON.stringify({ inputs, fingerprint: fingerprint(inputs) }));
  renameSync(manifestPartial, MANIFEST);
  log(
    `Server code bundled for a quick start (${inputs.length} files into ${Object.values(bundles)
      .map((b) => relative(repoRoot, b))
      .join(", ")}, ${Date.now() - started} ms)`,
  );
  return bundles;
}

/** The Node arguments that run a bundle: source maps on, as tsx had them. @param {string} bundle */
export const bundleArgs = (bundle) => ["--enable-source-maps", bundle];

/** The name a bundle's process shows in its command line (for reclaiming a leftover one). @param {"api" | "worker"} name */
export const bundleMarker = (name) => join(basename(SERVER_BUILD_DIR), `${name}.mjs`);
