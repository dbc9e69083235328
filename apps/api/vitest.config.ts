import { defineConfig } from "vitest/config";

// Each test file gets the database seeded once by the global setup and an empty Redis (the worker's one PGlite and one
// redis-server, reset between files: packages/core/src/testing/shared-test-services.ts) and boots the API on a free port. Files share one worker's module cache (isolate: false): importing the API once instead of
// once a file saves about 2 s a file; the module-level caches are keyed by database client, so files never share data.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/seeded-template.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    isolate: false,
  },
});
