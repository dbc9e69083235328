import { createRequire } from "node:module";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { mantineStableIds } from "./vite-plugin-mantine-stable-ids";
import { pureSchemas } from "./vite-plugin-pure-schemas";
import { siteRoutes } from "./vite-plugin-site-routes";

/** Everything the API answers; in development Vite forwards these to the API on port 3000. */
const API_TARGET = process.env.API_URL ?? "http://localhost:3000";
const proxied = ["/trpc", "/api", "/files", "/healthz"] as const;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * react-router's package exports name only its development build (the production one differs by
 * `ENABLE_DEV_WARNINGS = false`, which drops dev-time checks run on every navigation and render). Production
 * builds use the production file, found from wherever npm installed the package.
 */
function reactRouterProduction(): string {
  const require = createRequire(import.meta.url);
  const development = require.resolve("react-router");
  return path.join(path.dirname(development), "..", "production", "index.mjs");
}

export default defineConfig(({ command }) => ({
  resolve: command === "build" ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] } : {},
  plugins: [
    react(),
    pureSchemas(),
    mantineStableIds(),
    siteRoutes(),
    // Brotli and gzip copies of every text asset, made once here at the strongest levels, so the API sends them
    // without compressing per request (apps/api/src/http/static-web.ts). index.html stays uncompressed-only: it is
    // tiny, never cached, and the API's compression middleware handles it.
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|mjs|css|svg|json|txt|xml|ico|webmanifest|map)$/,
      exclude: /index\.html$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: "silent",
    }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // The home page's first load must stay small: staff screens and zod-heavy forms are lazy chunks.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below (no entry exports anything).
      preserveEntrySignatures: false,
      output: {
        // Everything the entry imports statically travels in one chunk (fewer requests, better compression than the
        // many small shared chunks the automatic split makes); lazy screens keep their own chunks. zod is reachable
        // from the shared schema files the shell imports, but only the (lazy) forms run it, so it stays out; the shell
        // never executes zod, which is why recursive capture can be off without strictExecutionOrder.
        codeSplitting: {
          groups: [{ name: "app", tags: ["$initial"], includeDependenciesRecursively: false, test: (id) => !ZOD.test(id) }],
          // With Mantine out of the first load its components are shared by many lazy pages, and the automatic split
          // made dozens of tiny common chunks (the PQRDS form needed 60 files, which Lighthouse's simulated slow 4G
          // counts one round trip each). Common chunks under 24 KB of source are copied into the chunks that use
          // them instead: the form needs 8 files. (Rolldown turns on strictExecutionOrder for it.)
          experimentalInlineCommonChunks: { maxSize: 24 * 1024 },
        },
      },
    },
  },
}));
