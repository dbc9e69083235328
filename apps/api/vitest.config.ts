import { defineConfig } from "vitest/config";

// Each test file boots an in-memory PGlite (from the database seeded once by the global setup), a redis-server and
// the API on a free port.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/seeded-template.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
