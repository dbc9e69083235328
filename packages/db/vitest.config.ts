import { defineConfig } from "vitest/config";

// The integration tests start an in-memory PGlite (~5–9 s) and run Prisma's schema diff (~10 s).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
