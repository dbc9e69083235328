import { defineConfig } from "vitest/config";

// Each test file boots an in-memory PGlite, a redis-server and the API on a free port (~6 s).
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 90_000, fileParallelism: false },
});
