import { defineConfig } from "vitest/config";

// Integration tests start an in-memory PGlite (~5 s) and a redis-server per test file (see src/testing/test-services.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache (each still starts its own PGlite and Redis): the modules load once a worker.
    isolate: false,
  },
});
