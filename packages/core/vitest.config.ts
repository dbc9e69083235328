import { defineConfig } from "vitest/config";

// Integration test files borrow their worker's one in-memory PGlite and one redis-server, reset between files (see
// src/testing/shared-test-services.ts: ~0.3 s of CPU a file instead of ~1.7 s to start PGlite anew).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache: the modules load once a worker, and the shared services live across files.
    isolate: false,
  },
});
